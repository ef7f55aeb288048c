// «Reenviar folio»: a nominator whose retry got the 409 of a duplicate asks for the folio again. It goes only to the
// nominator's address on file, and the answer is the same whether or not the nomination exists (no enumeration).
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { FOLIO_REENVIADO } from '../../shared/schemas/postulaciones';
import { categorias, convocatorias, outbox, postulaciones } from '../db/schema';
import { outboxRow } from '../mail/outbox';
import type { App } from '../types';
import { mensajeFolio } from './mails';

/** Per nomination, whoever asks and from wherever: the IP limit alone would let many addresses flood one inbox. */
export const REENVIOS_POR_DIA = 3;
const DIA_MS = 24 * 3600_000;

export async function reenviarFolio(app: App, input: { categoriaId: number; correo: string }) {
  const ahora = new Date();
  const ventana = new Date(ahora.getTime() - DIA_MS);
  const nueva = or(isNull(postulaciones.folioReenviosDesde), lte(postulaciones.folioReenviosDesde, ventana));
  const encolado = await app.db.transaction(async (tx) => {
    // One statement counts and checks, so parallel requests cannot pass the limit together.
    const [p] = await tx
      .update(postulaciones)
      .set({
        folioReenvios: sql`case when ${nueva} then 1 else ${postulaciones.folioReenvios} + 1 end`,
        folioReenviosDesde: sql`case when ${nueva} then ${ahora.toISOString()}::timestamptz else ${postulaciones.folioReenviosDesde} end`,
      })
      .where(and(eq(postulaciones.categoriaId, input.categoriaId), eq(postulaciones.correo, input.correo), or(nueva, lt(postulaciones.folioReenvios, REENVIOS_POR_DIA))))
      .returning();
    if (!p) return false;
    const [nombres] = await tx
      .select({ categoria: categorias.nombre, convocatoria: convocatorias.nombre })
      .from(categorias)
      .innerJoin(convocatorias, eq(convocatorias.id, categorias.convocatoriaId))
      .where(eq(categorias.id, p.categoriaId));
    await tx.insert(outbox).values(outboxRow(mensajeFolio(app, { ...p, ...nombres })));
    return true;
  });
  if (encolado) app.mailer.notify();
  return { message: FOLIO_REENVIADO };
}
