import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AVISO_PRIVACIDAD_VERSION } from '../../shared/egresados/valores';
import type { actualizacionSchema, registroSchema } from '../../shared/schemas/egresados';
import {
  ACTUALIZACION_ENLACE_INVALIDO,
  CORREO_EN_OTRO_EXPEDIENTE,
  CURP_EN_OTRO_EXPEDIENTE,
  type ActualizacionGuardada,
  type ExpedientePropio,
} from '../../shared/schemas/registro';
import type { z } from '../../shared/validation';
import { audit } from '../audit/service';
import { egresadoColumns } from '../egresados/consulta';
import { egresados, niveles, programas } from '../db/schema';
import { HttpError, unprocessable } from '../lib/http-error';
import { isUniqueViolation } from '../lib/pg-errors';
import type { App } from '../types';
import { programaElegible } from './catalogos';
import { actualizacionToken, enviarEnlaceActualizacion, enviarVerificacion, leerActualizacionToken } from './mails';

type RegistroValues = z.output<typeof registroSchema>;
type ActualizacionValues = z.output<typeof actualizacionSchema>;

export const PROGRAMA_NO_DISPONIBLE = 'Seleccione un programa de la lista';

/** A mail that cannot be queued is logged; the answer must not differ from the other paths because of it. */
async function quietly(request: FastifyRequest, what: string, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    request.log.error({ err: error }, `no se pudo encolar el correo de ${what}`);
  }
}

/** The records that already hold this matrícula, CURP or correo (at most one each). */
async function existentes(app: App, datos: { matricula: string; curp: string | null; correo: string }) {
  return app.db
    .select({ id: egresados.id, nombre: egresados.nombre, correo: egresados.correo })
    .from(egresados)
    .where(or(eq(egresados.matricula, datos.matricula), eq(egresados.correo, datos.correo), datos.curp ? eq(egresados.curp, datos.curp) : undefined))
    .limit(3);
}

/**
 * The public registration. Every outcome that is not a field error looks the same from outside: a new record
 * gets a verification mail, a known matrícula, CURP or correo sends the address on file a link to its own
 * data instead, and a bot that filled the honeypot gets nothing at all.
 */
export async function registrar(app: App, request: FastifyRequest, input: RegistroValues): Promise<void> {
  const { avisoPrivacidad, sitioWeb, ...datos } = input;
  void avisoPrivacidad;
  if (sitioWeb?.trim()) {
    request.log.info({ honeypot: true }, 'registro de egresado descartado: campo trampa lleno');
    return;
  }
  if (!(await programaElegible(app.db, datos.programaId))) throw unprocessable({ programaId: [PROGRAMA_NO_DISPONIBLE] });

  const avisarExistentes = async () => {
    for (const { correo, ...existente } of await existentes(app, datos)) {
      // A record staff captured without an address has nowhere to send the link: the answer stays the same.
      if (correo) await quietly(request, 'actualización', () => enviarEnlaceActualizacion(app, { ...existente, correo }, 'registro'));
    }
  };
  if ((await existentes(app, datos)).length > 0) return avisarExistentes();

  let creado: typeof egresados.$inferSelect;
  try {
    [creado] = await app.db
      .insert(egresados)
      .values({
        ...datos,
        origen: 'registro',
        verificado: false,
        avisoPrivacidadVersion: AVISO_PRIVACIDAD_VERSION,
        avisoPrivacidadAceptadoEn: new Date(),
      })
      .returning();
  } catch (error) {
    // Someone took the same matrícula, CURP or correo between the check and the insert.
    if (isUniqueViolation(error)) return avisarExistentes();
    throw error;
  }
  const { busqueda, ...despues } = creado;
  void busqueda;
  await audit(app.db, request, { accion: 'crear', recurso: 'egresados', registroId: creado.id, despues, actorEmail: datos.correo });
  await quietly(request, 'verificación', () => enviarVerificacion(app, { id: creado.id, nombre: creado.nombre, correo: datos.correo }));
}

/** Sends a new verification link when an unverified record has this address; silent otherwise. */
export async function reenviarVerificacion(app: App, request: FastifyRequest, correo: string): Promise<void> {
  const [pendiente] = await app.db
    .select({ id: egresados.id, nombre: egresados.nombre })
    .from(egresados)
    .where(and(eq(egresados.correo, correo), eq(egresados.verificado, false)));
  if (pendiente) await quietly(request, 'verificación', () => enviarVerificacion(app, { ...pendiente, correo }));
}

/** Sends the link to review one's own data to the record with this address; silent otherwise. */
export async function solicitarEnlaceActualizacion(app: App, request: FastifyRequest, correo: string): Promise<void> {
  const [egresado] = await app.db
    .select({ id: egresados.id, nombre: egresados.nombre })
    .from(egresados)
    .where(eq(egresados.correo, correo));
  if (egresado) await quietly(request, 'actualización', () => enviarEnlaceActualizacion(app, { ...egresado, correo }, 'solicitud'));
}

// The graduate's own view (plus the id, which never leaves the server): the staff columns minus what only staff read.
const { programaClave: _clave, verificadoEn: _verificadoEn, origen: _origen, avisoPrivacidadVersion: _version,
  avisoPrivacidadAceptadoEn: _aceptado, createdAt: _createdAt, updatedAt: _updatedAt, ...expedienteColumns } = egresadoColumns;

const enlaceInvalido = () => new HttpError(410, ACTUALIZACION_ENLACE_INVALIDO, { token: [ACTUALIZACION_ENLACE_INVALIDO] });

/** The record a link names, as long as the link is genuine, unexpired and its address is still the record's. */
async function expedientePorToken(app: App, token: string) {
  const data = leerActualizacionToken(app, token);
  if (!data) throw enlaceInvalido();
  const [row] = await app.db
    .select(expedienteColumns)
    .from(egresados)
    .innerJoin(programas, eq(programas.id, egresados.programaId))
    .innerJoin(niveles, eq(niveles.id, programas.nivelId))
    .where(and(eq(egresados.id, data.id), eq(egresados.correo, data.email)));
  if (!row) throw enlaceInvalido();
  return { ...row, correo: data.email };
}

function propio(row: Awaited<ReturnType<typeof expedientePorToken>>): ExpedientePropio {
  const { id, ...rest } = row;
  void id;
  return rest as ExpedientePropio;
}

export async function leerExpediente(app: App, token: string): Promise<ExpedientePropio> {
  return propio(await expedientePorToken(app, token));
}

/** Which of CURP and correo another record already holds, as field errors in words that reveal nothing more. */
async function duplicadosEnOtro(app: App, id: number, datos: { curp: string | null; correo: string }) {
  const otros = await app.db
    .select({ curp: egresados.curp, correo: egresados.correo })
    .from(egresados)
    .where(and(ne(egresados.id, id), or(eq(egresados.correo, datos.correo), datos.curp ? eq(egresados.curp, datos.curp) : undefined)));
  const errors: Record<string, string[]> = {};
  if (otros.some((o) => o.correo === datos.correo)) errors.correo = [CORREO_EN_OTRO_EXPEDIENTE];
  if (datos.curp && otros.some((o) => o.curp === datos.curp)) errors.curp = [CURP_EN_OTRO_EXPEDIENTE];
  return errors;
}

/** The graduate's own correction through the emailed link; a new correo must be confirmed again. */
export async function actualizarExpediente(
  app: App,
  request: FastifyRequest,
  token: string,
  datos: ActualizacionValues,
): Promise<ActualizacionGuardada> {
  const antes = await expedientePorToken(app, token);
  // A program retired after the graduate registered stays theirs; choosing another needs an active one.
  if (datos.programaId !== antes.programaId && !(await programaElegible(app.db, datos.programaId))) {
    throw unprocessable({ programaId: [PROGRAMA_NO_DISPONIBLE] });
  }
  const duplicados = await duplicadosEnOtro(app, antes.id, datos);
  if (Object.keys(duplicados).length) throw unprocessable(duplicados);

  const correoCambiado = datos.correo !== antes.correo;
  try {
    const updated = await app.db
      .update(egresados)
      .set({
        ...datos,
        ...(correoCambiado ? { verificado: false, verificadoEn: null } : {}),
        actualizadoPorEgresadoEn: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(egresados.id, antes.id), eq(egresados.correo, antes.correo)))
      .returning({ id: egresados.id });
    if (updated.length === 0) throw enlaceInvalido();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const ahora = await duplicadosEnOtro(app, antes.id, datos);
    throw unprocessable(Object.keys(ahora).length ? ahora : { correo: [CORREO_EN_OTRO_EXPEDIENTE] });
  }

  const nuevoToken = actualizacionToken(app, { id: antes.id, correo: datos.correo });
  const despues = await expedientePorToken(app, nuevoToken);
  await audit(app.db, request, {
    accion: 'editar',
    recurso: 'egresados',
    registroId: antes.id,
    antes: propio(antes),
    despues: propio(despues),
    actorEmail: antes.correo,
  });
  if (correoCambiado) await quietly(request, 'verificación', () => enviarVerificacion(app, despues));
  return {
    message: correoCambiado
      ? 'Guardamos sus datos. Le enviamos un correo a su nueva dirección para confirmarla.'
      : 'Guardamos sus datos. Gracias por mantener su expediente al día.',
    egresado: propio(despues),
    token: nuevoToken,
    correoCambiado,
  };
}
