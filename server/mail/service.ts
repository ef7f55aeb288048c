import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { idsFilter, type ListParams } from '../lib/rest';
import { HttpError, notFound } from '../lib/http-error';
import { textSearch } from '../lib/search';
import { cuerpoOculto } from './enlaces-personales';

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

async function loadMail(db: Db, id: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw notFound('El correo no existe');
  return row;
}

type OutboxRow = typeof outbox.$inferSelect;

/**
 * The one way a message reaches a reader: its credential links masked, except in mail addressed to the reader
 * (their own verification or reset link: without SMTP, that is how the first administrator reads it).
 */
export function presentMail(row: OutboxRow, reader: { email: string }): OutboxRow {
  return row.to.toLowerCase() === reader.email.toLowerCase() ? row : cuerpoOculto(row);
}

export async function getMail(db: Db, id: number, reader: { email: string }) {
  return presentMail(await loadMail(db, id), reader);
}

/** Puts a failed or retained message back in the queue as if it were new. */
export async function requeueMail(db: Db, id: number) {
  const current = await loadMail(db, id);
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
