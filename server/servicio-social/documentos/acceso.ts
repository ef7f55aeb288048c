// Who is calling the documents API and what they may reach: a student their own documents, an institution the
// documents of services at it (never the students' private notes), staff with ss-documentos.ver all of them.
// Every query below adds `alcance(lector)` (lists) or `alcanceLectura(lector)` (anything that shows or moves one
// document) to its WHERE, so a foreign id, or another party's draft never sent, is simply not found (404).
import { and, eq, gt, inArray, ne, or, type SQL } from 'drizzle-orm';
import { sinBloqueo } from '../../arco/bloqueo';
import type { FastifyRequest } from 'fastify';
import { can } from '../../../shared/permissions';
import { TIPOS_DOCUMENTO, TIPOS_DOCUMENTO_LISTA, type ParteDocumento } from '../../../shared/servicio-social/documentos';
import { ROL_ESTUDIANTE, ROL_INSTITUCION } from '../../../shared/servicio-social/valores';
import type { Db } from '../../db/client';
import { ssDocumentos, ssEstudiantes, ssPrestaciones } from '../../db/schema';
import { HttpError, forbidden } from '../../lib/http-error';
import { UNAUTHENTICATED } from '../../plugins/auth';
import { estudianteDe, institucionIdDe } from '../comun/actor';

export type Lector =
  | { tipo: 'estudiante'; estudianteId: number; usuarioId: number; parte: 'estudiante' }
  | { tipo: 'institucion'; institucionId: number; usuarioId: number; parte: 'institucion' }
  | { tipo: 'staff'; usuarioId: number; parte: 'oficina' | null };

export async function lectorDe(db: Db, request: FastifyRequest): Promise<Lector> {
  const user = request.user;
  if (!user) throw new HttpError(401, UNAUTHENTICATED);
  if (user.roles.includes(ROL_ESTUDIANTE)) return { tipo: 'estudiante', estudianteId: (await estudianteDe(db, user)).id, usuarioId: user.id, parte: 'estudiante' };
  if (user.roles.includes(ROL_INSTITUCION)) return { tipo: 'institucion', institucionId: (await institucionIdDe(db, user)).institucionId, usuarioId: user.id, parte: 'institucion' };
  if (!can(user, 'ss-documentos.ver')) throw forbidden();
  return { tipo: 'staff', usuarioId: user.id, parte: can(user, 'ss-documentos.editar') ? 'oficina' : null };
}

/** The owner condition; queries join ss_prestaciones (left) so the institution's can be checked. */
export function alcance(lector: Lector): SQL | undefined {
  if (lector.tipo === 'estudiante') return eq(ssDocumentos.estudianteId, lector.estudianteId);
  // Staff and institutions never see a student blocked after an ARCO cancellation (queries join ss_estudiantes).
  if (lector.tipo === 'institucion') return and(eq(ssPrestaciones.institucionId, lector.institucionId), ne(ssDocumentos.tipo, 'libre'), sinBloqueo(ssEstudiantes));
  return sinBloqueo(ssEstudiantes);
}

const tiposQueRedacta = (parte: ParteDocumento) => TIPOS_DOCUMENTO_LISTA.filter((t) => TIPOS_DOCUMENTO[t].autor === parte);

/**
 * `alcance` without the drafts another party has not sent yet (esBorradorAjeno in shared): their writer's only.
 * Lists keep them, shown as «en preparación» without their text (consultas.ts).
 */
export function alcanceLectura(lector: Lector): SQL | undefined {
  if (lector.tipo === 'staff') return alcance(lector);
  return and(alcance(lector), or(gt(ssDocumentos.version, 0), inArray(ssDocumentos.tipo, tiposQueRedacta(lector.tipo))));
}

/** The party the caller acts as; staff who can only read act as nobody. */
export function parteDe(lector: Lector): ParteDocumento {
  if (!lector.parte) throw forbidden('Su rol puede consultar los documentos, pero no modificarlos ni revisarlos');
  return lector.parte;
}
