// The upload rules a nomination's files are received under, before the form says which category it is for: per
// document, the loosest rule of the categories that could be chosen (the chosen category's own rule is applied once
// the form is read). Every submission asked the database for them, and on deadline day that was one round trip in
// seven; each process now keeps them until a statement trigger (migration postulaciones_reglas_avisos) says a
// category or a call's state changed. A submission that reaches another server in the moment before its notice
// arrives is received under the previous rules: a document just added may be refused there, and the person sends
// it again; a narrower rule is still enforced by the category's own check.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import { categorias, convocatorias } from '../db/schema';
import type { ReglaArchivo } from '../archivos/multipart';
import { CachePorAvisos, escucharAvisos } from '../lib/cache-por-avisos';

export const CANAL_REGLAS = 'postulaciones_reglas_cache';

/** Two questions (the public form's, staff capture's); recomputed after 10 minutes regardless. */
const TTL_MS = 10 * 60_000;

export async function registerCacheReglas(app: FastifyInstance, database: Pick<Database, 'listen'>): Promise<void> {
  const cache = new CachePorAvisos(2, TTL_MS);
  // Staff who change a category or a call see it on their next submission; nothing else waits for these notices.
  await escucharAvisos(app, database, CANAL_REGLAS, cache, { soloConSesion: true, soloEn: ['/api/categorias', '/api/convocatorias'] });
  app.decorate('cacheReglasPostulacion', cache);
}

/** Per document clave, the loosest rule of the active categories of the calls a submission may be for. */
export async function consultarReglas(db: Db, publico: boolean): Promise<Map<string, ReglaArchivo>> {
  const estados = publico ? ['abierta'] : ['borrador', 'abierta', 'cerrada', 'en_evaluacion'];
  const filas = await db
    .select({ documentos: categorias.documentos })
    .from(categorias)
    .innerJoin(convocatorias, eq(convocatorias.id, categorias.convocatoriaId))
    .where(and(eq(categorias.activa, true), inArray(convocatorias.estado, estados)));
  const reglas = new Map<string, ReglaArchivo>();
  for (const f of filas) {
    for (const d of f.documentos) {
      const previa = reglas.get(d.clave);
      reglas.set(d.clave, {
        tipos: [...new Set([...(previa?.tipos ?? []), ...d.tipos])],
        maxMb: Math.max(previa?.maxMb ?? 0, d.maxMb),
      });
    }
  }
  return reglas;
}
