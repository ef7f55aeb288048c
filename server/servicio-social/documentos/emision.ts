// Approval's last step: the PDF is generated once, stored as an archivo (sha256 also on the document) with an
// unguessable folio, inside the caller's transaction. The file is written before the row commits; `deshacer`
// removes it if the transaction then fails.
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TIPOS_DOCUMENTO, type TipoDocumento } from '../../../shared/servicio-social/documentos';
import { appUrl, filesDir, type Config } from '../../config';
import { archivos, ssDocumentos } from '../../db/schema';
import type { PlantillaDocumento } from '../plantillas-documento/service';
import type { FirmaDocumento } from '../../db/tables/servicio-social-documentos';
import { plantillaDe } from '../plantillas-documento/service';
import { combinar, datosDocumento, type Tx } from './campos';
import { pdfDocumento } from './pdf';

// No 0/O, 1/I/L: a folio is read aloud and typed by hand.
const ALFABETO = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function nuevoFolio(anio = new Date().getFullYear()): string {
  let azar = '';
  for (let i = 0; i < 12; i++) azar += ALFABETO[randomInt(ALFABETO.length)];
  return `SS-${anio}-${azar}`;
}

export const FOLIO_VALIDO = /^SS-\d{4}-[A-HJ-KMNP-Z2-9]{12}$/;

export const urlVerificacion = (config: Config, folio: string) => `${appUrl(config)}/servicio-social/verificar?folio=${encodeURIComponent(folio)}`;

/** The template's letterhead logo as stored (PNG or JPG, checked by content on upload); null without one. */
async function logoDe(tx: Tx, config: Config, plantilla: PlantillaDocumento): Promise<Buffer | null> {
  if (!plantilla.logoArchivoId) return null;
  const [archivo] = await tx.select({ ruta: archivos.ruta }).from(archivos).where(eq(archivos.id, plantilla.logoArchivoId));
  const ruta = archivo && path.join(filesDir(config), archivo.ruta);
  return ruta && fs.existsSync(ruta) ? fs.readFileSync(ruta) : null;
}

/** Generates and stores the PDF of an approved document; sets folio, hash and file. */
export async function emitirPdf(tx: Tx, config: Config, documentoId: number, usuarioId: number | null): Promise<{ folio: string; deshacer: () => void }> {
  const [doc] = await tx.select().from(ssDocumentos).where(eq(ssDocumentos.id, documentoId));
  const tipo = doc.tipo as TipoDocumento;
  const plantilla = await plantillaDe(tx, tipo);
  const datos = await datosDocumento(tx, doc.estudianteId, doc.prestacionId, doc.periodoMes);
  const folio = nuevoFolio();
  const bytes = await pdfDocumento({
    logo: await logoDe(tx, config, plantilla),
    titulo: doc.titulo,
    tipoEtiqueta: TIPOS_DOCUMENTO[tipo].etiqueta,
    encabezado: combinar(plantilla.encabezado, datos),
    contenido: doc.contenido,
    pie: combinar(plantilla.pie, datos),
    firmas: doc.firmas,
    folio,
    urlVerificacion: urlVerificacion(config, folio),
  });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const id = randomUUID();
  const relativa = path.join(id.slice(0, 2), id);
  const destino = path.join(filesDir(config), relativa);
  fs.mkdirSync(path.dirname(destino), { recursive: true });
  fs.writeFileSync(destino, bytes);
  const deshacer = () => fs.rmSync(destino, { force: true });
  try {
    await tx.insert(archivos).values({
      id, nombre: `${folio}.pdf`, tipo: 'pdf', mime: 'application/pdf', bytes: bytes.length, sha256, ruta: relativa, area: 'servicio-social', creadoPor: usuarioId,
    });
    await tx.update(ssDocumentos).set({ folio, hashSha256: sha256, pdfArchivoId: id, updatedAt: new Date() }).where(eq(ssDocumentos.id, documentoId));
  } catch (error) {
    deshacer();
    throw error;
  }
  return { folio, deshacer };
}

export type { FirmaDocumento };
