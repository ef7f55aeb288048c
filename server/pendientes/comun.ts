import type { ListParams } from '../lib/rest';

/** The oldest first: a queue's age is the age of what waits longest. */
export const masAntiguos = (filter: Record<string, unknown>, limit = 1, sortField = 'createdAt'): ListParams =>
  ({ filter, limit, offset: 0, sortField, sortOrder: 'ASC' });

export const iso = (fecha: string | Date | null | undefined): string | null => (fecha ? new Date(fecha).toISOString() : null);

/** A back-office list with a filter already applied (react-admin reads `filter` from the URL). */
export const listaFiltrada = (ruta: string, filter: Record<string, unknown>) => `/${ruta}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
