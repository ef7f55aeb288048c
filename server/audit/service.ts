import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditLog, usuarios } from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import { idsFilter, type ListParams } from '../lib/rest';

export type AuditAction = 'crear' | 'editar' | 'desactivar' | 'eliminar' | 'vincular' | 'iniciar-sesion';

export interface AuditEntry {
  accion: AuditAction;
  recurso: string;
  registroId: number | string | null;
  antes?: unknown;
  despues?: unknown;
  /** Who acted when nobody is signed in (a graduate following an emailed link). */
  actorEmail?: string;
  /** The account acting before its session exists (a sign-in). */
  actorId?: number;
}

// Secrets never reach the log, whatever snapshot a caller hands over.
const SECRET_KEY = /password|contrase|hash|token|secret/i;

function scrub(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) return value.map(scrub);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => !SECRET_KEY.test(key) || typeof v === 'boolean')
      .map(([key, v]) => [key, scrub(v)]),
  );
}

// A save that changed nothing (forms resend the whole record) would only add noise to the log.
function unchanged(entry: AuditEntry): boolean {
  if (entry.accion === 'crear' || entry.antes === undefined || entry.despues === undefined) return false;
  const comparable = (v: unknown) => JSON.stringify({ ...(v as object), updatedAt: undefined });
  return comparable(entry.antes) === comparable(entry.despues);
}

/** The log row for `entry` (null when it records no change), for a caller that writes it in its own statement. */
export function filaAuditoria(request: FastifyRequest, entry: AuditEntry): typeof auditLog.$inferInsert | null {
  if (unchanged(entry)) return null;
  return {
    actorId: request.user?.id ?? entry.actorId ?? null,
    actorEmail: request.user?.email ?? entry.actorEmail ?? null,
    accion: entry.accion,
    recurso: entry.recurso,
    registroId: entry.registroId === null ? null : String(entry.registroId),
    antes: scrub(entry.antes),
    despues: scrub(entry.despues),
    ip: request.ip?.slice(0, 64) ?? null,
  };
}

/** Records who changed what. A failure here is logged and swallowed: the change itself already happened. */
export async function audit(db: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  try {
    const fila = filaAuditoria(request, entry);
    if (fila) await db.insert(auditLog).values(fila);
  } catch (error) {
    request.log.error({ err: error, audit: { accion: entry.accion, recurso: entry.recurso, registroId: entry.registroId } }, 'no se pudo registrar la auditoría');
  }
}

const columns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  actorName: usuarios.name,
  accion: auditLog.accion,
  recurso: auditLog.recurso,
  registroId: auditLog.registroId,
  antes: auditLog.antes,
  despues: auditLog.despues,
  ip: auditLog.ip,
  createdAt: auditLog.createdAt,
};

export const AUDIT_SORTABLE = ['id', 'createdAt', 'accion', 'recurso', 'registroId', 'actorId', 'actorEmail'] as const;

/** `desde`/`hasta` as dates or instants; a bare date `hasta` includes that whole day. */
function dateBound(name: string, value: unknown, endOfDay: boolean): Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value);
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new HttpError(400, `El filtro ${name} no es una fecha válida`);
  if (endOfDay && /^\d{4}-\d{2}-\d{2}$/.test(text)) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

function textFilter(column: typeof auditLog.recurso | typeof auditLog.accion | typeof auditLog.registroId, value: unknown) {
  if (value === undefined || value === null || value === '') return undefined;
  return Array.isArray(value) ? inArray(column, value.map(String)) : eq(column, String(value));
}

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const actorId = filter.actorId === undefined || filter.actorId === '' ? undefined : Number(filter.actorId);
  if (actorId !== undefined && !Number.isInteger(actorId)) throw new HttpError(400, 'El filtro actorId no es válido');
  const desde = dateBound('desde', filter.desde, false);
  const hasta = dateBound('hasta', filter.hasta, true);
  return and(
    ids && inArray(auditLog.id, ids),
    textFilter(auditLog.recurso, filter.recurso),
    textFilter(auditLog.accion, filter.accion),
    textFilter(auditLog.registroId, filter.registroId),
    actorId !== undefined ? eq(auditLog.actorId, actorId) : undefined,
    desde && gte(auditLog.createdAt, desde),
    hasta && lt(auditLog.createdAt, hasta),
  );
}

export async function listAudit(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const sortColumn = columns[params.sortField as (typeof AUDIT_SORTABLE)[number]] ?? auditLog.id;
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(usuarios, eq(usuarios.id, auditLog.actorId))
    .where(condition)
    .orderBy(order(sortColumn), order(auditLog.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(condition);
  return { rows, total };
}

export async function getAudit(db: Db, id: number) {
  const [row] = await db.select(columns).from(auditLog).leftJoin(usuarios, eq(usuarios.id, auditLog.actorId)).where(eq(auditLog.id, id));
  if (!row) throw notFound('El registro de auditoría no existe');
  return row;
}
