// One nomination, from the public form or from staff capturing a paper one: the same rules and documents.
// Everything (folio, row, documents, first history entry, confirmation mails) is written in one transaction with
// the files, so a refused or failed submission leaves neither rows nor files behind, and a stored one always
// has its confirmation queued.
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
import { conArchivos } from '../archivos/almacen';
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
import { isUniqueViolation } from '../lib/pg-errors';
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

/** A row's folio until the call's lock gives it its own: unique, never committed, and only ever in this transaction. */
const folioPendiente = () => `pendiente-${randomBytes(10).toString('hex')}`;

/**
 * Takes the call's row lock and its next folio, and writes that folio into the nomination, its queued mails (which
 * carry `pendiente` where the folio goes) and its audit entry, in one statement. The folio is built in SQL because
 * the mails need it there; its text is `folioDe`'s (six digits at least, never cut), which a test compares.
 */
async function asignarFolio(
  tx: Db,
  a: { convocatoriaId: number; prefijo: string; anio: number; postulacionId: number; pendiente: string; correoIds: number[]; auditoria: typeof auditLog.$inferInsert | null },
): Promise<{ folio: string; estado: string; apertura: Date; cierre: Date }> {
  // The audit entry commits with the nomination (it was a statement and a commit of its own after it).
  const auditoria = a.auditoria
    ? sql`, a as (${tx.insert(auditLog).values({ ...a.auditoria, despues: sql`jsonb_set(${JSON.stringify(a.auditoria.despues)}::jsonb, '{folio}', to_jsonb((select folio from c)))` }).getSQL()})`
    : sql``;
  const resultado = await tx.execute(sql`
    with c as (
      update ${convocatorias} set folio_siguiente = folio_siguiente + 1 where id = ${a.convocatoriaId}
      returning ${a.prefijo}::text || '-' || ${a.anio}::int || '-' || lpad((folio_siguiente - 1)::text, greatest(6, length((folio_siguiente - 1)::text)), '0') as folio,
        estado, apertura, cierre
    ),
    p as (update ${postulaciones} set folio = c.folio from c where ${postulaciones.id} = ${a.postulacionId}),
    o as (
      update ${outbox} set subject = replace(subject, ${a.pendiente}, c.folio), html = replace(html, ${a.pendiente}, c.folio), text = replace(text, ${a.pendiente}, c.folio)
      from c where ${outbox.id} = any(${`{${a.correoIds.join(',')}}`}::bigint[])
    )${auditoria}
    select folio, estado, apertura, cierre from c`);
  const [fila] = (resultado as unknown as { rows: { folio: string; estado: string; apertura: Date | string; cierre: Date | string }[] }).rows;
  return { ...fila, apertura: new Date(fila.apertura), cierre: new Date(fila.cierre) };
}

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

  const creada = await conArchivos(app.db, almacen, async (tx, _guardar, colocar) => {
    // Every nomination of the call waits for the call's row lock, which orders the folios. Everything is written
    // before it, in one statement, with a placeholder folio that nobody else can see (the row is not committed); a
    // second statement then takes the lock and the next folio and puts it in the row, the queued mails and the audit
    // entry, and the commit follows. The lock is held for that one round trip: on deadline day, each round trip
    // under it waited behind every other upload's chunks in this process's event loop, and every other nomination
    // of the call with it. The files are moved into place first; their rows go in the same statement.
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
    // The files' rows, the documents, the first history entry, the draft's removal and the mails ride on the
    // nomination's insert as data-modifying WITH queries (their foreign keys are checked at the statement's end).
    const escrituras: { getSQL(): SQL }[] = [
      ...(filasArchivos.length ? [tx.insert(archivos).values(filasArchivos)] : []),
      tx.insert(postulacionHistorial).values({
        postulacionId: valores.id,
        estado: 'recibida',
        usuarioId: opciones.usuarioId ?? null,
        usuarioEmail: request.user?.email ?? nominador.correo,
        mensaje: publico ? 'Recibida por el formulario público' : 'Capturada por el personal',
      }),
      ...(guardados.length ? [tx.insert(postulacionDocumentos).values(guardados.map((g) => ({ postulacionId: valores.id, clave: g.clave, archivoId: g.archivoId })))] : []),
      ...(borradorId ? [tx.delete(postulacionBorradores).where(eq(postulacionBorradores.id, borradorId))] : []),
    ];
    const correos = tx.$with('correos', {}).as(tx.insert(outbox).values(mensajes.map(outboxRow)).returning({ id: outbox.id }).getSQL());
    const [{ correoIds, ...row }] = await tx
      .with(...escrituras.map((e, i) => tx.$with(`e${i}`, {}).as(e.getSQL())), correos)
      .insert(postulaciones)
      .values(valores)
      .returning({ ...getTableColumns(postulaciones), correoIds: sql<number[]>`(select array_agg(id) from ${sql.identifier('correos')})`.mapWith((ids: (string | number)[]) => ids.map(Number)) });
    const { busqueda: _b, ...despues } = row;
    const auditoria = filaAuditoria(request, { accion: 'crear', recurso: 'postulaciones', registroId: row.id, despues, actorEmail: nominador.correo });
    const c = await asignarFolio(tx, { convocatoriaId: conv.id, prefijo: conv.prefijo, anio: conv.anio, postulacionId: row.id, pendiente, correoIds, auditoria });
    // The deadline is checked again with the clock once the lock is held: a refusal rolls everything back.
    if (publico && !convocatoriaAbierta(c, new Date())) throw new HttpError(409, CONVOCATORIA_CERRADA);
    const documentos: RegistroCompletado['documentos'] = guardados.map(({ clave, nombre, archivo }) => ({ clave, nombre, archivo }));
    return { row: { ...row, folio: c.folio }, documentos };
  }).catch((error) => {
    if (isUniqueViolation(error)) throw duplicada();
    throw error;
  });

  const { row } = creada;
  app.mailer.notify();
  return { id: row.id, ...resumen(row.folio, creada.documentos, row.createdAt) };
}
