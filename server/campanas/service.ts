import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  ACCIONES_CAMPANA, ESTADOS_CAMPANA, type AccionCampana, type Campana, type campanaInputSchema, type ConteoCampana,
  type EstadoCampana,
} from '../../shared/schemas/campanas';
import type { z } from '../../shared/validation';
import type { AuthUser } from '../types';
import { sinOposicion } from '../arco/oposiciones';
import type { Db } from '../db/client';
import { apuntaANoBloqueado, correoNoBloqueado } from '../arco/bloqueo';
import { bajasCorreo, campanaDestinatarios, campanas, egresados, plantillasCorreo } from '../db/schema';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { idsFilter, type ListParams } from '../lib/rest';
import { sortKey, textSearch } from '../lib/search';
import { materializar } from './audiencia';

type CampanaValues = z.output<typeof campanaInputSchema>;
type CampanaRow = typeof campanas.$inferSelect;

const columns = {
  id: campanas.id,
  nombre: campanas.nombre,
  plantillaId: campanas.plantillaId,
  plantilla: plantillasCorreo.nombre,
  filtro: campanas.filtro,
  estado: campanas.estado,
  programadaPara: campanas.programadaPara,
  usuarioEmail: campanas.usuarioEmail,
  iniciadaEn: campanas.iniciadaEn,
  terminadaEn: campanas.terminadaEn,
  createdAt: campanas.createdAt,
  updatedAt: campanas.updatedAt,
};

const SORTABLE: Record<string, SQL | AnyColumn> = {
  id: campanas.id,
  nombre: sortKey(campanas.nombre),
  estado: campanas.estado,
  programadaPara: campanas.programadaPara,
  iniciadaEn: campanas.iniciadaEn,
  terminadaEn: campanas.terminadaEn,
  createdAt: campanas.createdAt,
  updatedAt: campanas.updatedAt,
};
export const CAMPANA_SORTABLE = Object.keys(SORTABLE);

type CampanaSinConteo = Omit<Campana, keyof ConteoCampana | 'createdAt' | 'updatedAt' | 'programadaPara' | 'iniciadaEn' | 'terminadaEn' | 'estado'> & {
  estado: string;
  programadaPara: Date | null;
  iniciadaEn: Date | null;
  terminadaEn: Date | null;
  createdAt: Date;
  updatedAt: Date;
};
export type CampanaRecord = CampanaSinConteo & ConteoCampana;

const nombreEstado = (estado: string) => ESTADOS_CAMPANA[estado as EstadoCampana] ?? estado;
const enEstado = (estado: string) => `en estado «${nombreEstado(estado)}»`;

const NO_PERMITIDA: Record<AccionCampana, (estado: string) => string> = {
  enviar: (e) => `Solo se puede enviar una campaña en borrador; esta está ${enEstado(e)}.`,
  pausar: (e) => `Solo se puede pausar una campaña programada o en envío; esta está ${enEstado(e)}.`,
  reanudar: (e) => `Solo se puede reanudar una campaña pausada; esta está ${enEstado(e)}.`,
  cancelar: (e) => `La campaña ya está ${enEstado(e)}: no se puede cancelar.`,
  reintentar: (e) => `Solo se pueden reintentar los envíos fallidos de una campaña en envío, pausada o completada; esta está ${enEstado(e)}.`,
};
export const SIN_FALLIDOS = 'La campaña no tiene envíos fallidos que reintentar.';

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const estados = filter.estado === undefined || filter.estado === '' ? undefined : [filter.estado].flat().map(String);
  return and(
    ids && inArray(campanas.id, ids),
    textSearch([campanas.nombre], filter.q),
    estados && (estados.length ? inArray(campanas.estado, estados) : sql`false`),
  );
}

/** The recipients' counts of several campaigns in one GROUP BY (a list page never asks once per row). */
async function conteos(db: Db, ids: number[]): Promise<Map<number, ConteoCampana>> {
  const map = new Map<number, ConteoCampana>();
  if (!ids.length) return map;
  const rows = await db
    .select({
      campanaId: campanaDestinatarios.campanaId,
      total: sql<number>`count(*)::int`,
      enviados: sql<number>`(count(*) filter (where ${campanaDestinatarios.estado} = 'enviado'))::int`,
      fallidos: sql<number>`(count(*) filter (where ${campanaDestinatarios.estado} = 'fallido'))::int`,
      pendientes: sql<number>`(count(*) filter (where ${campanaDestinatarios.estado} in ('pendiente', 'enviando')))::int`,
      bajas: sql<number>`(count(*) filter (where ${campanaDestinatarios.estado} = 'baja'))::int`,
    })
    .from(campanaDestinatarios)
    .where(inArray(campanaDestinatarios.campanaId, ids))
    .groupBy(campanaDestinatarios.campanaId);
  for (const { campanaId, ...conteo } of rows) map.set(campanaId, conteo);
  return map;
}

const SIN_DESTINATARIOS: ConteoCampana = { total: 0, enviados: 0, fallidos: 0, pendientes: 0, bajas: 0 };

async function conConteos(db: Db, rows: CampanaSinConteo[]): Promise<CampanaRecord[]> {
  const map = await conteos(db, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, ...(map.get(r.id) ?? SIN_DESTINATARIOS) }));
}

const selectCampanas = (db: Db) =>
  db.select(columns).from(campanas).leftJoin(plantillasCorreo, eq(plantillasCorreo.id, campanas.plantillaId)).$dynamic();

export async function listCampanas(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await selectCampanas(db)
    .where(condition)
    .orderBy(order(SORTABLE[params.sortField] ?? campanas.id), order(campanas.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(campanas).where(condition);
  return { rows: await conConteos(db, rows), total };
}

export async function getCampana(db: Db, id: number): Promise<CampanaRecord> {
  const [row] = await selectCampanas(db).where(eq(campanas.id, id));
  if (!row) throw notFound('La campaña no existe');
  return (await conConteos(db, [row]))[0];
}

async function assertValid(db: Db, values: CampanaValues) {
  const errors: Record<string, string[]> = {};
  const [plantilla] = await db.select({ id: plantillasCorreo.id }).from(plantillasCorreo).where(eq(plantillasCorreo.id, values.plantillaId));
  if (!plantilla) errors.plantillaId = ['La plantilla elegida no existe'];
  if (values.programadaPara && new Date(values.programadaPara).getTime() <= Date.now()) {
    errors.programadaPara = ['La fecha programada ya pasó: elija una fecha futura o envíe ahora'];
  }
  if (Object.keys(errors).length) throw unprocessable(errors);
}

const toRow = (values: CampanaValues) => ({
  nombre: values.nombre,
  plantillaId: values.plantillaId,
  filtro: values.filtro as Record<string, unknown>,
  programadaPara: values.programadaPara ? new Date(values.programadaPara) : null,
});

export async function createCampana(db: Db, values: CampanaValues, user: AuthUser | null): Promise<CampanaRecord> {
  await assertValid(db, values);
  const [row] = await db
    .insert(campanas)
    .values({ ...toRow(values), estado: 'borrador', usuarioId: user?.id ?? null, usuarioEmail: user?.email ?? null })
    .returning({ id: campanas.id });
  return getCampana(db, row.id);
}

export async function updateCampana(db: Db, id: number, values: CampanaValues) {
  const antes = await getCampana(db, id);
  if (antes.estado !== 'borrador') {
    throw new HttpError(409, `Solo se puede editar una campaña en borrador; esta está ${enEstado(antes.estado)}.`);
  }
  await assertValid(db, values);
  const updated = await db
    .update(campanas)
    .set({ ...toRow(values), updatedAt: new Date() })
    .where(and(eq(campanas.id, id), eq(campanas.estado, 'borrador')))
    .returning({ id: campanas.id });
  if (!updated.length) throw new HttpError(409, 'La campaña cambió de estado mientras la editaba; vuelva a cargarla.');
  return { antes, despues: await getCampana(db, id) };
}

/** Drafts and cancelled campaigns only: a campaign under way or finished is the record of what was sent. */
export async function deleteCampana(db: Db, id: number) {
  const antes = await getCampana(db, id);
  if (antes.estado === 'completada') {
    throw new HttpError(409, 'Una campaña completada no se puede eliminar: es el registro de lo que se envió.');
  }
  if (antes.estado !== 'borrador' && antes.estado !== 'cancelada') {
    throw new HttpError(409, `Cancele la campaña antes de eliminarla: está ${enEstado(antes.estado)}.`);
  }
  await db.delete(campanas).where(and(eq(campanas.id, id), inArray(campanas.estado, ['borrador', 'cancelada'])));
  return antes;
}

/**
 * Starts sending: recipients written and estado 'enviando' in one transaction, so the worker never sees an
 * 'enviando' campaign without its recipients. The caller holds the row locked.
 */
export async function iniciarEnvio(tx: Pick<Db, 'execute' | 'update'>, campana: Pick<CampanaRow, 'id' | 'filtro'>) {
  await materializar(tx, campana.id, campana.filtro);
  await tx
    .update(campanas)
    .set({ estado: 'enviando', iniciadaEn: sql`coalesce(${campanas.iniciadaEn}, now())`, tokensEn: null, tokens: 0, updatedAt: new Date() })
    .where(eq(campanas.id, campana.id));
}

const programadaFutura = (row: CampanaRow) => row.programadaPara !== null && row.programadaPara.getTime() > Date.now();

/** enviar, pausar, reanudar, cancelar: each allowed only from the states ACCIONES_CAMPANA lists. */
export async function accionCampana(db: Db, id: number, accion: AccionCampana) {
  const antes = await getCampana(db, id);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(campanas).where(eq(campanas.id, id)).for('update');
    if (!row) throw notFound('La campaña no existe');
    const permitidos: readonly string[] = ACCIONES_CAMPANA[accion];
    if (!permitidos.includes(row.estado)) {
      throw new HttpError(409, NO_PERMITIDA[accion](row.estado));
    }
    const set = (values: Partial<typeof campanas.$inferInsert>) =>
      tx.update(campanas).set({ ...values, updatedAt: new Date() }).where(eq(campanas.id, id));
    if (accion === 'enviar') {
      // The template is copied now: editing it later never changes a campaign under way.
      const [plantilla] = row.plantillaId
        ? await tx.select().from(plantillasCorreo).where(eq(plantillasCorreo.id, row.plantillaId))
        : [];
      if (!plantilla) throw unprocessable({ plantillaId: ['La plantilla de la campaña ya no existe: elija otra antes de enviar'] });
      await set({ asunto: plantilla.asunto, cuerpoHtml: plantilla.cuerpoHtml });
      if (programadaFutura(row)) await set({ estado: 'programada' });
      else await iniciarEnvio(tx, row);
    } else if (accion === 'pausar') {
      await set({ estado: 'pausada' });
    } else if (accion === 'reintentar') {
      // An address that unsubscribed, or opposed this kind of mailing through ARCO, since is not written to again.
      const proposito = row.filtro && typeof row.filtro === 'object' && 'seguimiento' in row.filtro ? 'encuestas' : 'campanas';
      const vueltos = await tx.execute(sql`
        UPDATE ${campanaDestinatarios} SET estado = 'pendiente', intentos = 0, siguiente_intento = now(), ultimo_error = NULL
        WHERE campana_id = ${id} AND estado = 'fallido' AND correo NOT IN (SELECT correo FROM ${bajasCorreo})
          AND ${sinOposicion(sql`correo`, proposito)}
        RETURNING id`);
      if (!(vueltos as unknown as { rows: unknown[] }).rows.length) throw new HttpError(409, SIN_FALLIDOS);
      if (row.estado === 'completada') await set({ estado: 'enviando', terminadaEn: null, tokensEn: null, tokens: 0 });
    } else if (accion === 'reanudar') {
      if (programadaFutura(row)) await set({ estado: 'programada' });
      // Recipients are written once, when sending first starts; a campaign paused before that starts now.
      else if (!row.iniciadaEn) await iniciarEnvio(tx, row);
      else await set({ estado: 'enviando', tokensEn: null, tokens: 0 });
    } else {
      await set({ estado: 'cancelada', terminadaEn: new Date() });
    }
  });
  return { antes, despues: await getCampana(db, id) };
}

const destinatarioColumns = {
  id: campanaDestinatarios.id,
  campanaId: campanaDestinatarios.campanaId,
  egresadoId: campanaDestinatarios.egresadoId,
  correo: campanaDestinatarios.correo,
  nombre: sql<string | null>`${campanaDestinatarios.datos}->>'nombreCompleto'`,
  estado: campanaDestinatarios.estado,
  intentos: campanaDestinatarios.intentos,
  ultimoError: campanaDestinatarios.ultimoError,
  enviadoEn: campanaDestinatarios.enviadoEn,
};

const DESTINATARIO_SORT: Record<string, SQL | AnyColumn> = {
  id: campanaDestinatarios.id,
  correo: campanaDestinatarios.correo,
  nombre: sql`${campanaDestinatarios.datos}->>'nombreCompleto'`,
  estado: campanaDestinatarios.estado,
  intentos: campanaDestinatarios.intentos,
  enviadoEn: campanaDestinatarios.enviadoEn,
};
export const DESTINATARIO_SORTABLE = Object.keys(DESTINATARIO_SORT);

function destinatarioWhere(campanaId: number, filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  let estados = filter.estado === undefined || filter.estado === '' ? undefined : [filter.estado].flat().map(String);
  // 'enviando' is a lease, not a result: whoever asks for pendientes sees those too.
  if (estados?.includes('pendiente')) estados = [...estados, 'enviando'];
  return and(
    eq(campanaDestinatarios.campanaId, campanaId),
    apuntaANoBloqueado(egresados, campanaDestinatarios.egresadoId),
    correoNoBloqueado(campanaDestinatarios.correo),
    ids && inArray(campanaDestinatarios.id, ids),
    estados && (estados.length ? inArray(campanaDestinatarios.estado, estados) : sql`false`),
    textSearch([campanaDestinatarios.correo, sql`${campanaDestinatarios.datos}->>'nombreCompleto'` as unknown as AnyColumn], filter.q),
  );
}

export async function listDestinatarios(db: Db, campanaId: number, params: ListParams) {
  await getCampana(db, campanaId);
  const condition = destinatarioWhere(campanaId, params.filter);
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await db
    .select(destinatarioColumns)
    .from(campanaDestinatarios)
    .where(condition)
    .orderBy(order(DESTINATARIO_SORT[params.sortField] ?? campanaDestinatarios.id), order(campanaDestinatarios.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(campanaDestinatarios).where(condition);
  return { rows, total };
}
