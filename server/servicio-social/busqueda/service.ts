import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { busquedaFiltroSchema, type VacanteBusqueda, type VacanteDetalle } from '../../../shared/schemas/servicio-social';
import { programas, ssInstituciones, ssProgramas, ssSolicitudes, ssVacantes } from '../../db/schema';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../lib/http-error';
import type { ListParams } from '../../lib/rest';
import { vacanteVisible } from '../catalogos/routes';
import { hoyMexico } from '../comun/fechas';
import { consultaTexto } from '../../lib/search';

export interface Buscador {
  estudianteId: number;
  programaId: number;
}

const yaSolicitada = (estudianteId: number) =>
  sql<boolean>`exists (select 1 from ${ssSolicitudes} where ${ssSolicitudes.vacanteId} = ${ssVacantes.id}
    and ${ssSolicitudes.estudianteId} = ${estudianteId} and ${ssSolicitudes.estado} in ('pendiente', 'aceptada'))`;

const columnas = (estudianteId: number) => ({
  id: ssVacantes.id, titulo: ssVacantes.titulo, institucion: ssInstituciones.razonSocial, tipoInstitucion: ssInstituciones.tipo,
  programa: ssProgramas.nombre, programaId: ssProgramas.id, modalidad: ssProgramas.modalidad, horario: ssVacantes.horario,
  entidadFederativa: ssInstituciones.entidadFederativa, municipio: ssInstituciones.municipio, apoyoEconomico: ssProgramas.apoyoEconomico,
  cupo: ssVacantes.cupo, ocupados: ssVacantes.ocupados, publicacionDesde: ssVacantes.publicacionDesde, publicacionHasta: ssVacantes.publicacionHasta,
  carreras: ssVacantes.carreras, yaSolicitada: yaSolicitada(estudianteId),
});

type Fila = { [K in keyof ReturnType<typeof columnas>]: unknown } & { carreras: number[]; cupo: number; ocupados: number };

async function conCarreras(db: Db, filas: Fila[]): Promise<VacanteBusqueda[]> {
  const ids = [...new Set(filas.flatMap((f) => f.carreras))];
  const nombres = ids.length ? await db.select({ id: programas.id, nombre: programas.nombre }).from(programas).where(inArray(programas.id, ids)) : [];
  const porId = new Map(nombres.map((n) => [n.id, n.nombre]));
  return filas.map(({ ocupados, carreras, ...f }) => ({
    ...(f as unknown as Omit<VacanteBusqueda, 'carreras' | 'lugaresDisponibles'>),
    carreras: carreras.map((id) => ({ id, nombre: porId.get(id) ?? '' })),
    lugaresDisponibles: Math.max(0, f.cupo - ocupados),
  }));
}

/** Open vacancies of approved programs with places left, filtered; relevance (ts_rank) or date order. */
export async function buscarVacantes(db: Db, quien: Buscador, params: ListParams & { orden: 'relevancia' | 'fecha' }) {
  const parsed = busquedaFiltroSchema.safeParse(params.filter);
  if (!parsed.success) throw unprocessable({ filter: parsed.error.issues.map((i) => i.message) });
  const f = parsed.data;
  const consulta = consultaTexto(f.q ?? params.filter.q);
  const carrera = f.carrera === 'todas' ? undefined : (f.carrera ?? quien.programaId);
  const condition = and(
    vacanteVisible(hoyMexico()),
    sql`${ssVacantes.ocupados} < ${ssVacantes.cupo}`,
    consulta ? sql`${ssVacantes.busquedaTsv} @@ to_tsquery('simple', ${consulta})` : undefined,
    carrera !== undefined ? sql`${ssVacantes.carreras} @> array[${carrera}]::integer[]` : undefined,
    f.modalidad ? eq(ssProgramas.modalidad, f.modalidad) : undefined,
    f.entidad ? eq(ssInstituciones.entidadFederativa, f.entidad) : undefined,
    f.municipio ? eq(ssInstituciones.municipio, f.municipio) : undefined,
    f.horario ? eq(ssVacantes.horario, f.horario) : undefined,
    f.apoyoEconomico === true ? sql`${ssProgramas.apoyoEconomico} > 0` : f.apoyoEconomico === false ? eq(ssProgramas.apoyoEconomico, 0) : undefined,
    f.tipoInstitucion ? eq(ssInstituciones.tipo, f.tipoInstitucion) : undefined,
  );
  const orden: SQL[] =
    params.orden === 'relevancia' && consulta
      ? [sql`ts_rank(${ssVacantes.busquedaTsv}, to_tsquery('simple', ${consulta})) desc`, sql`${ssVacantes.publicacionDesde} desc`, sql`${ssVacantes.id} desc`]
      : [desc(ssVacantes.publicacionDesde), desc(ssVacantes.id)];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const from = (select: any) =>
    db
      .select(select)
      .from(ssVacantes)
      .innerJoin(ssProgramas, eq(ssProgramas.id, ssVacantes.programaId))
      .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssVacantes.institucionId));
  const filas = (await from(columnas(quien.estudianteId)).where(condition).orderBy(...orden).limit(params.limit).offset(params.offset)) as unknown as Fila[];
  const [{ total }] = (await from({ total: sql<number>`count(*)::int` }).where(condition)) as unknown as { total: number }[];
  return { rows: await conCarreras(db, filas), total };
}

export async function detalleVacante(db: Db, quien: Buscador, id: number): Promise<VacanteDetalle> {
  const [fila] = await db
    .select({
      ...columnas(quien.estudianteId), descripcion: ssVacantes.descripcion, objetivo: ssProgramas.objetivo, actividades: ssProgramas.actividades,
      lugar: ssProgramas.lugar, periodo: ssProgramas.periodo, responsable: ssProgramas.responsable, sitioWeb: ssInstituciones.sitioWeb,
    })
    .from(ssVacantes)
    .innerJoin(ssProgramas, eq(ssProgramas.id, ssVacantes.programaId))
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssVacantes.institucionId))
    .where(and(eq(ssVacantes.id, id), vacanteVisible(hoyMexico())));
  if (!fila) throw notFound('La vacante no existe o ya no está publicada');
  const [conNombres] = await conCarreras(db, [fila as unknown as Fila]);
  return conNombres as VacanteDetalle;
}

