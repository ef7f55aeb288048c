// Oppositions made effective through ARCO (issue 34): each sending path asks whether an address opposed exactly its
// own purpose. Campaigns ask `campanas`, survey invitations `encuestas`, the bolsa de trabajo's alerts
// `alertas_bolsa`; `todos` stops them all. Written and withdrawn only by an ARCO resolution (derechos.ts), never by
// the unsubscribe links of a mail.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PROPOSITO_TODOS, PROPOSITOS_OPOSICION, type PropositoOposicion } from '../../shared/arco/oposicion';
import type { Db } from '../db/client';
import { arcoOposiciones, arcoSolicitudes } from '../db/schema';

type Executor = Pick<Db, 'select'>;

const cubre = (proposito: PropositoOposicion) => [...new Set([proposito, PROPOSITO_TODOS])];

/** The address opposed this purpose (or all). For one mail at a time: the bolsa's alerts, a single send. */
export async function oposicionImpide(db: Executor, correo: string, proposito: PropositoOposicion): Promise<boolean> {
  const filas = await db
    .select({ id: arcoOposiciones.id })
    .from(arcoOposiciones)
    .where(and(eq(arcoOposiciones.correo, correo.trim().toLowerCase()), inArray(arcoOposiciones.proposito, cubre(proposito))))
    .limit(1);
  return filas.length > 0;
}

/** The same test inside a bulk statement (a campaign's recipients, a wave's invitations). */
export const sinOposicion = (columnaCorreo: AnyPgColumn | SQL, proposito: PropositoOposicion): SQL =>
  sql`not exists (select 1 from ${arcoOposiciones} as opo where opo.correo = lower(${columnaCorreo}) and opo.proposito in (${sql.join(cubre(proposito).map((p) => sql`${p}`), sql`, `)}))`;

/** Records an opposition of these addresses to these purposes, added to any earlier one. */
export async function registrarOposicion(tx: Pick<Db, 'insert'>, solicitudId: number, correos: string[], propositos: readonly string[]) {
  const filas = correos.flatMap((correo) => propositos.map((proposito) => ({ solicitudId, correo: correo.toLowerCase(), proposito })));
  if (filas.length) await tx.insert(arcoOposiciones).values(filas).onConflictDoNothing();
}

/**
 * Withdraws these addresses' earlier oposiciones to these purposes (a new ARCO request, made effective). An opposition
 * to `todos` withdrawn for one purpose keeps the others. A cancellation's opposition stays: the data is blocked.
 */
/** Answers how many of the addresses had an oposición withdrawn. */
export async function levantarOposicion(tx: Pick<Db, 'select' | 'delete' | 'insert'>, correos: string[], propositos: readonly string[]): Promise<number> {
  const especificos = Object.keys(PROPOSITOS_OPOSICION).filter((p) => p !== PROPOSITO_TODOS);
  const quitar = new Set(propositos.includes(PROPOSITO_TODOS) ? [...especificos, PROPOSITO_TODOS] : propositos);
  let levantadas = 0;
  for (const correo of correos.map((c) => c.toLowerCase())) {
    const filas = await tx
      .select({ id: arcoOposiciones.id, proposito: arcoOposiciones.proposito, solicitudId: arcoOposiciones.solicitudId })
      .from(arcoOposiciones)
      .innerJoin(arcoSolicitudes, eq(arcoSolicitudes.id, arcoOposiciones.solicitudId))
      .where(and(eq(arcoOposiciones.correo, correo), eq(arcoSolicitudes.derecho, 'oposicion')));
    const afectadas = filas.filter((f) => quitar.has(f.proposito) || f.proposito === PROPOSITO_TODOS);
    if (!afectadas.length) continue;
    await tx.delete(arcoOposiciones).where(inArray(arcoOposiciones.id, afectadas.map((f) => f.id)));
    levantadas += 1;
    // What `todos` covered and this request does not withdraw stays opposed, under the request that opposed it.
    const todos = afectadas.find((f) => f.proposito === PROPOSITO_TODOS);
    if (todos && !quitar.has(PROPOSITO_TODOS)) {
      const siguen = especificos.filter((p) => !quitar.has(p)).map((proposito) => ({ solicitudId: todos.solicitudId, correo, proposito }));
      if (siguen.length) await tx.insert(arcoOposiciones).values(siguen).onConflictDoNothing();
    }
  }
  return levantadas;
}
