import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  Colega, InstitucionSs, PanelInstitucion, validacionInstitucionSchema,
} from '../../../shared/schemas/servicio-social';
import { ESTADOS_PROGRAMA, type EstadoPrograma } from '../../../shared/servicio-social/valores';
import type { z } from '../../../shared/validation';
import { audit } from '../../audit/service';
import type { Db } from '../../db/client';
import { ssInstitucionUsuarios, ssInstituciones, ssPrestaciones, ssProgramas, ssSolicitudes, ssVacantes, usuarios } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { idsFilter, type ListParams } from '../../lib/rest';
import { sortKey, textSearch } from '../../lib/search';
import type { App } from '../../types';
import { enlace, enviarCorreo } from '../comun/correo';
import { columnasInstitucion, validarMunicipio, type InstitucionDatos } from '../registro/service';
import { refrescarBusqueda } from '../vacantes/busqueda-texto';

const correoVerificado = sql<boolean>`exists (select 1 from ${ssInstitucionUsuarios} iu join ${usuarios} u on u.id = iu.usuario_id
  where iu.institucion_id = ${ssInstituciones.id} and iu.responsable and u.email_verified_at is not null)`;
const programasCount = sql<number>`(select count(*)::int from ${ssProgramas} where ${ssProgramas.institucionId} = ${ssInstituciones.id})`;

const columns = { i: ssInstituciones, correoVerificado, programas: programasCount };

function toSs(row: { i: typeof ssInstituciones.$inferSelect; correoVerificado: boolean; programas: number }): InstitucionSs {
  const { i } = row;
  return {
    id: i.id, razonSocial: i.razonSocial, rfc: i.rfc, tipo: i.tipo as InstitucionSs['tipo'], sector: i.sector as InstitucionSs['sector'],
    entidadFederativa: i.entidadFederativa as InstitucionSs['entidadFederativa'], municipio: i.municipio, domicilio: i.domicilio, sitioWeb: i.sitioWeb,
    responsable: { nombre: i.responsableNombre, cargo: i.responsableCargo, correo: i.responsableCorreo, telefono: i.responsableTelefono },
    estado: i.estado as InstitucionSs['estado'], motivoRechazo: i.motivoRechazo, validadaEn: i.validadaEn?.toISOString() ?? null,
    correoVerificado: row.correoVerificado, programas: row.programas,
    createdAt: i.createdAt.toISOString(), updatedAt: i.updatedAt.toISOString(),
  };
}

export const INSTITUCION_SORTABLE = ['id', 'razonSocial', 'rfc', 'estado', 'tipo', 'entidadFederativa', 'createdAt', 'updatedAt'];

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const texto = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
  return and(
    ids && inArray(ssInstituciones.id, ids),
    textSearch([ssInstituciones.razonSocial, ssInstituciones.rfc, ssInstituciones.responsableNombre, ssInstituciones.responsableCorreo], filter.q),
    texto(filter.estado) !== undefined ? eq(ssInstituciones.estado, texto(filter.estado)!) : undefined,
    texto(filter.tipo) !== undefined ? eq(ssInstituciones.tipo, texto(filter.tipo)!) : undefined,
    texto(filter.entidadFederativa) !== undefined ? eq(ssInstituciones.entidadFederativa, texto(filter.entidadFederativa)!) : undefined,
  );
}

export async function listarInstituciones(db: Db, params: ListParams) {
  const condition = where(params.filter);
  const sortable: Record<string, SQL | typeof ssInstituciones.id> = {
    id: ssInstituciones.id, razonSocial: sortKey(ssInstituciones.razonSocial), rfc: sql`${ssInstituciones.rfc}`, estado: sql`${ssInstituciones.estado}`,
    tipo: sql`${ssInstituciones.tipo}`, entidadFederativa: sql`${ssInstituciones.entidadFederativa}`, createdAt: sql`${ssInstituciones.createdAt}`, updatedAt: sql`${ssInstituciones.updatedAt}`,
  };
  const order = params.sortOrder === 'DESC' ? desc : asc;
  const rows = await db
    .select(columns)
    .from(ssInstituciones)
    .where(condition)
    .orderBy(order(sortable[params.sortField] ?? ssInstituciones.id), order(ssInstituciones.id))
    .limit(params.limit)
    .offset(params.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(ssInstituciones).where(condition);
  return { rows: rows.map(toSs), total };
}

export async function leerInstitucion(db: Db, id: number): Promise<InstitucionSs> {
  const [row] = await db.select(columns).from(ssInstituciones).where(eq(ssInstituciones.id, id));
  if (!row) throw notFound('La institución no existe');
  return toSs(row);
}

const RFC_DUPLICADO = 'Ya existe otra institución registrada con ese RFC';

/**
 * Saves an institution's data. When the institution itself changes its razón social or RFC, it goes back to
 * «pendiente de validación» (the office validated the old ones).
 */
export async function actualizarInstitucion(app: App, request: FastifyRequest, id: number, input: InstitucionDatos, porLaInstitucion: boolean) {
  const datos = validarMunicipio(input);
  const antes = await leerInstitucion(app.db, id);
  const revalidar = porLaInstitucion && (antes.razonSocial !== datos.razonSocial || antes.rfc !== datos.rfc);
  try {
    await app.db
      .update(ssInstituciones)
      .set({
        ...columnasInstitucion(datos),
        ...(revalidar ? { estado: 'pendiente', motivoRechazo: null, validadaEn: null, validadaPor: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(ssInstituciones.id, id));
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable({ rfc: [RFC_DUPLICADO] });
    throw error;
  }
  await refrescarBusqueda(app.db, { institucionId: id });
  const despues = await leerInstitucion(app.db, id);
  await audit(app.db, request, { accion: 'editar', recurso: 'ss-instituciones', registroId: id, antes, despues });
  return despues;
}

export async function validarInstitucion(app: App, request: FastifyRequest, id: number, input: z.output<typeof validacionInstitucionSchema>) {
  const antes = await leerInstitucion(app.db, id);
  await app.db
    .update(ssInstituciones)
    .set({
      estado: input.estado,
      motivoRechazo: input.estado === 'rechazada' ? input.motivo : null,
      validadaEn: new Date(),
      validadaPor: request.user!.id,
      updatedAt: new Date(),
    })
    .where(eq(ssInstituciones.id, id));
  const despues = await leerInstitucion(app.db, id);
  await audit(app.db, request, { accion: 'editar', recurso: 'ss-instituciones', registroId: id, antes, despues });
  const aprobada = input.estado === 'aprobada';
  await enviarCorreo(app, request, despues.responsable.correo, {
    title: aprobada ? 'Su institución fue aprobada' : 'Su registro de institución no fue aprobado',
    greeting: `Hola, ${despues.responsable.nombre}:`,
    paragraphs: aprobada
      ? [`La oficina de servicio social validó a ${despues.razonSocial}. Ya puede registrar programas de servicio social y, una vez aprobados, publicar vacantes.`]
      : [`La oficina de servicio social revisó el registro de ${despues.razonSocial} y no lo aprobó.`, `Motivo: ${input.motivo ?? ''}`,
        'Puede corregir sus datos en su perfil; al cambiar la razón social o el RFC, el registro vuelve a revisión.'],
    action: { label: 'Ir al panel de la institución', url: enlace(app, '/servicio-social/Institucion') },
  });
  return despues;
}

export async function panelInstitucion(db: Db, institucionId: number, esResponsable: boolean): Promise<PanelInstitucion> {
  const institucion = await leerInstitucion(db, institucionId);
  const porEstado = await db
    .select({ estado: ssProgramas.estado, n: sql<number>`count(*)::int` })
    .from(ssProgramas)
    .where(eq(ssProgramas.institucionId, institucionId))
    .groupBy(ssProgramas.estado);
  const programas = Object.fromEntries(Object.keys(ESTADOS_PROGRAMA).map((e) => [e, 0])) as Record<EstadoPrograma, number>;
  for (const r of porEstado) programas[r.estado as EstadoPrograma] = r.n;
  const pendientes = sql<number>`(select count(*)::int from ${ssSolicitudes} where ${ssSolicitudes.vacanteId} = ${ssVacantes.id} and ${ssSolicitudes.estado} = 'pendiente')`;
  const vacantesAbiertas = await db
    .select({ id: ssVacantes.id, titulo: ssVacantes.titulo, cupo: ssVacantes.cupo, ocupados: ssVacantes.ocupados, solicitudesPendientes: pendientes })
    .from(ssVacantes)
    .where(and(eq(ssVacantes.institucionId, institucionId), eq(ssVacantes.estado, 'abierta')))
    .orderBy(desc(ssVacantes.createdAt));
  const [{ solicitudesPendientes }] = await db
    .select({ solicitudesPendientes: sql<number>`count(*)::int` })
    .from(ssSolicitudes)
    .innerJoin(ssVacantes, eq(ssVacantes.id, ssSolicitudes.vacanteId))
    .where(and(eq(ssVacantes.institucionId, institucionId), eq(ssSolicitudes.estado, 'pendiente')));
  const [{ estudiantesEnServicio }] = await db
    .select({ estudiantesEnServicio: sql<number>`count(*)::int` })
    .from(ssPrestaciones)
    .where(and(eq(ssPrestaciones.institucionId, institucionId), eq(ssPrestaciones.estado, 'en_curso')));
  return { institucion, esResponsable, programas, vacantesAbiertas, solicitudesPendientes, estudiantesEnServicio };
}

export async function colegas(db: Db, institucionId: number): Promise<Colega[]> {
  const rows = await db
    .select({ usuarioId: usuarios.id, nombre: usuarios.name, correo: usuarios.email, responsable: ssInstitucionUsuarios.responsable, verificado: usuarios.emailVerifiedAt })
    .from(ssInstitucionUsuarios)
    .innerJoin(usuarios, eq(usuarios.id, ssInstitucionUsuarios.usuarioId))
    .where(eq(ssInstitucionUsuarios.institucionId, institucionId))
    .orderBy(desc(ssInstitucionUsuarios.responsable), asc(usuarios.name));
  return rows.map(({ verificado, ...r }) => ({ ...r, correoVerificado: verificado !== null }));
}
