// Files in an S3-compatible bucket (AWS, MinIO, Ceph, an Azure gateway). Uploads go up in parts of 5 MB (the
// least S3 takes), two at a time, so memory stays flat whatever the size; a failed upload aborts its multipart upload. What an abort cannot
// reach (a process killed mid-upload) is for the bucket's lifecycle rule (README, «Varios servidores»).
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { clienteS3Sdk, subidaS3Sdk } from '../lib/paquetes';
import type { Almacen, ObjetoGuardado } from './almacenamiento';

const PARTE = 5 * 1024 * 1024;

export function clienteS3(config: Config): S3Client {
  const { S3Client } = clienteS3Sdk();
  return new S3Client({
    region: config.AWS_REGION ?? 'us-east-1',
    ...(config.AWS_ENDPOINT_URL_S3 ? { endpoint: config.AWS_ENDPOINT_URL_S3 } : {}),
    forcePathStyle: config.FILES_S3_FORCE_PATH_STYLE,
    // Without the keys in the environment the SDK's own chain applies (instance roles, profiles).
    ...(config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.AWS_ACCESS_KEY_ID, secretAccessKey: config.AWS_SECRET_ACCESS_KEY } }
      : {}),
    // Checksums only where S3 demands them: most S3-compatible servers reject the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const noExiste = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function almacenS3(config: Config, dir: string): Almacen {
  const Bucket = config.FILES_S3_BUCKET!;
  const client = clienteS3(config);
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, paginateListObjectsV2 } = clienteS3Sdk();
  const { Upload } = subidaS3Sdk();
  const subir = async (Key: string, Body: Readable, ContentType?: string) => {
    // leavePartsOnError false: on any error the multipart upload is aborted and no part stays in the bucket.
    const upload = new Upload({ client, params: { Bucket, Key, Body, ContentType }, partSize: PARTE, queueSize: 2, leavePartsOnError: false });
    await upload.done();
  };
  return {
    dir,
    descripcion: `s3://${Bucket}`,
    async guardar(clave, temporal, mime) {
      await subir(clave, fs.createReadStream(temporal), mime);
      fs.rmSync(temporal, { force: true });
    },
    async escribir(clave, datos, mime) {
      if (Buffer.isBuffer(datos)) await client.send(new PutObjectCommand({ Bucket, Key: clave, Body: datos, ContentType: mime }));
      else await subir(clave, datos, mime);
    },
    async abrir(clave) {
      try {
        const respuesta = await client.send(new GetObjectCommand({ Bucket, Key: clave }));
        return respuesta.Body as Readable;
      } catch (error) {
        if (noExiste(error)) return null;
        throw error;
      }
    },
    async borrar(clave) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: clave }));
    },
    async *listar(): AsyncGenerator<ObjetoGuardado> {
      for await (const pagina of paginateListObjectsV2({ client }, { Bucket })) {
        for (const o of pagina.Contents ?? []) {
          if (o.Key) yield { clave: o.Key, bytes: o.Size ?? 0, modificado: o.LastModified ?? new Date(0) };
        }
      }
    },
    cerrar: () => client.destroy(),
  };
}
