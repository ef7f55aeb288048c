// The minimum wage setting: one row, pre-loaded with CONASAMI's 2026 figures, edited by staff each year.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SalarioMinimo } from '../../../shared/bolsa/salario-minimo';
import { audit } from '../../audit/service';
import type { Db } from '../../db/client';
import { bolsaAjustes } from '../../db/schema';

export async function leerAjustes(db: Db): Promise<SalarioMinimo> {
  const [row] = await db.select().from(bolsaAjustes).where(eq(bolsaAjustes.id, 1));
  if (row) return { anio: row.anio, salarioMinimoDiario: Number(row.salarioMinimoDiario), salarioMinimoDiarioFrontera: Number(row.salarioMinimoDiarioFrontera) };
  const [creado] = await db.insert(bolsaAjustes).values({ id: 1 }).onConflictDoNothing().returning();
  return creado ? { anio: creado.anio, salarioMinimoDiario: Number(creado.salarioMinimoDiario), salarioMinimoDiarioFrontera: Number(creado.salarioMinimoDiarioFrontera) } : leerAjustes(db);
}

export async function guardarAjustes(db: Db, request: FastifyRequest, datos: SalarioMinimo): Promise<SalarioMinimo> {
  const antes = await leerAjustes(db);
  await db.update(bolsaAjustes).set({ ...datos, updatedAt: new Date() }).where(eq(bolsaAjustes.id, 1));
  await audit(db, request, { accion: 'editar', recurso: 'bolsa-ajustes', registroId: 1, antes, despues: datos });
  return leerAjustes(db);
}
