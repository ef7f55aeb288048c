// Filing an ARCO request (public form, or a signed-in person from their portal), registering one the person delivered
// in writing, and following it by folio and email. The request, its identity document and its acknowledgement are
// written in one transaction.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { calcularPlazos, puedePrevenir } from '../../shared/arco/plazos';
import type { Cierres } from '../../shared/arco/dias-habiles';
import {
  CAMPO_DOCUMENTO, DERECHOS, DOCUMENTO_IDENTIDAD_MAX_MB, PASOS, errorDeRecepcion, solicitudArcoSchema, type Derecho, type EstadoPublico, type Paso,
  type RespuestaPrevencionInput, type SolicitudArcoInput, type SolicitudEscritaArcoInput, type ViaArco,
} from '../../shared/schemas/arco';
import { formatDate } from '../../shared/formato';
import { conArchivos, type ArchivoTemporal } from '../archivos/almacen';
import { almacenDe } from '../archivos/almacenamiento';
import { recibirFormulario } from '../archivos/multipart';
import { audit } from '../audit/service';
import { appUrl } from '../config';
import { arcoPasos, arcoSolicitudes, outbox } from '../db/schema';
import { unprocessable } from '../lib/http-error';
import { outboxRow } from '../mail/outbox';
import { renderActionMail } from '../mail/templates';
import { erroresZod } from '../postulaciones/registro';
import type { App } from '../types';
import { cargarCierres, hoy, nuevoFolio, RUTA_PUBLICA, type Solicitud } from './comun';
import { registrarPaso } from './pasos';

type Alta = Omit<typeof arcoSolicitudes.$inferInsert, 'id' | 'folio' | 'documentoId'>;

/** The request's own fields, as both forms give them (purposes only for an oposición). */
const camposDe = (d: SolicitudArcoInput | SolicitudEscritaArcoInput) => ({
  derecho: d.derecho, area: d.area, datos: d.datos, propositos: d.derecho === 'oposicion' ? [...new Set(d.propositos)] : null,
  retiraOposicion: d.derecho === 'oposicion' && d.retiraOposicion, medio: d.medio, nombre: d.nombre,
  curp: d.curp ?? null, representante: d.representante ?? null,
});

/** How the acknowledgement says a written request reached the office. */
const LLEGADA: Record<ViaArco, string> = {
  ventanilla: 'entregada en la ventanilla de la oficina',
  correo_postal: 'recibida por correo postal',
  correo_electronico: 'recibida por correo electrónico en la oficina',
};

function acuse(app: App, s: Solicitud, limiteRespuesta: string, cierres: Cierres) {
  const derecho = DERECHOS[s.derecho as Derecho].toLowerCase();
  const llegada = LLEGADA[s.via as ViaArco];
  return renderActionMail({
    title: 'Recibimos su solicitud de derechos ARCO',
    greeting: `Hola, ${s.nombre}:`,
    paragraphs: [
      llegada
        ? `Recibimos su solicitud de ${derecho} por escrito, ${llegada} el ${formatDate(s.recibida)}. Quedó registrada con el folio ${s.folio}.`
        : `Registramos su solicitud de ${derecho} con el folio ${s.folio}, el ${formatDate(s.recibida)}.`,
      // A written request may be typed in after the 5 days to ask for what is missing: then the offer is not made.
      `Le responderemos a más tardar el ${formatDate(limiteRespuesta)} (20 días hábiles).${puedePrevenir(s, hoy(), cierres) ? ' Si falta información, se lo pediremos dentro de los primeros 5 días hábiles.' : ''}`,
      'Puede consultar el estado de su solicitud con el folio y este correo.',
    ],
    action: { label: 'Consultar mi solicitud', url: `${appUrl(app.config)}${RUTA_PUBLICA}?folio=${encodeURIComponent(s.folio)}` },
  });
}

/**
 * Both ways in: the request with a folio of its receipt year, its identity document if any and its acknowledgement
 * mail, in one transaction; then the audit entry. The clock runs from `recibida`, the day the office received it.
 */
async function registrarSolicitud(app: App, request: FastifyRequest, alta: Alta, documento?: ArchivoTemporal) {
  const cierres = await cargarCierres(app.db);
  const limiteRespuesta = calcularPlazos({ recibida: alta.recibida }, cierres).limiteRespuesta!;
  const creada = await conArchivos(app.db, almacenDe(app.config), async (tx, guardar) => {
    const documentoId = documento ? await guardar(documento, { area: 'arco', creadoPor: alta.usuarioId ?? null }) : null;
    // 32^6 random folios: a repeated one (about one in a billion) fails on the unique index and nothing is kept.
    const [fila] = await tx.insert(arcoSolicitudes).values({ ...alta, folio: nuevoFolio(alta.recibida), documentoId }).returning();
    await tx.insert(outbox).values(outboxRow({ to: fila.correo, subject: `Solicitud ARCO ${fila.folio} recibida`, ...acuse(app, fila, limiteRespuesta, cierres) }));
    return fila;
  });
  app.mailer.notify();
  await audit(app.db, request, {
    accion: 'crear', recurso: 'arco', registroId: creada.id,
    despues: { folio: creada.folio, derecho: creada.derecho, area: creada.area, via: creada.via, recibida: creada.recibida },
    // Online the person acts (by email when signed out); a written request's actor is the staff member signed in.
    actorEmail: creada.correo,
  });
  return { creada, limiteRespuesta };
}

export async function presentarSolicitud(app: App, request: FastifyRequest) {
  const usuario = request.user && !request.user.sinVerificar ? request.user : null;
  const formulario = await recibirFormulario(request, almacenDe(app.config), (campo) =>
    campo === CAMPO_DOCUMENTO && !usuario ? { tipos: ['pdf', 'jpg', 'png'], maxMb: DOCUMENTO_IDENTIDAD_MAX_MB } : undefined);
  try {
    const parsed = solicitudArcoSchema.safeParse(formulario.campos);
    const errores = { ...(parsed.success ? {} : erroresZod(parsed.error)), ...formulario.errores };
    const documento = formulario.archivos.get(CAMPO_DOCUMENTO);
    // The session identifies a signed-in person; anyone else proves who they are with a document.
    if (!usuario && !documento && !errores[CAMPO_DOCUMENTO]) errores[CAMPO_DOCUMENTO] = ['Adjunte una identificación oficial (PDF, JPG o PNG)'];
    if (parsed.success && parsed.data.medio === 'plataforma' && !usuario) errores.medio = ['Para recibir la respuesta en la plataforma, inicie sesión antes de enviar la solicitud'];
    if (Object.keys(errores).length || !parsed.success) throw unprocessable(errores);
    const correo = usuario ? usuario.email.toLowerCase() : parsed.data.correo;
    const { creada, limiteRespuesta } = await registrarSolicitud(app, request, { ...camposDe(parsed.data), correo, usuarioId: usuario?.id ?? null, recibida: hoy() }, documento);
    return {
      folio: creada.folio,
      recibida: creada.recibida,
      limiteRespuesta,
      message: `Su solicitud quedó registrada con el folio ${creada.folio}. Le enviamos un acuse a ${correo}.`,
    };
  } finally {
    formulario.limpiar();
  }
}

/**
 * A request delivered in writing (window, post, email to the office), typed in by staff days later perhaps: dated the
 * day it was received, with no account of the person and no document (staff say how they checked the identity).
 */
export async function registrarSolicitudEscrita(app: App, request: FastifyRequest, datos: SolicitudEscritaArcoInput) {
  const fuera = errorDeRecepcion(datos.recibida, hoy());
  if (fuera) throw unprocessable({ recibida: [fuera] });
  const { creada } = await registrarSolicitud(app, request, {
    ...camposDe(datos), correo: datos.correo, usuarioId: null, recibida: datos.recibida, via: datos.via, identidad: datos.identidad, registradaPorId: request.user?.id ?? null,
  });
  return creada.id;
}

const NO_ENCONTRADA: EstadoPublico = { encontrada: false, folio: null, derecho: null, estado: null, recibida: null, limiteRespuesta: null, pasos: [] };

/** Steps the person is told about, with their text (what is missing, the reasons); staff's internal ones are not. */
const PASOS_PUBLICOS: Paso[] = ['prevencion', 'respuesta_prevencion', 'no_presentada', 'ampliacion', 'decision', 'efectiva', 'cierre'];

async function buscarPorFolio(app: App, folio: string, correo: string) {
  const [s] = await app.db
    .select()
    .from(arcoSolicitudes)
    .where(and(eq(arcoSolicitudes.folio, folio), sql`lower(${arcoSolicitudes.correo}) = ${correo.toLowerCase()}`));
  return s;
}

export const SIN_PREVENCION = 'No encontramos una solicitud prevenida con ese folio y ese correo';

/**
 * The person sends what a prevención asked for, from the follow-up page: recorded as the dated «respuesta a la
 * prevención» step, so the clock runs again from the next working day. Within the 10 días hábiles only.
 */
export async function responderPrevencion(app: App, request: FastifyRequest, input: RespuestaPrevencionInput): Promise<EstadoPublico> {
  const s = await buscarPorFolio(app, input.folio, input.correo);
  // A wrong folio, a wrong email and a request not waiting for an answer read alike (nothing to learn from it).
  if (!s || s.estado !== 'prevenida') throw unprocessable({ folio: [SIN_PREVENCION] }, SIN_PREVENCION);
  const limite = calcularPlazos(s, await cargarCierres(app.db)).limiteRespuestaPrevencion;
  if (limite && hoy() > limite) {
    const vencido = `El plazo para responder venció el ${formatDate(limite)}: la solicitud se tendrá por no presentada. Puede presentar una nueva.`;
    throw unprocessable({ texto: [vencido] }, vencido);
  }
  await registrarPaso(app, request, s.id, { tipo: 'respuesta_prevencion', texto: input.texto });
  return consultarPorFolio(app, s.folio, s.correo);
}

/**
 * The state and dates of a request, only when folio and email match: a wrong folio and a wrong email get the same
 * answer, so this is no way to learn which folios exist or whose they are.
 */
export async function consultarPorFolio(app: App, folio: string, correo: string): Promise<EstadoPublico> {
  const s = await buscarPorFolio(app, folio, correo);
  if (!s) return NO_ENCONTRADA;
  const pasos = await app.db
    .select({ tipo: arcoPasos.tipo, fecha: arcoPasos.fecha, texto: arcoPasos.texto })
    .from(arcoPasos)
    .where(eq(arcoPasos.solicitudId, s.id))
    .orderBy(asc(arcoPasos.id));
  const plazos = calcularPlazos(s, await cargarCierres(app.db));
  return {
    encontrada: true,
    folio: s.folio,
    derecho: s.derecho,
    estado: s.estado,
    recibida: s.recibida,
    limiteRespuesta: s.decididaEn ? null : plazos.limiteRespuesta,
    pasos: pasos
      .filter((p) => PASOS_PUBLICOS.includes(p.tipo as Paso))
      .map((p) => ({ tipo: PASOS[p.tipo as Paso] ?? p.tipo, fecha: p.fecha, texto: p.texto })),
  };
}
