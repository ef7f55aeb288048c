import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { entidadSchema, type CifrasPublicas } from '../../../shared/schemas/servicio-social';
import { z } from '../../../shared/validation';
import { ssInstituciones, ssPrestaciones, ssProgramas, ssVacantes } from '../../db/schema';
import type { App } from '../../types';
import { hoyMexico } from '../comun/fechas';
import { municipiosDe } from './municipios';

/** The condition of a vacancy the public and students may see: open, in its publication window, of an approved program and institution. */
export function vacanteVisible(hoy: string) {
  return and(
    eq(ssVacantes.estado, 'abierta'),
    lte(ssVacantes.publicacionDesde, hoy),
    gte(ssVacantes.publicacionHasta, hoy),
    eq(ssProgramas.estado, 'aprobado'),
    eq(ssInstituciones.estado, 'aprobada'),
  );
}

export default async function catalogosSsRoutes(app: App) {
  app.get('/municipios', { schema: { querystring: z.object({ entidad: z.string().max(2).default('') }) } }, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400');
    const entidad = entidadSchema.safeParse(request.query.entidad.toUpperCase());
    return entidad.success ? municipiosDe(entidad.data) : [];
  });

  app.get('/cifras', async (_request, reply): Promise<CifrasPublicas> => {
    reply.header('Cache-Control', 'public, max-age=60');
    const hoy = hoyMexico();
    const [row] = await app.db
      .select({
        vacantesAbiertas: sql<number>`(select count(*)::int from ${ssVacantes}
          join ${ssProgramas} on ${ssProgramas.id} = ${ssVacantes.programaId}
          join ${ssInstituciones} on ${ssInstituciones.id} = ${ssVacantes.institucionId}
          where ${vacanteVisible(hoy)} and ${ssVacantes.ocupados} < ${ssVacantes.cupo})`,
        instituciones: sql<number>`(select count(*)::int from ${ssInstituciones} where ${ssInstituciones.estado} = 'aprobada')`,
        estudiantesEnServicio: sql<number>`(select count(*)::int from ${ssPrestaciones} where ${ssPrestaciones.estado} = 'en_curso')`,
      })
      .from(sql`(select 1) as uno`);
    return row;
  });
}
