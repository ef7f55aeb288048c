// Filing an ARCO request (public form, or a signed-in person from their portal) and following it by folio and
// email. The request, its identity document and its acknowledgement are written in one transaction.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { calcularPlazos } from '../../shared/arco/plazos';
import {
  CAMPO_DOCUMENTO, DERECHOS, DOCUMENTO_IDENTIDAD_MAX_MB, PASOS, solicitudArcoSchema, type EstadoPublico, type Paso, type RespuestaPrevencionInput,
} from '../../shared/schemas/arco';
import { formatDate } from '../../shared/formato';
import { conArchivos } from '../archivos/almacen';
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
import { cargarCierres, hoy, nuevoFolio, RUTA_PUBLICA } from './comun';
import { registrarPaso } from './pasos';

export async function presentarSolicitud(app: App, request: FastifyRequest) {
  const usuario = request.user && !request.user.sinVerificar ? request.user : null;
  const almacen = almacenDe(app.config);
  const formulario = await recibirFormulario(request, almacen, (campo) =>
    campo === CAMPO_DOCUMENTO && !usuario ? { tipos: ['pdf', 'jpg', 'png'], maxMb: DOCUMENTO_IDENTIDAD_MAX_MB } : undefined);
  try {
    const parsed = solicitudArcoSchema.safeParse(formulario.campos);
    const errores = { ...(parsed.success ? {} : erroresZod(parsed.error)), ...formulario.errores };
    const documento = formulario.archivos.get(CAMPO_DOCUMENTO);
    // The session identifies a signed-in person; anyone else proves who they are with a document.
    if (!usuario && !documento && !errores[CAMPO_DOCUMENTO]) errores[CAMPO_DOCUMENTO] = ['Adjunte una identificación oficial (PDF, JPG o PNG)'];
    if (parsed.success && parsed.data.medio === 'plataforma' && !usuario) errores.medio = ['Para recibir la respuesta en la plataforma, inicie sesión antes de enviar la solicitud'];
    if (Object.keys(errores).length || !parsed.success) throw unprocessable(errores);
    const datos = parsed.data;
    const correo = usuario ? usuario.email.toLowerCase() : datos.correo;
    const dia = hoy();
    const limiteRespuesta = calcularPlazos({ recibida: dia }, await cargarCierres(app.db)).limiteRespuesta!;

    const creada = await conArchivos(app.db, almacen, async (tx, guardar) => {
      const documentoId = documento ? await guardar(documento, { area: 'arco', creadoPor: usuario?.id ?? null }) : null;
      // 32^6 random folios: a repeated one (about one in a billion) fails on the unique index and nothing is kept.
      const [fila] = await tx
        .insert(arcoSolicitudes)
        .values({
          folio: nuevoFolio(dia), derecho: datos.derecho, area: datos.area, datos: datos.datos, finalidad: datos.derecho === 'oposicion' ? datos.finalidad : null,
          medio: datos.medio, nombre: datos.nombre, correo, curp: datos.curp ?? null, representante: datos.representante ?? null,
          documentoId, usuarioId: usuario?.id ?? null, recibida: dia,
        })
        .returning();
      const mail = renderActionMail({
        title: 'Recibimos su solicitud de derechos ARCO',
        greeting: `Hola, ${datos.nombre}:`,
        paragraphs: [
          `Registramos su solicitud de ${DERECHOS[datos.derecho].toLowerCase()} con el folio ${fila.folio}, el ${formatDate(dia)}.`,
          `Le responderemos a más tardar el ${formatDate(limiteRespuesta)} (20 días hábiles). Si falta información, se lo pediremos dentro de los primeros 5 días hábiles.`,
          'Puede consultar el estado de su solicitud con el folio y este correo.',
        ],
        action: { label: 'Consultar mi solicitud', url: `${appUrl(app.config)}${RUTA_PUBLICA}?folio=${encodeURIComponent(fila.folio)}` },
      });
      await tx.insert(outbox).values(outboxRow({ to: correo, subject: `Solicitud ARCO ${fila.folio} recibida`, ...mail }));
      return fila;
    });
    app.mailer.notify();
    await audit(app.db, request, { accion: 'crear', recurso: 'arco', registroId: creada.id, despues: { folio: creada.folio, derecho: creada.derecho, area: creada.area }, actorEmail: correo });
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
