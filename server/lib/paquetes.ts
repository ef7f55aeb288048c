// Packages that only some requests need (spreadsheets, PDFs, images, mail, HTML cleaning) are loaded the first time
// one of them is used, not at start-up: together they cost over a second of CPU and tens of MB of memory before the
// first answer (issue 21, «un arranque ligero»). They are CommonJS or ship a CommonJS build, so a synchronous
// require keeps their callers' signatures as they are.
import { createRequire } from 'node:module';

const requerir = createRequire(import.meta.url);

function alUsar<T>(paquete: string): () => T {
  let modulo: T | undefined;
  return () => (modulo ??= requerir(paquete) as T);
}

export const excel = alUsar<typeof import('exceljs')>('exceljs');
export const pdfkit = alUsar<typeof import('pdfkit')>('pdfkit');
export const sharp = alUsar<typeof import('sharp').default>('sharp');
export const qrcode = alUsar<typeof import('qrcode')>('qrcode');
export const nodemailer = alUsar<typeof import('nodemailer')>('nodemailer');
export const sanitizeHtml = alUsar<typeof import('sanitize-html')>('sanitize-html');
export const ipx = alUsar<typeof import('ipx')>('ipx');
export const csvParse = alUsar<typeof import('csv-parse')>('csv-parse');
export const csvParseSync = alUsar<typeof import('csv-parse/sync')>('csv-parse/sync');
// The S3 SDK costs about 100 ms of a start that has no bucket to talk to; with FILES_S3_BUCKET it loads with the store.
export const clienteS3Sdk = alUsar<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');
export const subidaS3Sdk = alUsar<typeof import('@aws-sdk/lib-storage')>('@aws-sdk/lib-storage');
interface Unzipper {
  Open: { file(ruta: string): Promise<{ files: { path: string; stream(): NodeJS.ReadableStream }[] }> };
}
let unzipper: Unzipper | undefined;
/** exceljs' own zip reader (its dependency, resolved from it), for the central directory of an uploaded workbook. */
export const requerirUnzipper = () => (unzipper ??= createRequire(requerir.resolve('exceljs'))('unzipper') as Unzipper);
