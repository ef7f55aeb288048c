// Who is calling an application route: staff (bolsa.ver), an active employer, or a person who applies (a graduate
// signed in with their link, or a servicio social student). Each sees only its own rows.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { sinBloqueo } from '../../arco/bloqueo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ROL_EGRESADO, ROL_EMPLEADOR } from '../../../shared/bolsa/valores';
import { can } from '../../../shared/permissions';
import { ROL_ESTUDIANTE, ROL_INSTITUCION } from '../../../shared/servicio-social/valores';
import type { Db } from '../../db/client';
import { egresados, programas, ssEstudiantes } from '../../db/schema';
import { conAcceso } from '../../lib/acceso';
import { HttpError, forbidden } from '../../lib/http-error';
import { UNAUTHENTICATED } from '../../plugins/auth';
import type { AuthUser } from '../../types';
import { empleadorActivo, type EmpleadorActor } from '../acceso';

export const SOLO_POSTULANTES = 'Para postularse, entre con su enlace de egresado o con su cuenta de estudiante de servicio social';
export const SIN_EXPEDIENTE = 'No encontramos su expediente de egresado con este correo: escriba a la oficina de egresados';

export type Quien = { tipo: 'staff' } | { tipo: 'empleador'; empleador: EmpleadorActor } | { tipo: 'persona'; usuarioId: number };

const esPersona = (user: AuthUser) => user.roles.includes(ROL_EGRESADO) || user.roles.includes(ROL_ESTUDIANTE);
const esEmpleador = (user: AuthUser) => user.roles.includes(ROL_EMPLEADOR) || user.roles.includes(ROL_INSTITUCION);

export async function requireSesionBolsa(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
}
conAcceso(requireSesionBolsa, 'Una sesión: el personal con «bolsa.ver», un empleador aprobado (sus ofertas) o quien se postuló (lo suyo).');

export async function requirePostulante(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED);
  if (!esPersona(request.user)) throw forbidden(SOLO_POSTULANTES);
}
conAcceso(requirePostulante, 'Una sesión de egresado (enlace de acceso) o de estudiante de servicio social; solo lo suyo.');

export async function quienEs(db: Db, user: AuthUser): Promise<Quien> {
  if (esPersona(user)) return { tipo: 'persona', usuarioId: user.id };
  if (esEmpleador(user)) return { tipo: 'empleador', empleador: await empleadorActivo(db, user) };
  if (can(user, 'bolsa.ver')) return { tipo: 'staff' };
  throw forbidden();
}

export interface Postulante {
  egresadoId: number | null;
  estudianteId: number | null;
  programaId: number;
  generacion: number | null;
  nombre: string;
  correo: string;
  telefono: string | null;
  declaracion: string;
  cvArchivoId: string | null;
}

/**
 * What an applicant sends with every application: their name and contacts and the platform's statement, read from
 * the graduate record (by the signed-in address) or the student's profile. Never CURP, birth date or sex.
 */
export async function postulanteDe(db: Db, user: AuthUser, cvPerfil: string | null): Promise<Postulante> {
  if (user.roles.includes(ROL_ESTUDIANTE)) {
    const [e] = await db
      .select({ e: ssEstudiantes, programa: programas.nombre })
      .from(ssEstudiantes)
      .innerJoin(programas, eq(programas.id, ssEstudiantes.programaId))
      .where(and(eq(ssEstudiantes.usuarioId, user.id), isNull(ssEstudiantes.bloqueadoEn)));
    if (!e) throw forbidden(SOLO_POSTULANTES);
    return {
      egresadoId: e.e.egresadoId, estudianteId: e.e.id, programaId: e.e.programaId, generacion: null,
      nombre: [e.e.nombre, e.e.apellidoPaterno, e.e.apellidoMaterno].filter(Boolean).join(' '), correo: e.e.correo, telefono: e.e.telefono,
      declaracion: `Estudiante de ${e.programa}, ${e.e.semestre}.º semestre`, cvArchivoId: e.e.cvArchivoId,
    };
  }
  const [g] = await db
    .select({ g: egresados, programa: programas.nombre })
    .from(egresados)
    .innerJoin(programas, eq(programas.id, egresados.programaId))
    .where(and(sql`lower(${egresados.correo}) = ${user.email.toLowerCase()}`, sinBloqueo(egresados)));
  if (!g) throw forbidden(SIN_EXPEDIENTE);
  return {
    egresadoId: g.g.id, estudianteId: null, programaId: g.g.programaId, generacion: g.g.anioEgreso,
    nombre: [g.g.nombre, g.g.apellidoPaterno, g.g.apellidoMaterno].filter(Boolean).join(' '), correo: g.g.correo ?? user.email, telefono: g.g.telefono,
    declaracion: `${g.g.verificado ? 'Egresado verificado' : 'Egresado'} de ${g.programa}, generación ${g.g.anioEgreso}`, cvArchivoId: cvPerfil,
  };
}
