import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { RespaldoError } from '../respaldo/conexion';
import { restaurar } from '../respaldo/restaurar';
import { progresoEnConsola } from './progreso';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Uso: npm run restore -- respaldo.tar   (con DATA_DIR vacío, o DATABASE_URL de una base vacía)');
  process.exit(1);
}
try {
  const config = loadConfig(process.env);
  const manifiesto = await restaurar(config, positionals[0], progresoEnConsola);
  console.log(`Restaurado el respaldo del ${manifiesto.fecha} (versión ${manifiesto.version}, base ${manifiesto.base}).`);
  if (manifiesto.appSecretDelEntorno && !config.APP_SECRET) {
    console.warn('El respaldo se hizo con APP_SECRET del entorno: arranque el servidor con el mismo APP_SECRET, o los enlaces y PDF firmados dejarán de valer.');
  }
} catch (error) {
  if (!(error instanceof RespaldoError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
