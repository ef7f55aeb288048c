// Oppositions made effective through ARCO (issue 34): each sending path asks whether an address opposed exactly its
// own purpose. Campaigns ask `campanas`, survey invitations `encuestas`, the bolsa de trabajo's alerts
// `alertas_bolsa`; `todos` stops them all. Written only by an ARCO resolution (derechos.ts), never by the
// unsubscribe links of a mail.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PROPOSITO_TODOS, type PropositoOposicion } from '../../shared/arco/oposicion';
import type { Db } from '../db/client';
import { arcoOposiciones } from '../db/schema';

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
