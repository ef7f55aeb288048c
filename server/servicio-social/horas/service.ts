// The hour log. Every write locks the service's row first: the daily total kept on ss_prestaciones, the «one entry
// per day» rule and the monthly report's freeze (informe.ts locks the same row when the report is sent) are then
// decided one request at a time, and the unique index still answers a 422 if anything slips through.
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { MENSAJES_HORAS, type EntradaHoras, type HorasMes, type ProgresoPrestacion, type horaSchema } from '../../../shared/schemas/servicio-social-horas';
import type { EstadoHoras } from '../../../shared/servicio-social/documentos';
import { calcularProgreso, inicioMes, inicioMesSiguiente, mesDe } from '../../../shared/servicio-social/horas';
import type { z } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { ssDocumentos, ssHoras, ssPrestaciones } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { hoyMexico } from '../comun/fechas';
import { prestacionActualId, type Prestacion } from './acceso';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type HoraDatos = z.output<typeof horaSchema>;

const aEntrada = (h: typeof ssHoras.$inferSelect): EntradaHoras => ({
  id: h.id, fecha: h.fecha, horas: Number(h.horas), actividades: h.actividades, estado: h.estado as EstadoHoras,
});

const delMes = (prestacionId: number, mes: string) =>
  and(eq(ssHoras.prestacionId, prestacionId), gte(ssHoras.fecha, inicioMes(mes)), lt(ssHoras.fecha, inicioMesSiguiente(mes)));

async function informeDelMes(db: Db | Tx, prestacionId: number, mes: string) {
  const [doc] = await db
    .select({ id: ssDocumentos.id, estado: ssDocumentos.estado, etapa: ssDocumentos.etapa })
    .from(ssDocumentos)
    .where(and(eq(ssDocumentos.prestacionId, prestacionId), eq(ssDocumentos.tipo, 'informe_mensual'), eq(ssDocumentos.periodoMes, inicioMes(mes))));
  return doc ?? null;
}

/** A month is frozen once its report went out (in review or approved) or any of its entries left «registrada». */
async function mesCongelado(tx: Tx, prestacionId: number, mes: string): Promise<boolean> {
  const informe = await informeDelMes(tx, prestacionId, mes);
  if (informe && (informe.estado === 'enviado' || informe.estado === 'aprobado')) return true;
  const [fila] = await tx.select({ id: ssHoras.id }).from(ssHoras).where(and(delMes(prestacionId, mes), ne(ssHoras.estado, 'registrada'))).limit(1);
  return fila !== undefined;
}

/** The state a month shows: the furthest its entries went (an empty month is simply «registrada»). */
function estadoDelMes(entradas: EntradaHoras[]): EstadoHoras {
  if (entradas.some((e) => e.estado === 'en_revision')) return 'en_revision';
  if (entradas.length > 0 && entradas.every((e) => e.estado === 'aprobada')) return 'aprobada';
  return 'registrada';
}

export async function horasDeMes(db: Db, p: Prestacion, mes: string | undefined, now = new Date()): Promise<HorasMes> {
  const hoy = hoyMexico(now);
  const elMes = mes ?? mesDe(hoy);
  const [filas, informe] = await Promise.all([
    db.select().from(ssHoras).where(delMes(p.id, elMes)).orderBy(asc(ssHoras.fecha)),
    informeDelMes(db, p.id, elMes),
  ]);
  const entradas = filas.map(aEntrada);
  const estado = estadoDelMes(entradas);
  const enviado = informe !== null && (informe.estado === 'enviado' || informe.estado === 'aprobado');
  return {
    prestacionId: p.id, mes: elMes, estado, entradas,
    total: Math.round(entradas.reduce((s, e) => s + e.horas, 0) * 100) / 100,
    informe,
    editable: p.estado === 'en_curso' && !enviado && estado === 'registrada',
    servicio: { estado: p.estado, fechaInicio: p.fechaInicio, fechaFin: p.fechaFin, maxHorasDia: p.maxHorasDia, hoy },
  };
}

/** The student's current service, locked for this transaction; 422 when there is none. */
async function servicioBloqueado(tx: Tx, estudianteId: number): Promise<Prestacion> {
  const id = await prestacionActualId(tx as unknown as Db, estudianteId);
  if (id === null) throw new HttpError(422, MENSAJES_HORAS.sinServicio);
  const [p] = await tx.select().from(ssPrestaciones).where(eq(ssPrestaciones.id, id)).for('update');
  return p;
}

/** The refusals that depend on the service and the calendar, each next to its field. */
async function validarContraServicio(tx: Tx, p: Prestacion, datos: HoraDatos, hoy: string, excepto?: number) {
  if (p.estado !== 'en_curso') throw new HttpError(422, MENSAJES_HORAS.noEnCurso);
  const errores: Record<string, string[]> = {};
  if (datos.horas > p.maxHorasDia) errores.horas = [MENSAJES_HORAS.excedeMaximo(p.maxHorasDia)];
  if (datos.fecha > hoy) errores.fecha = [MENSAJES_HORAS.futura];
  else if (datos.fecha < p.fechaInicio) errores.fecha = [MENSAJES_HORAS.antesDeInicio(p.fechaInicio)];
  else if (p.fechaFin && datos.fecha > p.fechaFin) errores.fecha = [MENSAJES_HORAS.despuesDeFin(p.fechaFin)];
  else if (await mesCongelado(tx, p.id, mesDe(datos.fecha))) errores.fecha = [MENSAJES_HORAS.mesCongelado];
  else {
    const [otra] = await tx
      .select({ id: ssHoras.id })
      .from(ssHoras)
      .where(and(eq(ssHoras.prestacionId, p.id), eq(ssHoras.fecha, datos.fecha), excepto ? ne(ssHoras.id, excepto) : undefined));
    if (otra) errores.fecha = [MENSAJES_HORAS.duplicada];
  }
  if (Object.keys(errores).length) throw unprocessable(errores);
}

const sumarRegistradas = (tx: Tx, prestacionId: number, delta: number) =>
  tx
    .update(ssPrestaciones)
    .set({ horasRegistradas: sql`${ssPrestaciones.horasRegistradas} + ${delta}`, updatedAt: new Date() })
    .where(eq(ssPrestaciones.id, prestacionId));

/** A unique-index refusal that slipped past the check (another request for the same day) is the same 422. */
async function sinDuplicados<T>(trabajo: () => Promise<T>): Promise<T> {
  try {
    return await trabajo();
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable({ fecha: [MENSAJES_HORAS.duplicada] });
    throw error;
  }
}

export function registrarHora(db: Db, estudianteId: number, datos: HoraDatos, now = new Date()): Promise<EntradaHoras> {
  return sinDuplicados(() =>
    db.transaction(async (tx) => {
      const p = await servicioBloqueado(tx, estudianteId);
      await validarContraServicio(tx, p, datos, hoyMexico(now));
      const [fila] = await tx
        .insert(ssHoras)
        .values({ prestacionId: p.id, fecha: datos.fecha, horas: datos.horas, actividades: datos.actividades })
        .onConflictDoNothing()
        .returning();
      if (!fila) throw unprocessable({ fecha: [MENSAJES_HORAS.duplicada] });
      await sumarRegistradas(tx, p.id, datos.horas);
      return aEntrada(fila);
    }),
  );
}

/** The student's own entry of their current service, locked; 404 for anyone else's; 422 once it left «registrada». */
async function entradaEditable(tx: Tx, p: Prestacion, id: number) {
  const [fila] = await tx.select().from(ssHoras).where(and(eq(ssHoras.id, id), eq(ssHoras.prestacionId, p.id))).for('update');
  if (!fila) throw notFound(MENSAJES_HORAS.noExiste);
  if (fila.estado !== 'registrada' || (await mesCongelado(tx, p.id, mesDe(fila.fecha)))) throw new HttpError(422, MENSAJES_HORAS.noEditable);
  return fila;
}

export function editarHora(db: Db, estudianteId: number, id: number, datos: HoraDatos, now = new Date()): Promise<EntradaHoras> {
  return sinDuplicados(() =>
    db.transaction(async (tx) => {
      const p = await servicioBloqueado(tx, estudianteId);
      const anterior = await entradaEditable(tx, p, id);
      await validarContraServicio(tx, p, datos, hoyMexico(now), id);
      const [fila] = await tx
        .update(ssHoras)
        .set({ fecha: datos.fecha, horas: datos.horas, actividades: datos.actividades, updatedAt: new Date() })
        .where(eq(ssHoras.id, id))
        .returning();
      await sumarRegistradas(tx, p.id, datos.horas - Number(anterior.horas));
      return aEntrada(fila);
    }),
  );
}

export function borrarHora(db: Db, estudianteId: number, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const p = await servicioBloqueado(tx, estudianteId);
    if (p.estado !== 'en_curso') throw new HttpError(422, MENSAJES_HORAS.noEnCurso);
    const anterior = await entradaEditable(tx, p, id);
    await tx.delete(ssHoras).where(eq(ssHoras.id, id));
    await sumarRegistradas(tx, p.id, -Number(anterior.horas));
  });
}

export function progresoDe(p: Prestacion, now = new Date()): ProgresoPrestacion {
  return {
    prestacionId: p.id, fechaInicio: p.fechaInicio,
    ...calcularProgreso({
      horasRequeridas: p.horasRequeridas, horasAprobadas: Number(p.horasAprobadas), horasRegistradas: Number(p.horasRegistradas),
      fechaInicio: p.fechaInicio, duracionMaximaMeses: p.duracionMaximaMeses, hoy: hoyMexico(now),
    }),
  };
}
