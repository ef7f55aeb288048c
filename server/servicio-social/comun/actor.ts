// Who is calling a servicio social route: a student, an institution's account, or staff with a permission.
// Portal accounts are recognised by their system role; their records are looked up by usuario id, so every
// query after this is scoped by the caller's own estudiante/institucion id.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { can } from '../../../shared/permissions';
import { MENSAJES_SS } from '../../../shared/schemas/servicio-social';
import { ROL_ESTUDIANTE, ROL_INSTITUCION } from '../../../shared/servicio-social/valores';
import { veBloqueados } from '../../arco/bloqueo';
import type { Db } from '../../db/client';
import { ssEstudiantes, ssInstitucionUsuarios, ssInstituciones, usuarios } from '../../db/schema';
import { conAcceso } from '../../lib/acceso';
import { HttpError, forbidden } from '../../lib/http-error';
import { UNAUTHENTICATED } from '../../plugins/auth';
import type { AuthUser } from '../../types';

export const SOLO_ESTUDIANTES = 'Esta sección es solo para estudiantes de servicio social';
export const PERFIL_POR_COMPLETAR = 'Complete su perfil de servicio social para continuar.';
export const SOLO_INSTITUCIONES = 'Esta sección es solo para instituciones receptoras';

const esEstudiante = (user: AuthUser) => user.roles.includes(ROL_ESTUDIANTE);
const esInstitucion = (user: AuthUser) => user.roles.includes(ROL_INSTITUCION);

export function requireRolPortal(rol: typeof ROL_ESTUDIANTE | typeof ROL_INSTITUCION) {
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
    if (!request.user.roles.includes(rol)) throw forbidden(rol === ROL_ESTUDIANTE ? SOLO_ESTUDIANTES : SOLO_INSTITUCIONES);
  };
  const quien = rol === ROL_ESTUDIANTE ? 'estudiante de servicio social' : 'institución receptora';
  return conAcceso(guard, `Una sesión de una cuenta de ${quien} (portal de servicio social); solo ve lo suyo.`);
}

export const requireEstudiante = requireRolPortal(ROL_ESTUDIANTE);
export const requireInstitucion = requireRolPortal(ROL_INSTITUCION);

export async function requirePortal(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
  if (!esEstudiante(request.user) && !esInstitucion(request.user)) throw forbidden('Esta sección es solo para cuentas del portal de servicio social');
}
conAcceso(requirePortal, 'Una sesión de una cuenta del portal de servicio social (estudiante o institución receptora).');

export async function estudianteDe(db: Db, user: AuthUser) {
  const [row] = await db
    .select({ estudiante: ssEstudiantes, verificado: usuarios.emailVerifiedAt })
    .from(ssEstudiantes)
    .innerJoin(usuarios, eq(usuarios.id, ssEstudiantes.usuarioId))
    .where(eq(ssEstudiantes.usuarioId, user.id));
  // A student account from the institutional sign-in exists before its profile: the portal leads it to complete it.
  if (!row) throw user.roles.includes(ROL_ESTUDIANTE) ? new HttpError(409, PERFIL_POR_COMPLETAR) : forbidden(SOLO_ESTUDIANTES);
  return { ...row.estudiante, correoVerificado: row.verificado !== null };
}

/**
 * The caller's institution. Until staff approve it, and its account's email is confirmed, an institution sees
 * only its status and profile (issue 19): every other institution route comes through here and answers 403, so
 * an unreviewed account cannot invite, mail or read anybody. `soloEstado` is for the status and profile routes.
 */
export async function institucionIdDe(db: Db, user: AuthUser, { soloEstado = false } = {}): Promise<{ institucionId: number; responsable: boolean }> {
  const [row] = await db
    .select({
      institucionId: ssInstitucionUsuarios.institucionId, responsable: ssInstitucionUsuarios.responsable,
      estado: ssInstituciones.estado, verificado: usuarios.emailVerifiedAt,
    })
    .from(ssInstitucionUsuarios)
    .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssInstitucionUsuarios.institucionId))
    .innerJoin(usuarios, eq(usuarios.id, ssInstitucionUsuarios.usuarioId))
    .where(eq(ssInstitucionUsuarios.usuarioId, user.id));
  if (!row) throw forbidden(SOLO_INSTITUCIONES);
  if (!soloEstado) {
    if (row.verificado === null) throw forbidden(MENSAJES_SS.correoSinVerificar);
    if (row.estado !== 'aprobada') throw forbidden(MENSAJES_SS.institucionSinAprobar);
  }
  return { institucionId: row.institucionId, responsable: row.responsable };
}

/** `veBloqueados`: staff who handle ARCO requests open a blocked person's record (issue 34). */
export type Actor = { tipo: 'staff'; veBloqueados?: boolean } | { tipo: 'institucion'; institucionId: number; responsable: boolean };

/**
 * For the resources staff and institutions share (programas, vacantes, solicitudes, prestaciones): an
 * institution account sees its own rows; anyone else needs the staff permission. Students get 403.
 */
export async function actorDe(db: Db, request: FastifyRequest, permiso: string): Promise<Actor> {
  const user = request.user;
  if (!user) throw new HttpError(401, UNAUTHENTICATED);
  if (esInstitucion(user)) return { tipo: 'institucion', ...(await institucionIdDe(db, user)) };
  if (!can(user, permiso)) throw forbidden();
  return { tipo: 'staff', veBloqueados: veBloqueados(user) };
}

export function exigirVerificado(estudiante: { correoVerificado: boolean }) {
  if (!estudiante.correoVerificado) throw new HttpError(422, MENSAJES_SS.correoSinVerificar);
}
