import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { idsFilter, type ListParams } from '../lib/rest';
import { HttpError, notFound } from '../lib/http-error';
import { textSearch } from '../lib/search';

export const MAIL_STATES = ['pendiente', 'enviando', 'enviado', 'fallido', 'retenido'] as const;
export type MailState = (typeof MAIL_STATES)[number];
/** Only mail that will not go out by itself can be sent again by hand. */
export const RESENDABLE: readonly MailState[] = ['fallido', 'retenido'];

const SORTS = {
  id: outbox.id,
  to: outbox.to,
  subject: outbox.subject,
  estado: outbox.estado,
  intentos: outbox.intentos,
  siguienteIntento: outbox.siguienteIntento,
  enviadoEn: outbox.enviadoEn,
  createdAt: outbox.createdAt,
} as const;
export const MAIL_SORTABLE = Object.keys(SORTS);

const summary = {
  id: outbox.id,
  to: outbox.to,
  subject: outbox.subject,
  estado: outbox.estado,
  intentos: outbox.intentos,
  siguienteIntento: outbox.siguienteIntento,
  ultimoError: outbox.ultimoError,
  enviadoEn: outbox.enviadoEn,
  createdAt: outbox.createdAt,
};

function where(filter: Record<string, unknown>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const ids = idsFilter(filter);
  if (ids) parts.push(ids.length ? inArray(outbox.id, ids) : sql`false`);
  const estados = [filter.estado].flat().filter((e): e is string => typeof e === 'string' && e !== '');
  if (estados.length) parts.push(inArray(outbox.estado, estados));
  parts.push(textSearch([outbox.to, outbox.subject], filter.q));
  return and(...parts);
}

export async function listMail(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const column = SORTS[params.sortField as keyof typeof SORTS] ?? outbox.id;
  const order = params.sortOrder === 'DESC' ? desc(column) : asc(column);
  const [rows, [{ total }]] = await Promise.all([
    db.select(summary).from(outbox).where(condition).orderBy(order, desc(outbox.id)).limit(params.limit).offset(params.offset),
    db.select({ total: count() }).from(outbox).where(condition),
  ]);
  return { rows, total };
}

export async function getMail(db: Db, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw notFound('El correo no existe');
  return row;
}

/** Puts a failed or retained message back in the queue as if it were new. */
export async function requeueMail(db: Db, id: number) {
  const current = await getMail(db, id);
  const [row] = await db
    .update(outbox)
    .set({ estado: 'pendiente', intentos: 0, siguienteIntento: new Date(), ultimoError: null })
    .where(and(eq(outbox.id, id), inArray(outbox.estado, [...RESENDABLE])))
    .returning();
  if (!row) {
    throw new HttpError(409, `Solo se pueden reenviar correos fallidos o retenidos; este está ${current.estado}.`);
  }
  return { antes: current, despues: row };
}
