// Acceso: everything the platform holds about one person, across every area, matched by the request's email,
// the account that filed it, the CURP given and the graduate record staff linked. The same data goes out as JSON
// (machine-readable) and as a PDF of titled tables (readable).
import type { Readable } from 'node:stream';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatDateTime } from '../../shared/formato';
import type { Db } from '../db/client';
import {
  auditLog, campanaDestinatarios, campanas, egresados, outbox, postulaciones, segInvitaciones, ssDocumentos, ssEstudiantes, ssPrestaciones, usuarios,
} from '../db/schema';
import { tablasPdf, type Tabla } from '../lib/tablas-exportar';
import type { Solicitud } from './comun';
import { datosBolsa } from '../bolsa/arco';

export interface Persona {
  correos: string[];
  curps: string[];
  usuarioId: number | null;
  egresadoIds: number[];
  estudianteIds: number[];
  postulacionIds: number[];
}

const unicos = <T>(xs: (T | null | undefined)[]) => [...new Set(xs.filter((x): x is T => x !== null && x !== undefined && x !== ''))];
const lower = (col: SQL | AnyPgColumn) => sql`lower(${col})`;
const alguno = (cond: (SQL | undefined)[]) => or(...cond.filter(Boolean)) ?? sql`false`;

/** Who the request is about, across the areas (one pass: the links found add no further people). */
export async function personaDe(db: Db, s: Solicitud): Promise<Persona> {
  const [usuario] = s.usuarioId ? await db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.id, s.usuarioId)) : [];
  const [vinculado] = s.egresadoId ? await db.select({ curp: egresados.curp, correo: egresados.correo }).from(egresados).where(eq(egresados.id, s.egresadoId)) : [];
  const estudiantesPorCuenta = s.usuarioId ? await db.select({ curp: ssEstudiantes.curp, correo: ssEstudiantes.correo }).from(ssEstudiantes).where(eq(ssEstudiantes.usuarioId, s.usuarioId)) : [];
  const correos = unicos([s.correo, usuario?.email, vinculado?.correo, ...estudiantesPorCuenta.map((e) => e.correo)]).map((c) => c.toLowerCase());
  const curps = unicos([s.curp, vinculado?.curp, ...estudiantesPorCuenta.map((e) => e.curp)]);
  const egresadoIds = unicos([
    s.egresadoId,
    ...(await db.select({ id: egresados.id }).from(egresados).where(alguno([
      correos.length ? inArray(lower(egresados.correo), correos) : undefined, curps.length ? inArray(egresados.curp, curps) : undefined,
    ]))).map((e) => e.id),
  ]);
  const estudianteIds = (await db.select({ id: ssEstudiantes.id }).from(ssEstudiantes).where(alguno([
    s.usuarioId ? eq(ssEstudiantes.usuarioId, s.usuarioId) : undefined,
    correos.length ? inArray(lower(ssEstudiantes.correo), correos) : undefined,
    curps.length ? inArray(ssEstudiantes.curp, curps) : undefined,
    egresadoIds.length ? inArray(ssEstudiantes.egresadoId, egresadoIds) : undefined,
  ]))).map((e) => e.id);
  const postulacionIds = (await db.select({ id: postulaciones.id }).from(postulaciones).where(alguno([
    correos.length ? inArray(lower(postulaciones.correo), correos) : undefined,
    curps.length ? inArray(postulaciones.curp, curps) : undefined,
    egresadoIds.length ? inArray(postulaciones.egresadoId, egresadoIds) : undefined,
  ]))).map((p) => p.id);
  return { correos, curps, usuarioId: s.usuarioId, egresadoIds, estudianteIds, postulacionIds };
}

export interface DatosPersonales {
  folio: string;
  generadoEn: string;
  egresados: { registro: Record<string, unknown>[]; historial: Record<string, unknown>[] };
  consentimientos: Record<string, unknown>[];
  correosRecibidos: Record<string, unknown>[];
  postulaciones: Record<string, unknown>[];
  servicioSocial: { estudiante: Record<string, unknown>[]; prestaciones: Record<string, unknown>[]; documentos: Record<string, unknown>[] };
  seguimiento: Record<string, unknown>[];
  bolsa: Awaited<ReturnType<typeof datosBolsa>>;
  bitacora: Record<string, unknown>[];
}

const sinInternos = <T extends Record<string, unknown>>(fila: T): Record<string, unknown> => {
  // Derived search text is ours, not the person's data.
  const { busqueda: _b, ...resto } = fila as T & { busqueda?: unknown };
  return resto;
};

export async function reunirDatos(db: Db, s: Solicitud, p: Persona): Promise<DatosPersonales> {
  const ids = <T>(xs: T[]) => (xs.length ? xs : [-1]) as T[];
  const registro = await db.select().from(egresados).where(inArray(egresados.id, ids(p.egresadoIds)));
  const estudiante = await db.select().from(ssEstudiantes).where(inArray(ssEstudiantes.id, ids(p.estudianteIds)));
  const posts = await db.select().from(postulaciones).where(inArray(postulaciones.id, ids(p.postulacionIds)));
  const prestaciones = await db.select().from(ssPrestaciones).where(inArray(ssPrestaciones.estudianteId, ids(p.estudianteIds)));
  const documentos = await db
    .select({ id: ssDocumentos.id, tipo: ssDocumentos.tipo, titulo: ssDocumentos.titulo, estado: ssDocumentos.estado, folio: ssDocumentos.folio, enviadoEn: ssDocumentos.enviadoEn, aprobadoEn: ssDocumentos.aprobadoEn })
    .from(ssDocumentos).where(inArray(ssDocumentos.estudianteId, ids(p.estudianteIds))).orderBy(asc(ssDocumentos.id));
  const invitaciones = await db
    .select({ aplicacionId: segInvitaciones.aplicacionId, respuestas: segInvitaciones.respuestas, enviadaEn: segInvitaciones.enviadaEn, avisoVersion: segInvitaciones.avisoVersion, avisoAceptadoEn: segInvitaciones.avisoAceptadoEn })
    .from(segInvitaciones)
    .where(alguno([inArray(segInvitaciones.egresadoId, ids(p.egresadoIds)), p.correos.length ? inArray(lower(segInvitaciones.correo), p.correos) : undefined]));
  const correos = p.correos.length ? p.correos : [''];
  const enviados = await db
    .select({ asunto: outbox.subject, estado: outbox.estado, creado: outbox.createdAt, enviado: outbox.enviadoEn })
    .from(outbox).where(inArray(lower(outbox.to), correos)).orderBy(asc(outbox.id));
  const masivos = await db
    .select({ asunto: campanas.asunto, estado: campanaDestinatarios.estado, enviado: campanaDestinatarios.enviadoEn })
    .from(campanaDestinatarios).innerJoin(campanas, eq(campanas.id, campanaDestinatarios.campanaId))
    .where(inArray(lower(campanaDestinatarios.correo), correos));
  const sobre = (recurso: string, xs: number[]) => (xs.length ? and(eq(auditLog.recurso, recurso), inArray(auditLog.registroId, xs.map(String))) : undefined);
  const bitacora = await db
    .select({ fecha: auditLog.createdAt, accion: auditLog.accion, recurso: auditLog.recurso, registroId: auditLog.registroId, antes: auditLog.antes, despues: auditLog.despues })
    .from(auditLog)
    .where(alguno([
      sobre('egresados', p.egresadoIds), sobre('postulaciones', p.postulacionIds), sobre('ss-estudiantes', p.estudianteIds),
      p.usuarioId ? eq(auditLog.actorId, p.usuarioId) : undefined, inArray(lower(auditLog.actorEmail), correos),
    ]))
    .orderBy(asc(auditLog.id))
    .limit(5000);
  const consentimiento = (area: string, version: string | null, en: Date | null) => (version ? [{ area, version, aceptadoEn: en }] : []);
  return {
    folio: s.folio,
    generadoEn: new Date().toISOString(),
    egresados: { registro: registro.map(sinInternos), historial: bitacora.filter((b) => b.recurso === 'egresados') },
    consentimientos: [
      ...registro.flatMap((e) => consentimiento('Egresados', e.avisoPrivacidadVersion, e.avisoPrivacidadAceptadoEn)),
      ...posts.flatMap((x) => consentimiento('Postulaciones', x.avisoPrivacidadVersion, x.avisoPrivacidadAceptadoEn)),
      ...estudiante.flatMap((x) => consentimiento('Servicio social', x.avisoPrivacidadVersion, x.avisoPrivacidadAceptadoEn)),
      ...invitaciones.flatMap((x) => consentimiento('Seguimiento de egresados', x.avisoVersion, x.avisoAceptadoEn)),
    ],
    correosRecibidos: [...enviados.map((m) => ({ ...m, tipo: 'aviso' })), ...masivos.map((m) => ({ ...m, tipo: 'campaña' }))],
    postulaciones: posts.map(sinInternos),
    servicioSocial: { estudiante, prestaciones, documentos },
    seguimiento: invitaciones.filter((i) => i.respuestas).map(({ aplicacionId, respuestas, enviadaEn }) => ({ aplicacionId, respuestas, enviadaEn })),
    bolsa: await datosBolsa(db, p),
    bitacora,
  };
}

/** Column names people read in the PDF; the rest are split from camelCase («fechaEgreso» → «Fecha egreso»). The JSON keeps the keys. */
const ETIQUETAS: Record<string, string> = {
  id: 'Número de registro', curp: 'CURP', rfc: 'RFC', matricula: 'Matrícula', telefono: 'Teléfono', anioEgreso: 'Año de egreso', fechaTitulacion: 'Fecha de titulación',
  situacionLaboral: 'Situación laboral', entidadFederativa: 'Entidad federativa', createdAt: 'Creado', updatedAt: 'Actualizado', accion: 'Acción',
  registroId: 'Número de registro', despues: 'Después', antes: 'Antes', bloqueadoEn: 'Bloqueado el', programaId: 'Programa (número)', egresadoId: 'Egresado (número)',
  avisoPrivacidadVersion: 'Versión del aviso de privacidad', avisoPrivacidadAceptadoEn: 'Aviso de privacidad aceptado el', aceptadoEn: 'Aceptado el',
  version: 'Versión', area: 'Área', creditos: 'Créditos', categoriaId: 'Categoría (número)', convocatoriaId: 'Convocatoria (número)', vinculo: 'Vínculo',
  enviadaEn: 'Enviada el', enviado: 'Enviado el', creado: 'Creado el', aplicacionId: 'Encuesta (número)',
  fechaNacimiento: 'Fecha de nacimiento', fechaEgreso: 'Fecha de egreso', verificadoEn: 'Verificado el', actualizadoPorEgresadoEn: 'Actualizado por usted el',
};

function etiqueta(clave: string): string {
  const dicha = ETIQUETAS[clave];
  if (dicha) return dicha;
  const palabras = clave.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return palabras.charAt(0).toUpperCase() + palabras.slice(1);
}

function valor(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (v instanceof Date) return formatDateTime(v);
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  // An audit entry's before/after: one «campo: valor» line each, the empty ones left out.
  if (typeof v === 'object' && !Array.isArray(v)) {
    const lineas = Object.entries(v).filter(([, x]) => x !== null && x !== '' && x !== undefined).map(([k, x]) => `${etiqueta(k)}: ${typeof x === 'object' ? JSON.stringify(x) : String(x)}`);
    return lineas.join('\n') || '—';
  }
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function tabla(titulo: string, filas: Record<string, unknown>[]): Tabla {
  if (!filas.length) return { titulo, encabezados: ['Dato', 'Valor'], filas: [['Sin registros', '—']], textual: true };
  return {
    titulo,
    encabezados: ['Dato', 'Valor'],
    filas: filas.flatMap((f, i) => [...(filas.length > 1 ? [[`Registro ${i + 1}`, '']] : []), ...Object.entries(f).map(([k, v]) => [etiqueta(k), valor(v)])]),
    textual: true,
  };
}

export function datosPdf(d: DatosPersonales, nombre: string): Readable {
  return tablasPdf({
    titulo: `Sus datos personales (folio ${d.folio})`,
    lineas: [`Persona titular: ${nombre}`, `Generado el ${formatDateTime(d.generadoEn)}`, 'Derecho de acceso: todo lo que la plataforma conserva sobre usted, por área.'],
    tablas: [
      tabla('Egresados: registro', d.egresados.registro),
      tabla('Egresados: historial de cambios', d.egresados.historial),
      tabla('Consentimientos (aviso de privacidad y versión)', d.consentimientos),
      tabla('Correos recibidos', d.correosRecibidos),
      tabla('Postulaciones', d.postulaciones),
      tabla('Servicio social: estudiante', d.servicioSocial.estudiante),
      tabla('Servicio social: prestaciones', d.servicioSocial.prestaciones),
      tabla('Servicio social: documentos', d.servicioSocial.documentos),
      tabla('Seguimiento de egresados: respuestas', d.seguimiento),
      tabla('Bolsa de trabajo: candidaturas', d.bolsa.candidaturas),
      tabla('Bolsa de trabajo: CV', d.bolsa.cv),
      tabla('Bolsa de trabajo: alertas de empleo', d.bolsa.alertas),
      tabla('Empleos registrados', d.bolsa.empleos),
      tabla('Bitácora de cambios sobre usted', d.bitacora),
    ],
  });
}
