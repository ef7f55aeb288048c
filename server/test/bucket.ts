// A real S3-compatible server (s3rver, from npm) for the tests of files in a bucket: on a free port, its data in a
// temporary folder, one empty bucket. The variables are the ones a deployment sets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface BucketDePrueba {
  env: Record<string, string>;
  /** Where s3rver keeps the objects (to check that a file really is in the bucket). */
  directorio: string;
  cerrar(): Promise<void>;
}

export async function bucketDePrueba(nombre = 'archivos-prueba'): Promise<BucketDePrueba> {
  const directorio = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const servidor = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: directorio, configureBuckets: [{ name: nombre }] });
  const { port } = await servidor.run();
  return {
    env: {
      FILES_S3_BUCKET: nombre,
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      FILES_S3_FORCE_PATH_STYLE: 'true',
    },
    directorio,
    async cerrar() {
      await servidor.close();
      fs.rmSync(directorio, { recursive: true, force: true });
    },
  };
}
