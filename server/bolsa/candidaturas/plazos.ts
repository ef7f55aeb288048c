// The clocks on an application nobody answers: after 10 working days the employer is reminded, after 20 it is on
// staff's to-do list and the applicant's page says the employer has not answered. Working days are the ARCO area's
// calendar (weekends, the LFT's rest days and the institution's own closures). «Untouched» means still enviada or
// vista since its last change.
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { restarDiasHabiles, type Cierres } from '../../../shared/arco/dias-habiles';
import { DIAS_HABILES_PENDIENTE, DIAS_HABILES_RECORDATORIO } from '../../../shared/bolsa/valores';
import type { Db } from '../../db/client';
import { arcoCierres, bolsaCandidaturas, bolsaEmpleadores, bolsaOfertas } from '../../db/schema';
import type { ListParams } from '../../lib/rest';
import { hoyMexico } from '../../servicio-social/comun/fechas';
import type { App } from '../../types';
import { citado, enlace, enviarCorreo } from '../correo';

export const SIN_TOCAR = ['enviada', 'vista'] as const;

export async function leerCierres(db: Db): Promise<Cierres> {
  return new Set((await db.select({ dia: arcoCierres.dia }).from(arcoCierres)).map((c) => c.dia));
}

/**
 * The instant before which a change is at least `n` working days old today: midnight (Mexico City, UTC−6 all year
 * since 2022) of the working day that leaves n − 1 working days up to today.
 */
export function limiteDiasHabiles(n: number, cierres: Cierres, hoy = hoyMexico()): Date {
  return new Date(`${restarDiasHabiles(hoy, n - 1, cierres)}T00:00:00-06:00`);
}

/** Untouched for `dias` working days (10: the employer is reminded; 20: the employer has not answered). */
export function sinRespuesta(estado: string, estadoEn: Date, cierres: Cierres, hoy = hoyMexico(), dias = DIAS_HABILES_PENDIENTE): boolean {
  return sinTocarAntesDe(estado, estadoEn, limiteDiasHabiles(dias, cierres, hoy));
}

export const sinTocarAntesDe = (estado: string, estadoEn: Date, limite: Date) => (SIN_TOCAR as readonly string[]).includes(estado) && estadoEn < limite;

/** Both clocks' instants for today, once per answer: a list of 200 applications does not walk the calendar 400 times. */
export function limitesDeHoy(cierres: Cierres, hoy = hoyMexico()) {
  return { pendiente: limiteDiasHabiles(DIAS_HABILES_PENDIENTE, cierres, hoy), recordatorio: limiteDiasHabiles(DIAS_HABILES_RECORDATORIO, cierres, hoy) };
}

/** Staff's to-do list: applications untouched for 20 working days, oldest first. */
export async function listarSinRespuesta(db: Db, params: ListParams) {
  const limite = limiteDiasHabiles(DIAS_HABILES_PENDIENTE, await leerCierres(db));
  const where = and(inArray(bolsaCandidaturas.estado, [...SIN_TOCAR]), lt(bolsaCandidaturas.estadoEn, limite), isNull(bolsaCandidaturas.ocultaEn));
  const [rows, [{ total }]] = await Promise.all([
    db.select({ id: bolsaCandidaturas.id, createdAt: bolsaCandidaturas.estadoEn }).from(bolsaCandidaturas).where(where).orderBy(asc(bolsaCandidaturas.estadoEn)).limit(params.limit).offset(params.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(bolsaCandidaturas).where(where),
  ]);
  return { rows, total };
}

/** The daily job: one reminder per offer to its employer, for the applications that reached 10 working days. */
export async function recordarEmpleadores(app: App) {
  const limite = limiteDiasHabiles(DIAS_HABILES_RECORDATORIO, await leerCierres(app.db));
  const pendientes = await app.db
    .update(bolsaCandidaturas)
    .set({ recordatorioEn: new Date() })
    .where(and(inArray(bolsaCandidaturas.estado, [...SIN_TOCAR]), lt(bolsaCandidaturas.estadoEn, limite), isNull(bolsaCandidaturas.recordatorioEn), isNull(bolsaCandidaturas.ocultaEn)))
    .returning({ ofertaId: bolsaCandidaturas.ofertaId });
  const porOferta = new Map<number, number>();
  for (const p of pendientes) porOferta.set(p.ofertaId, (porOferta.get(p.ofertaId) ?? 0) + 1);
  const request = { log: app.log };
  for (const [ofertaId, cantidad] of porOferta) {
    const [o] = await app.db
      .select({ titulo: bolsaOfertas.titulo, correo: bolsaEmpleadores.contactoCorreo, nombre: bolsaEmpleadores.contactoNombre })
      .from(bolsaOfertas).innerJoin(bolsaEmpleadores, eq(bolsaEmpleadores.id, bolsaOfertas.empleadorId)).where(eq(bolsaOfertas.id, ofertaId));
    await enviarCorreo(app, request, o.correo, {
      title: 'Candidaturas esperan su respuesta',
      greeting: `Hola, ${o.nombre}:`,
      paragraphs: [
        `${cantidad === 1 ? 'Una candidatura' : `${cantidad} candidaturas`} a su oferta ${citado(o.titulo)} ${cantidad === 1 ? 'lleva' : 'llevan'} ${DIAS_HABILES_RECORDATORIO} días hábiles sin respuesta.`,
        'Quien se postuló ve en qué estado está su candidatura: páselas a «En proceso» o a «No seleccionada» para que nadie espere sin saber.',
      ],
      action: { label: 'Ver candidaturas', url: enlace(app, '/bolsa-de-trabajo/empleador') },
    });
  }
  return { recordatorios: porOferta.size };
}
