// The staff's queues and a jurado's assignments. A queue appears only to whoever holds the permission to act on
// it, counted by the list function of the screen it links to, with that screen's filter.
import { and, inArray, min, sql, eq } from 'drizzle-orm';
import { can, type AccessSubject } from '../../shared/permissions';
import { ESTADOS_CAMPANA_EN_CURSO, ESTADOS_POSTULACION_POR_REVISAR, type ClavePendiente, type Pendiente } from '../../shared/schemas/pendientes';
import { listarSolicitudes } from '../arco/consulta';
import { listCampanas } from '../campanas/service';
import { evaluaciones, postulaciones } from '../db/schema';
import { PERMISO_JURADO } from '../evaluacion/asignacion';
import { propias } from '../evaluacion/jurado';
import { juradosConPendientesEnRondasCerradas } from '../rondas/juicio';
import type { ListParams } from '../lib/rest';
import { listPostulaciones } from '../postulaciones/consulta';
import { listarDocumentos } from '../servicio-social/documentos/consultas';
import { listarEstudiantes } from '../servicio-social/estudiantes/service';
import { listarInstituciones } from '../servicio-social/instituciones/service';
import { listarProgramas } from '../servicio-social/programas/service';
import { listarEmpleadores } from '../bolsa/empleadores/service';
import { listarOfertas } from '../bolsa/ofertas/service';
import { listarSinRespuesta } from '../bolsa/candidaturas/plazos';
import type { App } from '../types';
import { iso, listaFiltrada, masAntiguos } from './comun';

interface Cola {
  clave: ClavePendiente;
  permiso: string;
  /** The back-office list (react-admin resource path) and the filter that shows exactly this queue. */
  ruta: string;
  filtro: Record<string, unknown>;
  contar: (app: App, params: ListParams, usuarioId: number) => Promise<{ rows: { createdAt?: string | Date; enviadoEn?: string | null }[]; total: number }>;
}

const staff = { tipo: 'staff' } as const;

export const COLAS: Cola[] = [
  {
    clave: 'ss.documentos_por_revisar_oficina', permiso: 'ss-documentos.editar', ruta: 'servicio-social/administracion/documentos', filtro: { pendientes: true },
    contar: (app, params, usuarioId) => listarDocumentos(app.db, { tipo: 'staff', usuarioId, parte: 'oficina' }, params),
  },
  {
    clave: 'ss.instituciones_por_validar', permiso: 'instituciones.editar', ruta: 'servicio-social/administracion/instituciones', filtro: { estado: 'pendiente' },
    contar: (app, params) => listarInstituciones(app.db, params),
  },
  {
    clave: 'ss.programas_por_revisar', permiso: 'ss-programas.editar', ruta: 'servicio-social/administracion/programas', filtro: { estado: 'enviado' },
    contar: (app, params) => listarProgramas(app.db, staff, params),
  },
  {
    clave: 'ss.elegibilidad_por_decidir', permiso: 'estudiantes.editar', ruta: 'servicio-social/administracion/estudiantes', filtro: { elegibilidad: 'pendiente' },
    contar: (app, params) => listarEstudiantes(app, params),
  },
  {
    clave: 'postulaciones.por_revisar', permiso: 'postulaciones.editar', ruta: 'postulaciones', filtro: { estado: [...ESTADOS_POSTULACION_POR_REVISAR] },
    contar: (app, params) => listPostulaciones(app.db, params),
  },
  {
    clave: 'egresados.campanas_en_curso', permiso: 'campanas.ver', ruta: 'egresados/correo/enviar', filtro: { estado: [...ESTADOS_CAMPANA_EN_CURSO] },
    contar: (app, params) => listCampanas(app.db, params),
  },
  {
    clave: 'arco.por_vencer', permiso: 'arco.ver', ruta: 'administracion/proteccion-datos', filtro: { porVencer: true },
    contar: (app, params) => listarSolicitudes(app.db, params),
  },
  {
    // Issue 33: a jurado who left work unsent on a round already closed; the judging screen shows each round's progress.
    clave: 'postulaciones.jurados_con_pendientes', permiso: 'jurados.editar', ruta: 'postulaciones/evaluacion/jurados', filtro: {},
    contar: (app) => juradosConPendientesEnRondasCerradas(app.db),
  },
  {
    clave: 'bolsa.empleadores_por_validar', permiso: 'bolsa.empleadores', ruta: 'bolsa-de-trabajo/administracion/empleadores', filtro: { estado: 'pendiente' },
    contar: (app, params) => listarEmpleadores(app.db, params),
  },
  {
    clave: 'bolsa.ofertas_por_revisar', permiso: 'bolsa.moderar', ruta: 'bolsa-de-trabajo/administracion/ofertas', filtro: { estado: 'en_revision' },
    contar: (app, params) => listarOfertas(app.db, { estados: ['en_revision'], offset: params.offset, limit: params.limit, antiguasPrimero: true }),
  },
  {
    clave: 'bolsa.candidaturas_sin_respuesta', permiso: 'bolsa.ver', ruta: 'bolsa-de-trabajo/administracion/candidaturas', filtro: { sinRespuesta: true },
    contar: (app, params) => listarSinRespuesta(app.db, params),
  },
];

export async function colasPersonal(app: App, user: AccessSubject & { id: number }): Promise<Pendiente[]> {
  const visibles = COLAS.filter((c) => can(user, c.permiso));
  return Promise.all(visibles.map(async (c) => {
    const { rows, total } = await c.contar(app, masAntiguos(c.filtro), user.id);
    const primero = rows[0];
    return { clave: c.clave, cantidad: total, desde: primero ? iso(primero.enviadoEn ?? primero.createdAt) : null, enlace: listaFiltrada(c.ruta, c.filtro), detalle: null };
  }));
}

/** «Tiene N evaluaciones pendientes»: the jurado's assignments not yet sent, on nominations open for scoring. */
export async function evaluacionesPendientes(app: App, user: AccessSubject & { id: number }): Promise<Pendiente[]> {
  if (!can(user, PERMISO_JURADO) || !user.permissions.includes(PERMISO_JURADO)) return [];
  const [fila] = await app.db
    .select({ cantidad: sql<number>`count(*)::int`, desde: min(evaluaciones.createdAt) })
    .from(evaluaciones)
    .innerJoin(postulaciones, eq(postulaciones.id, evaluaciones.postulacionId))
    .where(and(propias(user.id), inArray(evaluaciones.estado, ['pendiente', 'borrador'])));
  return [{ clave: 'postulaciones.evaluaciones_pendientes', cantidad: fila.cantidad, desde: iso(fila.desde), enlace: '/postulaciones/evaluacion', detalle: null }];
}
