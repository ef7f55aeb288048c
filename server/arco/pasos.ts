// Each step of a request (prevención, the person's answer, ampliación, decisión, hecha efectiva, conclusión): dated,
// kept in arco_pasos, audited with the folio, and told to the person by mail, all in one transaction. Making a
// decision effective applies what the right does in the platform (./derechos).
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ESTADO_TRAS, motivoParaNegar } from '../../shared/arco/pasos';
import { calcularPlazos } from '../../shared/arco/plazos';
import { DERECHOS, PASOS, type PasoArcoInput } from '../../shared/schemas/arco';
import { formatDate } from '../../shared/formato';
import { audit } from '../audit/service';
import { appUrl } from '../config';
import type { Db } from '../db/client';
import { arcoPasos, arcoSolicitudes, egresados, outbox } from '../db/schema';
import { notFound, unprocessable } from '../lib/http-error';
import { outboxRow } from '../mail/outbox';
import { renderActionMail, type ActionMail } from '../mail/templates';
import type { App } from '../types';
import { cargarCierres, hoy, RUTA_PUBLICA, type Solicitud } from './comun';
import { hacerEfectivo } from './derechos';

type Hechos = Partial<typeof arcoSolicitudes.$inferInsert>;

function hechosDelPaso(input: PasoArcoInput, dia: string): Hechos {
  switch (input.tipo) {
    case 'prevencion': return { prevenidaEn: dia };
    case 'respuesta_prevencion': return { prevencionRespondidaEn: dia };
    case 'ampliacion': return { ampliadaEn: dia };
    case 'decision': return { decididaEn: dia, procedente: input.procedente! };
    case 'efectiva': return { efectivaEn: dia };
    case 'cierre':
    case 'no_presentada': return { cerradaEn: dia };
  }
}

function avisoDelPaso(s: Solicitud, input: PasoArcoInput, limites: ReturnType<typeof calcularPlazos>): Omit<ActionMail, 'greeting'> | null {
  const derecho = DERECHOS[s.derecho as keyof typeof DERECHOS]?.toLowerCase() ?? s.derecho;
  switch (input.tipo) {
    case 'prevencion':
      return {
        title: 'Falta información en su solicitud ARCO',
        paragraphs: [`Para atender su solicitud ${s.folio} necesitamos lo siguiente: ${input.texto}`,
          `Tiene hasta el ${formatDate(limites.limiteRespuestaPrevencion)} (10 días hábiles) para enviarlo; si no, la solicitud se tendrá por no presentada. El plazo para responderle se detiene mientras tanto.`,
          'Responda en la página de su solicitud, con el folio y este correo (botón de abajo).'],
      };
    case 'ampliacion':
      return { title: 'Ampliamos el plazo de su solicitud ARCO', paragraphs: [`El plazo para responder su solicitud ${s.folio} se amplía por 10 días hábiles, hasta el ${formatDate(limites.limiteRespuesta)}.`, `Motivos: ${input.texto}`] };
    case 'decision':
      return {
        title: 'Respuesta a su solicitud ARCO',
        paragraphs: [
          input.procedente ? `Su solicitud de ${derecho} ${s.folio} procede. La haremos efectiva a más tardar el ${formatDate(limites.limiteEfectiva)} (15 días hábiles).` : `Su solicitud de ${derecho} ${s.folio} no procede.`,
          `Motivos: ${input.texto}`,
          'Si no está de acuerdo, puede interponer un recurso de revisión ante el órgano garante de protección de datos.',
        ],
      };
    case 'no_presentada':
      return { title: 'Su solicitud ARCO se tuvo por no presentada', paragraphs: [`No recibimos la información que le pedimos para la solicitud ${s.folio} dentro del plazo. Puede presentar una nueva solicitud cuando lo desee.`] };
    default:
      return null;
  }
}

async function encolarAviso(tx: Db, app: App, s: Solicitud, aviso: Omit<ActionMail, 'greeting'>) {
  const mail = renderActionMail({ ...aviso, greeting: `Hola, ${s.nombre}:`, action: aviso.action ?? { label: 'Consultar mi solicitud', url: `${appUrl(app.config)}${RUTA_PUBLICA}?folio=${encodeURIComponent(s.folio)}` } });
  await tx.insert(outbox).values(outboxRow({ to: s.correo, subject: `${aviso.title} (${s.folio})`, ...mail }));
}

export async function registrarPaso(app: App, request: FastifyRequest, id: number, input: PasoArcoInput) {
  const dia = hoy();
  const cierres = await cargarCierres(app.db);
  if (input.egresadoId) {
    const [e] = await app.db.select({ id: egresados.id }).from(egresados).where(eq(egresados.id, input.egresadoId));
    if (!e) throw unprocessable({ egresadoId: ['El registro de egresado no existe'] });
  }
  const { antes, despues, auditar } = await app.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // The row lock orders two staff members pressing at once: the second sees the first one's step.
    const [s] = await tx.select().from(arcoSolicitudes).where(eq(arcoSolicitudes.id, id)).for('update');
    if (!s) throw notFound('La solicitud no existe');
    const negado = motivoParaNegar(s, input.tipo, dia, cierres);
    if (negado) throw unprocessable({ tipo: [negado] }, negado);
    const hechos = { ...hechosDelPaso(input, dia), estado: ESTADO_TRAS[input.tipo], ...(input.egresadoId ? { egresadoId: input.egresadoId } : {}) };
    const [nueva] = await tx.update(arcoSolicitudes).set({ ...hechos, recordatorio: null, updatedAt: sql`now()` }).where(eq(arcoSolicitudes.id, id)).returning();
    const efecto = input.tipo === 'efectiva' ? await hacerEfectivo(tx, app, nueva) : null;
    await tx.insert(arcoPasos).values({
      solicitudId: id, tipo: input.tipo, fecha: dia, texto: input.texto || efecto?.resumen || '',
      detalle: { ...(input.tipo === 'decision' ? { procedente: input.procedente } : {}), ...(efecto?.detalle ?? {}) }, usuarioId: request.user?.id ?? null,
    });
    const aviso = efecto?.aviso ?? avisoDelPaso(nueva, input, calcularPlazos(nueva, cierres));
    if (aviso) await encolarAviso(tx, app, nueva, aviso);
    return { antes: s, despues: nueva, auditar: efecto?.auditar ?? [] };
  });
  app.mailer.notify();
  await audit(app.db, request, {
    accion: 'editar', recurso: 'arco', registroId: id,
    antes: { folio: antes.folio, estado: antes.estado },
    despues: { folio: despues.folio, estado: despues.estado, paso: PASOS[input.tipo], fecha: dia },
    // The person answering a prevención from the public page has no session: their email is the actor.
    actorEmail: request.user ? undefined : despues.correo,
  });
  for (const entrada of auditar) await audit(app.db, request, entrada);
  return despues;
}
