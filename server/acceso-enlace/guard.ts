import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROL_EGRESADO, type PropositoEnlace } from '../../shared/acceso-enlace/roles';
import { conAcceso } from '../lib/acceso';
import { HttpError, forbidden } from '../lib/http-error';
import { UNAUTHENTICATED } from '../plugins/auth';

const SOLO: Record<PropositoEnlace, string> = {
  egresado: 'Esta sección es solo para egresados que entraron con su enlace de acceso',
  postulante: 'Esta sección es solo para quienes postularon y entraron con su enlace de acceso',
};

/** Guard of a link portal's routes: a session holding that portal role (a sign-in link's, or a password's). */
export function requireRolEnlace(rol: PropositoEnlace) {
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
    if (!request.user.roles.includes(rol)) throw forbidden(SOLO[rol]);
  };
  const quien = rol === ROL_EGRESADO ? 'egresado' : 'postulante';
  return conAcceso(guard, `Una sesión con el rol «${quien}» (enlace de acceso de un solo uso); solo ve lo suyo, por su correo.`);
}
