import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { entidadSchema, type CifrasPublicas } from '../../../shared/schemas/servicio-social';
import { z } from '../../../shared/validation';
import { ssInstituciones, ssPrestaciones, ssProgramas, ssVacantes } from '../../db/schema';
import type { App } from '../../types';
import { hoyMexico } from '../comun/fechas';
import { municipiosDe } from './municipios';
import { cifrasPublicasSchema } from '../../../shared/schemas/servicio-social-respuesta';

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
  app.get('/municipios', { schema: { querystring: z.object({ entidad: z.string().max(2).default('') }), response: { 200: z.array(z.string()) } } }, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400');
    const entidad = entidadSchema.safeParse(request.query.entidad.toUpperCase());
    return entidad.success ? municipiosDe(entidad.data) : [];
  });

  app.get('/cifras', { schema: { response: { 200: cifrasPublicasSchema } } }, async (_request, reply): Promise<CifrasPublicas> => {
    reply.header('Cache-Control', 'public, max-age=60');
    const hoy = hoyMexico();
    const count = { n: sql<number>`count(*)::int` };
    const [[vacantes], [instituciones], [prestaciones]] = await Promise.all([
      app.db
        .select(count)
        .from(ssVacantes)
        .innerJoin(ssProgramas, eq(ssProgramas.id, ssVacantes.programaId))
        .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssVacantes.institucionId))
        .where(and(vacanteVisible(hoy), sql`${ssVacantes.ocupados} < ${ssVacantes.cupo}`)),
      app.db.select(count).from(ssInstituciones).where(eq(ssInstituciones.estado, 'aprobada')),
      app.db.select(count).from(ssPrestaciones).where(eq(ssPrestaciones.estado, 'en_curso')),
    ]);
    return { vacantesAbiertas: vacantes.n, instituciones: instituciones.n, estudiantesEnServicio: prestaciones.n };
  });
}
