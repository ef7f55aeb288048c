import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { RespaldoError } from '../respaldo/conexion';
import { respaldar } from '../respaldo/respaldar';
import { progresoEnConsola } from './progreso';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Uso: npm run backup -- --out respaldo-AAAA-MM-DD.tar');
  process.exit(1);
}
try {
  const manifiesto = await respaldar(loadConfig(process.env), values.out, progresoEnConsola);
  console.log(`Respaldo escrito en ${values.out} (versión ${manifiesto.version}, migración ${manifiesto.migracion.tag}).`);
  if (manifiesto.appSecretDelEntorno) {
    console.warn('APP_SECRET viene del entorno y no va en el respaldo: guárdelo junto al archivo, o los enlaces y PDF firmados dejarán de valer.');
  }
} catch (error) {
  if (!(error instanceof RespaldoError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
