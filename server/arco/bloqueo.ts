// The one rule every query takes once an ARCO cancellation is made effective: a blocked person (graduate, student,
// nominee or nominator) is left out of every list, search, export, count, figure and mailing, and her show pages
// open only for arco.gestionar, marked «bloqueado» (issue 34). A query that reads these tables, or a table that
// points at them, adds one of these predicates instead of writing its own `bloqueado_en` test.
import { isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { can, type AccessSubject } from '../../shared/permissions';
import { arcoBloqueos, egresados, postulaciones, ssEstudiantes } from '../db/schema';
import { notFound } from '../lib/http-error';

export type Bloqueable = typeof egresados | typeof postulaciones | typeof ssEstudiantes;

/** The row of a person table is not blocked. */
export const sinBloqueo = (tabla: Bloqueable): SQL => isNull(tabla.bloqueadoEn);

/**
 * A row that points at a person (a service, an application, an invitation, a campaign recipient) whose record is not
 * blocked; a null pointer (an employer's invitation, a recipient typed by hand) is not a blocked person.
 */
export const apuntaANoBloqueado = (tabla: Bloqueable, columnaId: AnyPgColumn | SQL): SQL =>
  sql`not exists (select 1 from ${tabla} as bloq where bloq.id = ${columnaId} and bloq.bloqueado_en is not null)`;

/** An address no cancellation blocked (a nominator, a recipient): the block outlives the records until retention. */
export const correoNoBloqueado = (columna: AnyPgColumn | SQL): SQL =>
  sql`not exists (select 1 from ${arcoBloqueos} as bloq where bloq.correo = lower(${columna}) and bloq.eliminado_en is null)`;

export const PERMISO_BLOQUEADOS = 'arco.gestionar';

export const veBloqueados = (user: AccessSubject | null | undefined) => can(user, PERMISO_BLOQUEADOS);

/**
 * A show page: a blocked record answers 404 (as if absent) unless the reader handles ARCO requests, who sees it for
 * the legal holds, marked `bloqueado`.
 */
export function abrirRegistro<T extends { bloqueadoEn?: Date | string | null }>(
  fila: T | undefined, user: AccessSubject | null | undefined, mensaje: string,
): T & { bloqueado: boolean } {
  if (!fila) throw notFound(mensaje);
  exigirVisible(Boolean(fila.bloqueadoEn), user, mensaje);
  return { ...fila, bloqueado: Boolean(fila.bloqueadoEn) };
}

/** The same rule for a record already read with its `bloqueado` mark. */
export function exigirVisible(bloqueado: boolean | undefined, user: AccessSubject | null | undefined, mensaje: string): void {
  if (bloqueado && !veBloqueados(user)) throw notFound(mensaje);
}

/** A show page's condition: none for who may open blocked records, the predicate for everyone else. */
export const alcanceBloqueo = (tabla: Bloqueable, puedeVerlos: boolean | undefined): SQL | undefined => (puedeVerlos ? undefined : sinBloqueo(tabla));
