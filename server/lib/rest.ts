// The ra-data-simple-rest contract: sort=["campo","ASC"], range=[0,24], filter={...}; array answer + Content-Range.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError } from './http-error';
import { rechazarNul } from './sin-nul';

export const listQuerySchema = z.object({
  sort: z.string().optional(),
  range: z.string().optional(),
  filter: z.string().optional(),
});

export interface ListParams {
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

const MAX_PAGE = 500;

function parseJsonParam(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, `El parámetro ${name} no es JSON válido`);
  }
  // `"x\u0000"` is a NUL only once parsed: the request hook cannot see it, every list's filter passes here.
  rechazarNul(value, name);
  return value;
}

/** Parses the list query; `sortable` lists the fields a client may sort by (anything else falls back). */
export function parseListQuery(
  query: { sort?: string; range?: string; filter?: string },
  sortable: readonly string[],
  defaultSort: [string, 'ASC' | 'DESC'] = ['id', 'ASC'],
): ListParams {
  const sort = parseJsonParam('sort', query.sort);
  const range = parseJsonParam('range', query.range);
  const filter = parseJsonParam('filter', query.filter);
  let [sortField, sortOrder] = defaultSort;
  if (Array.isArray(sort) && typeof sort[0] === 'string' && sortable.includes(sort[0])) {
    sortField = sort[0];
    sortOrder = String(sort[1]).toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  }
  let offset = 0;
  let limit = 25;
  if (Array.isArray(range) && range.length === 2) {
    const [start, end] = range.map(Number);
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) {
      throw new HttpError(400, 'El parámetro range no es válido');
    }
    offset = start;
    limit = Math.min(end - start + 1, MAX_PAGE);
  }
  if (filter !== undefined && (typeof filter !== 'object' || filter === null || Array.isArray(filter))) {
    throw new HttpError(400, 'El parámetro filter debe ser un objeto');
  }
  return { sortField, sortOrder, offset, limit, filter: (filter as Record<string, unknown>) ?? {} };
}

/** Sends a page with its Content-Range header (`usuarios 0-24/319`). */
export function sendList<T>(reply: FastifyReply, resource: string, rows: T[], total: number, offset: number) {
  const end = rows.length ? offset + rows.length - 1 : offset;
  reply.header('Content-Range', `${resource} ${offset}-${end}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
  return rows;
}

/** `filter={"id":[1,2]}` (getMany) as a list of ids, or undefined. */
export function idsFilter(filter: Record<string, unknown>): number[] | undefined {
  const ids = filter.id;
  if (ids === undefined) return undefined;
  const list = Array.isArray(ids) ? ids : [ids];
  return list.map(Number).filter((n) => Number.isInteger(n));
}

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive('Identificador inválido') });
