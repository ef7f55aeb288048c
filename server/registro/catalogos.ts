import { and, asc, eq } from 'drizzle-orm';
import type { CatalogoProgramas } from '../../shared/schemas/registro';
import type { Db } from '../db/client';
import { niveles, programas } from '../db/schema';

/** What the public form offers: active levels in their order, each with its active programs by name. */
export async function catalogoProgramas(db: Db): Promise<CatalogoProgramas> {
  const rows = await db
    .select({
      nivelId: niveles.id,
      nivel: niveles.nombre,
      id: programas.id,
      clave: programas.clave,
      nombre: programas.nombre,
    })
    .from(niveles)
    .innerJoin(programas, and(eq(programas.nivelId, niveles.id), eq(programas.activo, true)))
    .where(eq(niveles.activo, true))
    .orderBy(asc(niveles.orden), asc(niveles.nombre), asc(programas.nombre));
  const byNivel = new Map<number, CatalogoProgramas['niveles'][number]>();
  for (const row of rows) {
    let nivel = byNivel.get(row.nivelId);
    if (!nivel) byNivel.set(row.nivelId, (nivel = { id: row.nivelId, nombre: row.nivel, programas: [] }));
    nivel.programas.push({ id: row.id, clave: row.clave, nombre: row.nombre });
  }
  return { niveles: [...byNivel.values()] };
}

/** A program the public may choose: it exists, and it and its level are active. */
export async function programaElegible(db: Db, programaId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: programas.id })
    .from(programas)
    .innerJoin(niveles, eq(niveles.id, programas.nivelId))
    .where(and(eq(programas.id, programaId), eq(programas.activo, true), eq(niveles.activo, true)));
  return !!row;
}
