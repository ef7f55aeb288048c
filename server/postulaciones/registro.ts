// One nomination, from the public form or from staff capturing a paper one: the same rules and documents.
// Everything (folio, row, documents, first history entry, confirmation mails, audit entry) is written in one
// statement with the files' rows, so a refused or failed submission leaves neither rows nor files behind, and a
// stored one always has its confirmation queued.
import { eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MB, mensajeDemasiadoGrande, mensajeTipoNoPermitido } from '../../shared/archivos';
import type { FieldErrors } from '../../shared/api/errors';
import { AVISOS } from '../../shared/privacidad';
import {
  CAMPO_DATOS, CATEGORIA_NO_DISPONIBLE, CONVOCATORIA_CERRADA, DOCUMENTO_REQUERIDO, POSTULACION_DUPLICADA, REENVIO_FOLIO_SUGERENCIA, TEXTO_RICO_MAX, VINCULO_LABELS,
  capturaPostulacionSchema, registroPostulacionSchema, textoDeHtml, type RegistroCompletado,
} from '../../shared/schemas/postulaciones';
import type { z } from '../../shared/validation';
import { colocandoArchivos } from '../archivos/almacen';
import { recibirFormulario, type FormularioConArchivos } from '../archivos/multipart';
import { filaAuditoria } from '../audit/service';
import { almacenDe } from '../archivos/almacenamiento';
import type { Db } from '../db/client';
import {
  archivos, auditLog, categorias, convocatorias, egresados, outbox, postulacionBorradores, postulacionDocumentos, postulacionHistorial, postulaciones,
  type DocumentoSolicitado,
} from '../db/schema';
import { outboxRow } from '../mail/outbox';
import { HttpError, unprocessable } from '../lib/http-error';
import { isNotNullViolation, isUniqueViolation } from '../lib/pg-errors';
import { sanitizarHtml } from '../plantillas/sanitizar';
import type { App } from '../types';
import { leerBorradorToken, mensajesConfirmacion } from './mails';
import { consultarReglas } from './reglas';
import { rechazarNul } from '../lib/sin-nul';

/** zod issues as the API's field errors: nested paths dotted ("postulante.correo"). */
export function erroresZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const campo = issue.path.length ? issue.path.join('.') : '_';
    (errors[campo] ??= []).push(issue.message);
  }
  return errors;
}

export const anioEnMexico = (d = new Date()) => Number(new Intl.DateTimeFormat('en', { timeZone: 'America/Mexico_City', year: 'numeric' }).format(d));

/** A call takes nominations while it is abierta and the server's clock is between apertura and cierre. */
export function convocatoriaAbierta(c: { estado: string; apertura: Date; cierre: Date }, ahora = new Date()) {
  return c.estado === 'abierta' && c.apertura <= ahora && ahora < c.cierre;
}

export async function leerFormularioPostulacion(app: App, request: FastifyRequest, publico: boolean): Promise<FormularioConArchivos> {
  const reglas = await app.cacheReglasPostulacion.obtener(publico ? 'publico' : 'captura', () => consultarReglas(app.db, publico));
  return recibirFormulario(request, almacenDe(app.config), (campo) => (campo === CAMPO_DATOS ? undefined : reglas.get(campo)));
}

function erroresDocumentos(formulario: FormularioConArchivos, documentos: DocumentoSolicitado[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const d of documentos) {
    if (formulario.errores[d.clave]) {
      // The loose rule already refused it; say it in the chosen document's own terms.
      const a = formulario.archivos.get(d.clave);
      errors[d.clave] = [
        a?.excedido || (a && a.bytes > d.maxMb * MB)
          ? mensajeDemasiadoGrande(d.maxMb)
          : a?.bytes === 0
            ? 'El archivo está vacío'
            : a?.problema && a.tipo && d.tipos.includes(a.tipo)
              ? a.problema
              : mensajeTipoNoPermitido(d.tipos),
      ];
      continue;
    }
    const a = formulario.archivos.get(d.clave);
    if (!a) {
      if (d.requerido) errors[d.clave] = [DOCUMENTO_REQUERIDO];
      continue;
    }
    if (a.bytes > d.maxMb * MB) errors[d.clave] = [mensajeDemasiadoGrande(d.maxMb)];
    else if (!a.tipo || !d.tipos.includes(a.tipo)) errors[d.clave] = [mensajeTipoNoPermitido(d.tipos)];
  }
  return errors;
}

type Datos = z.output<typeof capturaPostulacionSchema>;

function parseDatos<S extends typeof registroPostulacionSchema | typeof capturaPostulacionSchema>(schema: S, raw: string | undefined) {
  if (raw === undefined) throw unprocessable({ datos: ['Faltan los datos de la postulación'] });
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw unprocessable({ datos: ['Los datos de la postulación no son JSON válido'] });
  }
  rechazarNul(json, 'datos');
  return schema.safeParse(json) as z.ZodSafeParseResult<z.output<S>>;
}

async function egresadoVinculado(db: Db, p: Datos['postulante']): Promise<number | null> {
  const [e] = await db
    .select({ id: egresados.id, matricula: egresados.matricula })
    .from(egresados)
    .where(or(p.matricula ? eq(egresados.matricula, p.matricula) : undefined, eq(egresados.correo, p.correo), p.curp ? eq(egresados.curp, p.curp) : undefined))
    .orderBy(egresados.id)
    .limit(3);
  return e?.id ?? null;
}

export function folioDe(prefijo: string, anio: number, n: number) {
  return `${prefijo}-${anio}-${String(n).padStart(6, '0')}`;
}

/** Where the folio goes in the mails until the statement that takes it puts it there: unique, never stored. */
const folioPendiente = () => `pendiente-${randomBytes(10).toString('hex')}`;

/** The nomination as the audit log records it (its API fields, `busqueda` aside), built by the statement that inserts it. */
const AUDITADO = sql.join(
  Object.entries(getTableColumns(postulaciones))
    .filter(([campo]) => campo !== 'busqueda')
    .map(([campo, columna]) => sql`${sql.raw(`'${campo}'`)}, ${postulaciones}.${sql.identifier(columna.name)}`),
  sql`, `,
);

export interface CrearOpciones {
  origen: 'publico' | 'captura';
  usuarioId?: number;
}

/**
 * Reads and stores one nomination. `formulario` is cleaned up by the caller. Throws 422 with every field
 * and file problem at once, 409 for a duplicate or a closed call. A filled honeypot gets an answer without `id`:
 * nothing is stored.
 */
export async function crearPostulacion(app: App, request: FastifyRequest, formulario: FormularioConArchivos, opciones: CrearOpciones): Promise<RegistroCompletado & { id?: number }> {
  const publico = opciones.origen === 'publico';
  const parsed = parseDatos(publico ? registroPostulacionSchema : capturaPostulacionSchema, formulario.campos[CAMPO_DATOS]);
  const errors: FieldErrors = parsed.success ? {} : erroresZod(parsed.error);
  const datos = parsed.success ? (parsed.data as Datos & { sitioWeb?: string; borrador?: string }) : undefined;

  // The category decides the documents; without a valid one, report the data errors alone.
  const rawCategoria = datos?.categoriaId ?? Number((() => { try { return JSON.parse(formulario.campos[CAMPO_DATOS] ?? '{}').categoriaId; } catch { return NaN; } })());
  const [categoria] = Number.isInteger(rawCategoria)
    ? await app.db
        // Whether this address already nominated in the category, in the same round trip (refused further down,
        // after every field error; the unique index still decides a race).
        .select({
          categoria: categorias,
          convocatoria: convocatorias,
          previa: datos
            ? sql<boolean>`exists (select 1 from ${postulaciones} where ${postulaciones.categoriaId} = ${categorias.id} and ${postulaciones.correo} = ${datos.postulante.correo})`
            : sql<boolean>`false`,
          // The new row's id, taken here so its mails (the nominee's link carries it) are rendered before the one
          // statement that writes everything; a refused submission leaves a gap in the ids, as a rollback does.
          nuevoId: datos ? sql<number>`nextval(pg_get_serial_sequence('postulaciones', 'id'))`.mapWith(Number) : sql<number>`0`.mapWith(Number),
        })
        .from(categorias)
        .innerJoin(convocatorias, eq(convocatorias.id, categorias.convocatoriaId))
        .where(eq(categorias.id, rawCategoria))
    : [];
  const ahora = new Date();
  const disponible = categoria && categoria.categoria.activa && (publico ? categoria.convocatoria.estado === 'abierta' : categoria.convocatoria.estado !== 'resultados_publicados');
  if (!disponible) {
    if (!errors.categoriaId) errors.categoriaId = [CATEGORIA_NO_DISPONIBLE];
    throw unprocessable(errors);
  }
  if (publico && !convocatoriaAbierta(categoria.convocatoria, ahora)) throw new HttpError(409, CONVOCATORIA_CERRADA);
  Object.assign(errors, erroresDocumentos(formulario, categoria.categoria.documentos));

  let semblanza = '';
  let motivos = '';
  if (datos) {
    const cat = categoria.categoria;
    const p = datos.postulante;
    if (!cat.elegibles.includes(p.vinculo)) {
      errors['postulante.vinculo'] = [`En esta categoría solo se puede postular a: ${cat.elegibles.map((v) => VINCULO_LABELS[v as keyof typeof VINCULO_LABELS].toLowerCase()).join(', ')}`];
    }
    if (p.vinculo === 'egresado' && cat.aniosMinimosEgreso !== null) {
      if (!p.anio) errors['postulante.anio'] = ['Indique el año de egreso'];
      else if (anioEnMexico(ahora) - p.anio < cat.aniosMinimosEgreso) {
        errors['postulante.anio'] = [`La categoría pide al menos ${cat.aniosMinimosEgreso} años desde el egreso`];
      }
    }
    semblanza = sanitizarHtml(datos.semblanza);
    motivos = sanitizarHtml(datos.motivos ?? '');
    if (!textoDeHtml(semblanza)) errors.semblanza ??= ['La semblanza es obligatoria'];
    if (textoDeHtml(semblanza).length > TEXTO_RICO_MAX) errors.semblanza ??= [`La semblanza no puede tener más de ${TEXTO_RICO_MAX} caracteres`];
    if (textoDeHtml(motivos).length > TEXTO_RICO_MAX) errors.motivos ??= [`La exposición de motivos no puede tener más de ${TEXTO_RICO_MAX} caracteres`];
  }
  if (!datos || Object.keys(errors).length) throw unprocessable(errors);

  const cat = categoria.categoria;
  const conv = categoria.convocatoria;
  const p = datos.postulante;
  // The public form is told how to get the folio again (POST /api/postulaciones/reenviar-folio), never the folio.
  const duplicada = () => publico
    ? new HttpError(409, `${POSTULACION_DUPLICADA}. ${REENVIO_FOLIO_SUGERENCIA}`, { 'postulante.correo': [POSTULACION_DUPLICADA] }, undefined, { code: 'POSTULACION_DUPLICADA' })
    : new HttpError(409, POSTULACION_DUPLICADA, { 'postulante.correo': [POSTULACION_DUPLICADA] });
  if (categoria.previa) throw duplicada();

  const egresadoId = p.vinculo === 'egresado' || p.vinculo === 'estudiante' || p.matricula || p.curp ? await egresadoVinculado(app.db, p) : null;
  const tercero = datos.nominador.tipo === 'tercero';
  const nominador = tercero
    ? { nombre: datos.nominador.nombre!, correo: datos.nominador.correo!, relacion: datos.nominador.relacion }
    : { nombre: p.nombre, correo: p.correo, relacion: null };
  const borradorId = publico && datos.borrador ? leerBorradorToken(app, datos.borrador) : null;
  const almacen = almacenDe(app.config);
  const resumen = (folio: string, documentos: RegistroCompletado['documentos'], recibidaEn: Date): RegistroCompletado => ({
    folio, convocatoria: conv.nombre, categoria: cat.nombre, postulante: p.nombre, nominador: nominador.nombre, documentos, aceptacionSolicitada: tercero, recibidaEn: recibidaEn.toISOString(),
  });
  if (publico && datos.sitioWeb?.trim()) {
    // Checked last, so a bot learns nothing a person would not: the answer has the call's own prefix, year and
    // next folio, and the documents it sent. Nothing is stored or mailed.
    request.log.info({ honeypot: true }, 'postulación descartada: campo trampa lleno');
    const documentos = cat.documentos.flatMap((d) => {
      const a = formulario.archivos.get(d.clave);
      return a ? [{ clave: d.clave, nombre: d.nombre, archivo: a.nombre }] : [];
    });
    return resumen(folioDe(conv.prefijo, conv.anio, conv.folioSiguiente), documentos, new Date());
  }

  const creada = await colocandoArchivos(almacen, async (colocar) => {
    // Every nomination of the call takes the call's row lock, which orders the folios. Everything is written in one
    // statement, outside any transaction: PostgreSQL takes the lock, gives the next folio, writes the rest and
    // commits before it answers, so no other nomination of the call ever waits on this process's event loop (on
    // deadline day it is busy with every other upload's chunks). The files are moved into place first; their rows go
    // in the same statement, and a failed statement leaves nothing, the folio counter included.
    const guardados: { clave: string; nombre: string; archivo: string; archivoId: string }[] = [];
    const filasArchivos: (typeof archivos.$inferInsert)[] = [];
    for (const d of cat.documentos) {
      const archivo = formulario.archivos.get(d.clave);
      if (!archivo) continue;
      const fila = await colocar(archivo, { area: 'postulaciones', creadoPor: opciones.usuarioId ?? null });
      filasArchivos.push(fila);
      guardados.push({ clave: d.clave, nombre: d.nombre, archivo: archivo.nombre, archivoId: fila.id });
    }
    const pendiente = folioPendiente();
    const valores = {
      id: categoria.nuevoId,
      convocatoriaId: conv.id,
      categoriaId: cat.id,
      folio: pendiente,
      nombre: p.nombre,
      correo: p.correo,
      telefono: p.telefono,
      vinculo: p.vinculo,
      matricula: p.matricula,
      curp: p.curp,
      programaId: p.programaId,
      anio: p.anio,
      enlaces: p.enlaces,
      egresadoId,
      nominadorTipo: datos.nominador.tipo,
      nominadorNombre: nominador.nombre,
      nominadorCorreo: nominador.correo,
      nominadorRelacion: nominador.relacion,
      semblanza,
      motivos,
      aceptacion: tercero ? 'pendiente' : 'no_requerida',
      avisoPrivacidadVersion: publico ? AVISOS.postulaciones.version : null,
      avisoPrivacidadAceptadoEn: publico ? new Date() : null,
      origen: opciones.origen,
      capturadaPor: opciones.usuarioId ?? null,
    } satisfies typeof postulaciones.$inferInsert;
    // The outbox pattern: the nominator's folio (and the nominee's link) commit with the nomination or not at all.
    const mensajes = mensajesConfirmacion(app, { ...valores, categoria: cat.nombre, convocatoria: conv.nombre }, tercero);
    // The call's next folio, once its row lock is held. A public nomination asks the clock again under the lock
    // (PostgreSQL re-checks the condition after waiting for it): past the deadline there is no row, the folio below
    // is null and the statement fails on it, writing nothing.
    const abierta = publico
      ? sql`and ${convocatorias.estado} = 'abierta' and ${convocatorias.apertura} <= clock_timestamp() and clock_timestamp() < ${convocatorias.cierre}`
      : sql``;
    const folio = sql`
      update ${convocatorias} set folio_siguiente = folio_siguiente + 1 where ${convocatorias.id} = ${conv.id} ${abierta}
      returning ${conv.prefijo}::text || '-' || ${conv.anio}::int || '-' || lpad((folio_siguiente - 1)::text, greatest(6, length((folio_siguiente - 1)::text)), '0') as folio`;
    const elFolio = sql`(select folio from ${sql.identifier('folio')})`;
    // In the mails, a closed call's missing folio must not fail first: the nomination's own NOT NULL says why.
    const enCorreo = (texto: string) => sql`replace(${texto}, ${pendiente}, coalesce(${elFolio}, ${pendiente}))`;
    const nueva = app.db.insert(postulaciones).values({ ...valores, folio: elFolio })
      .returning({ id: postulaciones.id, folio: postulaciones.folio, createdAt: postulaciones.createdAt, auditado: sql`jsonb_build_object(${AUDITADO})`.as('auditado') });
    const auditoria = filaAuditoria(request, { accion: 'crear', recurso: 'postulaciones', registroId: valores.id, despues: {}, actorEmail: nominador.correo });
    // The rows that ride on the nomination's insert as data-modifying WITH queries (their foreign keys are checked at
    // the statement's end).
    const escrituras: { getSQL(): SQL }[] = [
      ...(filasArchivos.length ? [app.db.insert(archivos).values(filasArchivos)] : []),
      app.db.insert(postulacionHistorial).values({
        postulacionId: valores.id,
        estado: 'recibida',
        usuarioId: opciones.usuarioId ?? null,
        usuarioEmail: request.user?.email ?? nominador.correo,
        mensaje: publico ? 'Recibida por el formulario público' : 'Capturada por el personal',
      }),
      ...(guardados.length ? [app.db.insert(postulacionDocumentos).values(guardados.map((g) => ({ postulacionId: valores.id, clave: g.clave, archivoId: g.archivoId })))] : []),
      ...(borradorId ? [app.db.delete(postulacionBorradores).where(eq(postulacionBorradores.id, borradorId))] : []),
      app.db.insert(outbox).values(mensajes.map(outboxRow).map((m) => ({ ...m, subject: enCorreo(m.subject), html: enCorreo(m.html), text: enCorreo(m.text) }))),
      ...(auditoria ? [app.db.insert(auditLog).values({ ...auditoria, despues: sql`(select auditado from ${sql.identifier('nueva')})` })] : []),
    ];
    const resultado = await app.db.execute(sql`
      with ${sql.identifier('folio')} as (${folio}), ${sql.identifier('nueva')} as (${nueva.getSQL()}),
      ${sql.join(escrituras.map((e, i) => sql`${sql.identifier(`e${i}`)} as (${e.getSQL()})`), sql`, `)}
      select id, folio, created_at as "createdAt" from ${sql.identifier('nueva')}`);
    const [row] = (resultado as unknown as { rows: { id: number; folio: string; createdAt: Date | string }[] }).rows;
    const documentos: RegistroCompletado['documentos'] = guardados.map(({ clave, nombre, archivo }) => ({ clave, nombre, archivo }));
    return { row: { id: Number(row.id), folio: row.folio, createdAt: new Date(row.createdAt) }, documentos };
  }).catch((error) => {
    if (isUniqueViolation(error)) throw duplicada();
    if (isNotNullViolation(error, 'postulaciones', 'folio')) throw new HttpError(409, CONVOCATORIA_CERRADA);
    throw error;
  });

  const { row } = creada;
  app.mailer.notify();
  return { id: row.id, ...resumen(row.folio, creada.documentos, row.createdAt) };
}
