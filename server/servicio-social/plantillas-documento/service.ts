// The office's document templates, one per type: read, saved sanitised (tables allowed), refused with 422 when
// they use a merge field that does not exist. Seeded from predeterminadas.ts.
import { eq } from 'drizzle-orm';
import { MENSAJES_DOCUMENTOS, type PlantillaDocumentoInput } from '../../../shared/schemas/servicio-social-documentos';
import { TIPOS_CON_PLANTILLA, TIPOS_DOCUMENTO, camposDocumentoDesconocidos, type TipoDocumento } from '../../../shared/servicio-social/documentos';
import type { Db } from '../../db/client';
import { ssPlantillasDocumento } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/http-error';
import { sanitizarHtml } from '../../plantillas/sanitizar';
import type { DbOTx } from '../documentos/campos';
import { PLANTILLAS_PREDETERMINADAS } from './predeterminadas';

export type PlantillaDocumento = typeof ssPlantillasDocumento.$inferSelect;

const aSalida = (p: PlantillaDocumento) => ({
  id: p.tipo, tipo: p.tipo, etiqueta: TIPOS_DOCUMENTO[p.tipo as TipoDocumento]?.etiqueta ?? p.tipo, titulo: p.titulo, encabezado: p.encabezado,
  cuerpo: p.cuerpo, pie: p.pie, limitePalabras: p.limitePalabras, logo: p.logoArchivoId !== null, updatedAt: p.updatedAt.toISOString(),
});

const esTipo = (tipo: string): tipo is TipoDocumento => (TIPOS_CON_PLANTILLA as string[]).includes(tipo);

export async function seedPlantillasDocumento(db: Db) {
  // Only the missing ones are cleaned: sanitize-html (loaded at first use) would otherwise cost every start ~80 ms.
  const existentes = new Set((await db.select({ tipo: ssPlantillasDocumento.tipo }).from(ssPlantillasDocumento)).map((f) => f.tipo));
  const faltantes = Object.entries(PLANTILLAS_PREDETERMINADAS).filter(([tipo]) => !existentes.has(tipo));
  if (faltantes.length === 0) return;
  const filas = faltantes.map(([tipo, p]) => ({
    tipo, titulo: p.titulo, encabezado: sanitizarHtml(p.encabezado, { tablas: true }), cuerpo: sanitizarHtml(p.cuerpo, { tablas: true }),
    pie: sanitizarHtml(p.pie, { tablas: true }), limitePalabras: p.limitePalabras,
  }));
  await db.insert(ssPlantillasDocumento).values(filas).onConflictDoNothing();
}

export async function listarPlantillasDocumento(db: Db) {
  const filas = await db.select().from(ssPlantillasDocumento);
  return TIPOS_CON_PLANTILLA.flatMap((t) => filas.filter((f) => f.tipo === t)).map(aSalida);
}

/** The template of a type; a type never seeded falls back to the built-in default so documents can always start. */
export async function plantillaDe(db: DbOTx, tipo: TipoDocumento): Promise<PlantillaDocumento> {
  const [fila] = await db.select().from(ssPlantillasDocumento).where(eq(ssPlantillasDocumento.tipo, tipo));
  if (fila) return fila;
  const p = tipo === 'libre' ? { titulo: TIPOS_DOCUMENTO.libre.etiqueta, encabezado: '', cuerpo: '', pie: '', limitePalabras: null } : PLANTILLAS_PREDETERMINADAS[tipo];
  return { tipo, ...p, logoArchivoId: null, updatedBy: null, updatedAt: new Date() };
}

export async function leerPlantillaDocumento(db: Db, tipo: string) {
  if (!esTipo(tipo)) throw notFound('La plantilla no existe');
  return aSalida(await plantillaDe(db, tipo));
}

export async function guardarPlantillaDocumento(db: Db, tipo: string, input: PlantillaDocumentoInput, usuarioId: number) {
  if (!esTipo(tipo)) throw notFound('La plantilla no existe');
  const errores: Record<string, string[]> = {};
  for (const campo of ['titulo', 'encabezado', 'cuerpo', 'pie'] as const) {
    const desconocidos = camposDocumentoDesconocidos(input[campo]);
    if (desconocidos.length) errores[campo] = [MENSAJES_DOCUMENTOS.campoDesconocido(desconocidos)];
  }
  if (Object.keys(errores).length) throw unprocessable(errores);
  const valores = {
    titulo: input.titulo, encabezado: sanitizarHtml(input.encabezado, { tablas: true }), cuerpo: sanitizarHtml(input.cuerpo, { tablas: true }),
    pie: sanitizarHtml(input.pie, { tablas: true }), limitePalabras: input.limitePalabras, updatedBy: usuarioId, updatedAt: new Date(),
  };
  const [fila] = await db
    .insert(ssPlantillasDocumento)
    .values({ tipo, ...valores })
    .onConflictDoUpdate({ target: ssPlantillasDocumento.tipo, set: valores })
    .returning();
  return aSalida(fila);
}

/**
 * Sets (or removes, with null) the letterhead logo of a type's template, inside the caller's transaction. Returns
 * the file it replaced, for the caller to delete. A type never saved starts from its built-in default.
 */
export async function cambiarLogoPlantilla(db: DbOTx, tipo: string, logoArchivoId: string | null, usuarioId: number) {
  if (!esTipo(tipo)) throw notFound('La plantilla no existe');
  const actual = await plantillaDe(db, tipo);
  const cambio = { logoArchivoId, updatedBy: usuarioId, updatedAt: new Date() };
  const [fila] = await db
    .insert(ssPlantillasDocumento)
    .values({ tipo, titulo: actual.titulo, encabezado: actual.encabezado, cuerpo: actual.cuerpo, pie: actual.pie, limitePalabras: actual.limitePalabras, ...cambio })
    .onConflictDoUpdate({ target: ssPlantillasDocumento.tipo, set: cambio })
    .returning();
  return { plantilla: aSalida(fila), anterior: actual.logoArchivoId };
}
