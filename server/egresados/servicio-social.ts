import { and, desc, eq, or, sql } from 'drizzle-orm';
import { sinBloqueo } from '../arco/bloqueo';
import type { ServicioSocialDeEgresado } from '../../shared/egresados/servicio-social';
import type { EstadoPrestacion } from '../../shared/servicio-social/valores';
import type { Db } from '../db/client';
import { egresados, ssDocumentos, ssEstudiantes, ssInstituciones, ssPrestaciones, ssProgramas } from '../db/schema';
import { notFound } from '../lib/http-error';

const folio = (tipo: 'constancia' | 'liberacion') =>
  sql<string | null>`(select ${ssDocumentos.folio} from ${ssDocumentos} where ${ssDocumentos.prestacionId} = ${ssPrestaciones.id} and ${ssDocumentos.tipo} = ${tipo} and ${ssDocumentos.folio} is not null limit 1)`;

/** The permission that reads a dropped service's reason: the same that reads the service on the office's side. */
export const PERMISO_MOTIVO_BAJA = 'prestaciones.ver';

/**
 * The social service of a graduate: the student with the same matrícula (the same person, registered as a student
 * before graduating) or the one linked to this record when the student registered.
 */
export async function servicioSocialDeEgresado(db: Db, egresadoId: number, ver: { motivoBaja: boolean }): Promise<ServicioSocialDeEgresado[]> {
  const [egresado] = await db.select({ id: egresados.id, matricula: egresados.matricula }).from(egresados).where(and(eq(egresados.id, egresadoId), sinBloqueo(egresados)));
  if (!egresado) throw notFound();
  const filas = await db
    .select({
      id: ssPrestaciones.id,
      estado: ssPrestaciones.estado,
      periodo: ssPrestaciones.periodo,
      institucion: ssInstituciones.razonSocial,
      programa: ssProgramas.nombre,
      fechaInicio: ssPrestaciones.fechaInicio,
      fechaFin: ssPrestaciones.fechaFin,
      horasAprobadas: ssPrestaciones.horasAprobadas,
      horasRequeridas: ssPrestaciones.horasRequeridas,
      liberadaEn: ssPrestaciones.liberadaEn,
      motivoBaja: ssPrestaciones.motivoBaja,
      folioConstancia: folio('constancia'),
      folioLiberacion: folio('liberacion'),
    })
    .from(ssPrestaciones)
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssPrestaciones.estudianteId))
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssPrestaciones.institucionId))
    .innerJoin(ssProgramas, eq(ssProgramas.id, ssPrestaciones.programaId))
    .where(and(or(eq(ssEstudiantes.egresadoId, egresado.id), eq(ssEstudiantes.matricula, egresado.matricula)), sinBloqueo(ssEstudiantes)))
    .orderBy(desc(ssPrestaciones.fechaInicio), desc(ssPrestaciones.id));
  return filas.map((f) => ({
    ...f, estado: f.estado as EstadoPrestacion, liberadaEn: f.liberadaEn?.toISOString() ?? null, motivoBaja: ver.motivoBaja ? f.motivoBaja : null,
  }));
}
