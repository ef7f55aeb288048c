// Who is calling a bolsa route. Employers are recognised by their account: a company's (bolsa_empleador_usuarios)
// or an enabled servicio social institution's (ss_institucion_usuarios). Until the email is confirmed and staff
// approve, and as soon as they decline or disable it, an employer reads nothing but its own status.
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROL_EMPLEADOR } from '../../shared/bolsa/valores';
import { ROL_INSTITUCION } from '../../shared/servicio-social/valores';
import type { Db } from '../db/client';
import { bolsaEmpleadorUsuarios, bolsaEmpleadores, ssInstitucionUsuarios, usuarios } from '../db/schema';
import { conAcceso } from '../lib/acceso';
import { HttpError, forbidden } from '../lib/http-error';
import { UNAUTHENTICATED } from '../plugins/auth';
import type { AuthUser } from '../types';

export const SOLO_EMPLEADORES = 'Esta sección es solo para empleadores de la bolsa de trabajo';
export const EMPLEADOR_SIN_CONFIRMAR = 'Confirme su correo electrónico: abra el enlace que le enviamos al registrarse.';
export const EMPLEADOR_SIN_APROBAR = 'La oficina aún no aprueba a su empresa en la bolsa de trabajo: le avisaremos por correo.';
export const EMPLEADOR_RECHAZADO = 'La oficina no aprobó a su empresa en la bolsa de trabajo; el motivo se le envió por correo.';
export const EMPLEADOR_NO_HABILITADO = 'La oficina aún no habilita la bolsa de trabajo para su institución.';

export async function requireCuentaEmpleador(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
  if (!request.user.roles.includes(ROL_EMPLEADOR) && !request.user.roles.includes(ROL_INSTITUCION)) throw forbidden(SOLO_EMPLEADORES);
}
conAcceso(requireCuentaEmpleador, 'Una sesión de una cuenta de empleador (empresa registrada o institución receptora habilitada); solo ve lo suyo.');

export interface EmpleadorActor {
  empleadorId: number;
  razonSocial: string;
  estado: string;
  habilitado: boolean;
  confiable: boolean;
  correoConfirmado: boolean;
}

/** The caller's employer row, whatever its status (the portal's status page), or null. */
export async function empleadorDeUsuario(db: Db, user: AuthUser): Promise<EmpleadorActor | null> {
  const columnas = {
    empleadorId: bolsaEmpleadores.id, razonSocial: bolsaEmpleadores.razonSocial, estado: bolsaEmpleadores.estado,
    habilitado: bolsaEmpleadores.habilitado, confiable: bolsaEmpleadores.confiable, verificado: usuarios.emailVerifiedAt,
  };
  const [propia] = await db
    .select(columnas)
    .from(bolsaEmpleadorUsuarios)
    .innerJoin(bolsaEmpleadores, eq(bolsaEmpleadores.id, bolsaEmpleadorUsuarios.empleadorId))
    .innerJoin(usuarios, eq(usuarios.id, bolsaEmpleadorUsuarios.usuarioId))
    .where(eq(bolsaEmpleadorUsuarios.usuarioId, user.id));
  const [fila] = propia
    ? [propia]
    : await db
        .select(columnas)
        .from(ssInstitucionUsuarios)
        .innerJoin(bolsaEmpleadores, and(eq(bolsaEmpleadores.institucionId, ssInstitucionUsuarios.institucionId)))
        .innerJoin(usuarios, eq(usuarios.id, ssInstitucionUsuarios.usuarioId))
        .where(eq(ssInstitucionUsuarios.usuarioId, user.id));
  if (!fila) return null;
  const { verificado, ...resto } = fila;
  return { ...resto, correoConfirmado: verificado !== null };
}

/** Why the caller's employer may not act yet, in the words the portal shows; null once it may. */
export function motivoSinAcceso(e: EmpleadorActor | null, user: AuthUser): string | null {
  if (!e) return user.roles.includes(ROL_INSTITUCION) ? EMPLEADOR_NO_HABILITADO : SOLO_EMPLEADORES;
  if (!e.correoConfirmado) return EMPLEADOR_SIN_CONFIRMAR;
  if (e.estado === 'rechazado') return EMPLEADOR_RECHAZADO;
  if (e.estado !== 'aprobado') return EMPLEADOR_SIN_APROBAR;
  if (!e.habilitado) return EMPLEADOR_NO_HABILITADO;
  return null;
}

/** The caller's employer when it may act: confirmed, approved and enabled; 403 with the reason otherwise. */
export async function empleadorActivo(db: Db, user: AuthUser): Promise<EmpleadorActor> {
  const e = await empleadorDeUsuario(db, user);
  const motivo = motivoSinAcceso(e, user);
  if (motivo || !e) throw forbidden(motivo ?? SOLO_EMPLEADORES);
  return e;
}
