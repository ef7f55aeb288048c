// A student whose account came from the institutional sign-in has no servicio social profile yet: they complete
// it once. Name and email come from the provider (or the account), never from the form.
import { eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AVISO_PRIVACIDAD_VERSION } from '../../../shared/egresados/valores';
import type { PrellenadoPerfil, completarPerfilSchema } from '../../../shared/schemas/servicio-social';
import type { z } from '../../../shared/validation';
import { audit } from '../../audit/service';
import { identidadDeUsuario } from '../../auth/oidc/cuentas';
import { egresados, ssEstudiantes } from '../../db/schema';
import { HttpError, unprocessable } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { programaElegible } from '../../registro/catalogos';
import type { App, AuthUser } from '../../types';
import { PROGRAMA_NO_DISPONIBLE } from '../registro/service';

export const PERFIL_YA_COMPLETO = 'Su perfil de servicio social ya está completo.';
export const MATRICULA_TOMADA = 'Esta matrícula ya tiene un perfil de servicio social. Si es suya, comuníquese con la oficina de servicio social.';
export const CURP_TOMADA = 'Esta CURP ya tiene un perfil de servicio social. Si es suya, comuníquese con la oficina de servicio social.';

/** «Hernández Ruiz» → paterno and materno; a name without family name keeps its last words as surnames. */
function partesDelNombre(nombres: string, apellidos: string, completo: string): Omit<PrellenadoPerfil, 'correo' | 'completo'> {
  if (apellidos) {
    const [paterno, ...materno] = apellidos.split(/\s+/);
    return { nombre: nombres || completo, apellidoPaterno: paterno, apellidoMaterno: materno.join(' ') || null };
  }
  const palabras = completo.split(/\s+/).filter(Boolean);
  if (palabras.length >= 3) return { nombre: palabras.slice(0, -2).join(' '), apellidoPaterno: palabras.at(-2)!, apellidoMaterno: palabras.at(-1)! };
  return { nombre: palabras[0] ?? completo, apellidoPaterno: palabras[1] ?? '', apellidoMaterno: null };
}

async function tienePerfil(app: App, usuarioId: number): Promise<boolean> {
  const [row] = await app.db.select({ id: ssEstudiantes.id }).from(ssEstudiantes).where(eq(ssEstudiantes.usuarioId, usuarioId));
  return !!row;
}

export async function prellenado(app: App, user: AuthUser): Promise<PrellenadoPerfil> {
  if (await tienePerfil(app, user.id)) return { nombre: '', apellidoPaterno: '', apellidoMaterno: null, correo: '', completo: true };
  const identidad = await identidadDeUsuario(app.db, user.id);
  return { ...partesDelNombre(identidad?.nombres ?? '', identidad?.apellidos ?? '', user.name), correo: user.email, completo: false };
}

export async function completarPerfil(app: App, request: FastifyRequest, user: AuthUser, input: z.output<typeof completarPerfilSchema>) {
  const { avisoPrivacidad, ...datos } = input;
  void avisoPrivacidad;
  const nombre = await prellenado(app, user);
  if (nombre.completo) throw new HttpError(409, PERFIL_YA_COMPLETO);
  if (!(await programaElegible(app.db, datos.programaId))) throw unprocessable({ programaId: [PROGRAMA_NO_DISPONIBLE] });
  const tomados = await app.db
    .select({ matricula: ssEstudiantes.matricula, curp: ssEstudiantes.curp })
    .from(ssEstudiantes)
    .where(or(eq(ssEstudiantes.matricula, datos.matricula), eq(ssEstudiantes.curp, datos.curp)));
  const errores = {
    ...(tomados.some((t) => t.matricula === datos.matricula) ? { matricula: [MATRICULA_TOMADA] } : {}),
    ...(tomados.some((t) => t.curp === datos.curp) ? { curp: [CURP_TOMADA] } : {}),
  };
  if (Object.keys(errores).length) throw unprocessable(errores);
  const [egresado] = await app.db.select({ id: egresados.id }).from(egresados).where(eq(egresados.matricula, datos.matricula));
  let id: number;
  try {
    [{ id }] = await app.db
      .insert(ssEstudiantes)
      .values({
        ...datos,
        nombre: nombre.nombre.slice(0, 120),
        apellidoPaterno: nombre.apellidoPaterno.slice(0, 80),
        apellidoMaterno: nombre.apellidoMaterno?.slice(0, 80) ?? null,
        correo: user.email,
        usuarioId: user.id,
        egresadoId: egresado?.id ?? null,
        avisoPrivacidadVersion: AVISO_PRIVACIDAD_VERSION,
        avisoPrivacidadAceptadoEn: new Date(),
      })
      .returning({ id: ssEstudiantes.id });
  } catch (error) {
    // Only a race gets here (the same form sent twice, or someone else's profile written in between).
    if (isUniqueViolation(error)) throw new HttpError(409, PERFIL_YA_COMPLETO);
    throw error;
  }
  await audit(app.db, request, { accion: 'crear', recurso: 'ss-estudiantes', registroId: id, despues: { ...datos, usuarioId: user.id } });
  return id;
}
