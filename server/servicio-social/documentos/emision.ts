// Approval's last step: the PDF is generated once, stored as an archivo (sha256 also on the document) with an
// unguessable folio, inside the caller's transaction. The file is stored before the row commits; `deshacer`
// removes it if the transaction then fails.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TIPOS_DOCUMENTO, type TipoDocumento } from '../../../shared/servicio-social/documentos';
import { appUrl, type Config } from '../../config';
import { almacenDe, leerEntero } from '../../archivos/almacenamiento';
import { claveNueva, deshacerGuardado } from '../../archivos/almacen';
import { archivos, ssDocumentos } from '../../db/schema';
import type { PlantillaDocumento } from '../plantillas-documento/service';
import type { FirmaDocumento } from '../../db/tables/servicio-social-documentos';
import { plantillaDe } from '../plantillas-documento/service';
import { combinar, datosDocumento, fechaLarga, formatoHoras, horasDelMes, type DatosDocumento, type Tx } from './campos';
import { pdfDocumento, type Firmante } from './pdf';

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
  return archivo ? leerEntero(almacenDe(config), archivo.ruta) : null;
}

const fechaHora = (fecha: Date | string) =>
  new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'long', timeStyle: 'short' }).format(new Date(fecha));

/**
 * Who signs, once each: the student who wrote it (sending it was their signature), then every approver of the round
 * approved, with the role and date of their electronic signature. The printed blocks are these and nothing else.
 */
export function firmantesDe(doc: { tipo: TipoDocumento; enviadoEn: Date | null; firmas: FirmaDocumento[] }, datos: DatosDocumento): Firmante[] {
  const estudiante: Firmante[] = TIPOS_DOCUMENTO[doc.tipo].autor === 'estudiante'
    ? [{ nombre: datos.nombreCompleto, cargo: `Estudiante · matrícula ${datos.matricula}`, detalle: doc.enviadoEn ? `Enviado el ${fechaHora(doc.enviadoEn)}` : '' }]
    : [];
  return [...estudiante, ...doc.firmas.map((f) => ({ nombre: f.nombre, cargo: f.cargo, detalle: `Firma electrónica · ${f.etapa} · ${fechaHora(f.fecha)}` }))];
}

/** Generates and stores the PDF of an approved document; sets folio, hash and file. */
export async function emitirPdf(tx: Tx, config: Config, documentoId: number, usuarioId: number | null): Promise<{ folio: string; deshacer: () => void }> {
  const [doc] = await tx.select().from(ssDocumentos).where(eq(ssDocumentos.id, documentoId));
  const tipo = doc.tipo as TipoDocumento;
  const plantilla = await plantillaDe(tx, tipo);
  const datos = await datosDocumento(tx, doc.estudianteId, doc.prestacionId, doc.periodoMes);
  const folio = nuevoFolio();
  const horas = tipo === 'informe_mensual' && doc.prestacionId && doc.periodoMes ? await horasDelMes(tx, doc.prestacionId, doc.periodoMes) : null;
  const bytes = await pdfDocumento({
    logo: await logoDe(tx, config, plantilla),
    titulo: doc.titulo,
    tipoEtiqueta: TIPOS_DOCUMENTO[tipo].etiqueta,
    encabezado: combinar(plantilla.encabezado, datos),
    contenido: doc.contenido,
    pie: combinar(plantilla.pie, datos),
    firmantes: firmantesDe({ tipo, enviadoEn: doc.enviadoEn, firmas: doc.firmas }, datos),
    horas: horas && horas.map((h) => ({ fecha: fechaLarga(h.fecha), horas: formatoHoras(Number(h.horas)), actividades: h.actividades })),
    totalHoras: datos.horasMes,
    folio,
    urlVerificacion: urlVerificacion(config, folio),
  });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const id = randomUUID();
  const relativa = claveNueva(id);
  const almacen = almacenDe(config);
  await almacen.escribir(relativa, bytes, 'application/pdf');
  const deshacer = () => deshacerGuardado(almacen, relativa);
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
