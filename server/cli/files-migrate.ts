import { filesDir } from '../config';
import { almacenDe, cerrarAlmacen } from '../archivos/almacenamiento';
import { almacenLocal } from '../archivos/almacenamiento-local';
import { migrarABucket } from '../archivos/migrar-a-bucket';
import { progresoEnConsola } from './progreso';
import { withDatabase } from './with-database';

await withDatabase(async (db, config) => {
  if (!config.FILES_S3_BUCKET) throw new Error('Indique el bucket de destino en FILES_S3_BUCKET (y AWS_ENDPOINT_URL_S3 si no es AWS).');
  const destino = almacenDe(config);
  try {
    const r = await migrarABucket(db, almacenLocal(filesDir(config)), destino, progresoEnConsola);
    console.log(`De ${filesDir(config)} a ${destino.descripcion}: ${r.copiados} copiados, ${r.yaEstaban} ya estaban, ${r.sinFila} sin registro (no copiados).`);
    if (r.distintos.length) {
      throw new Error(`${r.distintos.length} archivos no coinciden con su SHA-256 registrado y no se copiaron:\n${r.distintos.map((c) => `  - ${c}`).join('\n')}`);
    }
  } finally {
    cerrarAlmacen(config);
  }
});
