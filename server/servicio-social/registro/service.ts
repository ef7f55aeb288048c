// Public registration of students and institutions, invitations of colleagues, and the portal password.
// Every outcome that is not a field error answers the same (202): an address, matrícula, CURP or RFC already
// on file gets a mail at the address on file instead of a new account, and a filled honeypot gets nothing.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AVISOS } from '../../../shared/privacidad';
import {
  MENSAJES_SS, MUNICIPIO_INVALIDO,
  type InvitacionInfo, type aceptarInvitacionSchema, type institucionDatosSchema, type registroEstudianteSchema, type registroInstitucionSchema,
} from '../../../shared/schemas/servicio-social';
import { ROL_ESTUDIANTE, ROL_INSTITUCION } from '../../../shared/servicio-social/valores';
import { APP_NAME } from '../../../shared/routes';
import type { z } from '../../../shared/validation';
import { audit } from '../../audit/service';
import { appUrl } from '../../config';
import { burnPasswordTime, hashPassword, verifyPassword } from '../../auth/passwords';
import { fijarPassword } from '../../auth/cambio-password';
import { verificationUrl } from '../../auth/verification';
import type { Db } from '../../db/client';
import { egresados, roles, ssEstudiantes, ssInstitucionUsuarios, ssInstituciones, usuarioRoles, usuarios } from '../../db/schema';
import { HttpError, unprocessable } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { programaElegible } from '../../registro/catalogos';
import type { App, AuthUser } from '../../types';
import { municipioCanonico } from '../catalogos/municipios';
import { citado, enlace, enviarCorreo } from '../comun/correo';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type RegistroEstudiante = z.output<typeof registroEstudianteSchema>;
type RegistroInstitucion = z.output<typeof registroInstitucionSchema>;
export type InstitucionDatos = z.output<typeof institucionDatosSchema>;

export const PROGRAMA_NO_DISPONIBLE = 'Seleccione un programa de la lista';
const INVITACION_TTL = 7 * 24 * 3600;
const PURPOSE_INVITACION = 'ss-invitacion';

class YaExiste extends Error {}

export async function usuarioPorCorreo(db: Db | Tx, correo: string) {
  const [row] = await db
    .select({ id: usuarios.id, name: usuarios.name, email: usuarios.email, emailVerifiedAt: usuarios.emailVerifiedAt })
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${correo.toLowerCase()}`);
  return row;
}

export async function crearUsuario(tx: Tx, datos: { name: string; email: string; passwordHash: string; rol: string; verificado?: boolean }) {
  const [rol] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.nombre, datos.rol));
  if (!rol) throw new Error(`No existe el rol ${datos.rol}`);
  const [user] = await tx
    .insert(usuarios)
    .values({ name: datos.name.slice(0, 160), email: datos.email, passwordHash: datos.passwordHash, emailVerifiedAt: datos.verificado ? new Date() : null })
    .returning({ id: usuarios.id });
  await tx.insert(usuarioRoles).values({ usuarioId: user.id, rolId: rol.id });
  return user.id;
}

export async function enviarVerificacionPortal(app: App, request: FastifyRequest, user: { id: number; name: string; email: string }, que: string) {
  const url = verificationUrl(app.signer, appUrl(app.config), 'usuario', user.id, user.email);
  await enviarCorreo(app, request, user.email, {
    title: 'Confirme su correo de servicio social',
    greeting: `Hola, ${user.name}:`,
    paragraphs: [`Recibimos el registro de ${que} en el portal de servicio social. Para activar la cuenta, confirme que este correo es suyo.`],
    action: { label: 'Confirmar mi correo', url },
    note: 'El enlace vence en 7 días. Si usted no se registró, ignore este mensaje.',
  });
}

async function avisarCuentaExistente(app: App, request: FastifyRequest, correo: string, nombre: string) {
  await enviarCorreo(app, request, correo, {
    title: 'Ya tiene una cuenta de servicio social',
    greeting: `Hola, ${nombre}:`,
    paragraphs: [
      'Alguien intentó registrarse en el portal de servicio social con datos que ya están registrados con este correo.',
      'Si fue usted, inicie sesión con su cuenta; si olvidó su contraseña, puede restablecerla desde la página de inicio de sesión.',
    ],
    action: { label: 'Iniciar sesión', url: enlace(app, '/login') },
    note: 'Si usted no fue, puede ignorar este mensaje: no se creó ninguna cuenta nueva.',
  });
}

export async function registrarEstudiante(app: App, request: FastifyRequest, input: RegistroEstudiante): Promise<void> {
  const { apodo, avisoPrivacidad, password, ...datos } = input;
  void avisoPrivacidad;
  if (apodo?.trim()) {
    request.log.info({ honeypot: true }, 'registro de estudiante descartado: campo trampa lleno');
    return;
  }
  if (!(await programaElegible(app.db, datos.programaId))) throw unprocessable({ programaId: [PROGRAMA_NO_DISPONIBLE] });
  // Hashing first keeps the time the same whether or not the person exists.
  const passwordHash = await hashPassword(password);

  const avisarExistentes = async () => {
    const existentes = await app.db
      .select({ correo: usuarios.email, nombre: usuarios.name })
      .from(usuarios)
      .leftJoin(ssEstudiantes, eq(ssEstudiantes.usuarioId, usuarios.id))
      .where(or(sql`lower(${usuarios.email}) = ${datos.correo}`, eq(ssEstudiantes.matricula, datos.matricula), eq(ssEstudiantes.curp, datos.curp)))
      .limit(3);
    for (const e of existentes) await avisarCuentaExistente(app, request, e.correo, e.nombre);
  };

  let creado: { usuarioId: number; estudianteId: number };
  try {
    creado = await app.db.transaction(async (tx) => {
      const [existe] = await tx
        .select({ id: usuarios.id })
        .from(usuarios)
        .leftJoin(ssEstudiantes, eq(ssEstudiantes.usuarioId, usuarios.id))
        .where(or(sql`lower(${usuarios.email}) = ${datos.correo}`, eq(ssEstudiantes.matricula, datos.matricula), eq(ssEstudiantes.curp, datos.curp)))
        .limit(1);
      const [otroEstudiante] = existe
        ? [existe]
        : await tx.select({ id: ssEstudiantes.id }).from(ssEstudiantes).where(or(eq(ssEstudiantes.matricula, datos.matricula), eq(ssEstudiantes.curp, datos.curp))).limit(1);
      if (otroEstudiante) throw new YaExiste();
      const nombreCompleto = [datos.nombre, datos.apellidoPaterno, datos.apellidoMaterno].filter(Boolean).join(' ');
      const usuarioId = await crearUsuario(tx, { name: nombreCompleto, email: datos.correo, passwordHash, rol: ROL_ESTUDIANTE });
      // The same person later becomes a graduate: the matrícula links the records.
      const [egresado] = await tx.select({ id: egresados.id }).from(egresados).where(eq(egresados.matricula, datos.matricula));
      const [estudiante] = await tx
        .insert(ssEstudiantes)
        .values({
          ...datos,
          usuarioId,
          egresadoId: egresado?.id ?? null,
          avisoPrivacidadVersion: AVISOS['servicio-social'].version,
          avisoPrivacidadAceptadoEn: new Date(),
        })
        .returning({ id: ssEstudiantes.id });
      return { usuarioId, estudianteId: estudiante.id };
    });
  } catch (error) {
    if (error instanceof YaExiste || isUniqueViolation(error)) return avisarExistentes();
    throw error;
  }
  await audit(app.db, request, {
    accion: 'crear', recurso: 'ss-estudiantes', registroId: creado.estudianteId, actorEmail: datos.correo,
    despues: { ...datos, usuarioId: creado.usuarioId },
  });
  await enviarVerificacionPortal(app, request, { id: creado.usuarioId, name: datos.nombre, email: datos.correo }, 'su cuenta de estudiante');
}

/** The municipio as the list spells it, or a 422 next to the field. */
export function validarMunicipio<T extends { entidadFederativa: string; municipio: string }>(datos: T): T {
  const municipio = municipioCanonico(datos.entidadFederativa, datos.municipio);
  if (!municipio) throw unprocessable({ municipio: [MUNICIPIO_INVALIDO] });
  return { ...datos, municipio };
}

export function columnasInstitucion(datos: InstitucionDatos) {
  const { responsable, ...resto } = datos;
  return {
    ...resto,
    responsableNombre: responsable.nombre,
    responsableCargo: responsable.cargo,
    responsableCorreo: responsable.correo,
    responsableTelefono: responsable.telefono,
  };
}

export async function registrarInstitucion(app: App, request: FastifyRequest, input: RegistroInstitucion): Promise<void> {
  const { apodo, avisoPrivacidad, password, ...resto } = input;
  void avisoPrivacidad;
  if (apodo?.trim()) {
    request.log.info({ honeypot: true }, 'registro de institución descartado: campo trampa lleno');
    return;
  }
  const datos = validarMunicipio(resto);
  const passwordHash = await hashPassword(password);
  const correo = datos.responsable.correo;

  const avisarExistentes = async () => {
    const usuario = await usuarioPorCorreo(app.db, correo);
    if (usuario) await avisarCuentaExistente(app, request, usuario.email, usuario.name);
    const [conRfc] = await app.db
      .select({ correo: ssInstituciones.responsableCorreo, nombre: ssInstituciones.responsableNombre })
      .from(ssInstituciones)
      .where(eq(ssInstituciones.rfc, datos.rfc));
    if (conRfc && conRfc.correo.toLowerCase() !== usuario?.email.toLowerCase()) await avisarCuentaExistente(app, request, conRfc.correo, conRfc.nombre);
  };

  let creado: { usuarioId: number; institucionId: number };
  try {
    creado = await app.db.transaction(async (tx) => {
      if (await usuarioPorCorreo(tx, correo)) throw new YaExiste();
      const [conRfc] = await tx.select({ id: ssInstituciones.id }).from(ssInstituciones).where(eq(ssInstituciones.rfc, datos.rfc));
      if (conRfc) throw new YaExiste();
      const usuarioId = await crearUsuario(tx, { name: datos.responsable.nombre, email: correo, passwordHash, rol: ROL_INSTITUCION });
      const [institucion] = await tx
        .insert(ssInstituciones)
        .values({ ...columnasInstitucion(datos), estado: 'pendiente', avisoPrivacidadVersion: AVISOS['servicio-social'].version, avisoPrivacidadAceptadoEn: new Date() })
        .returning({ id: ssInstituciones.id });
      await tx.insert(ssInstitucionUsuarios).values({ usuarioId, institucionId: institucion.id, responsable: true });
      return { usuarioId, institucionId: institucion.id };
    });
  } catch (error) {
    if (error instanceof YaExiste || isUniqueViolation(error)) return avisarExistentes();
    throw error;
  }
  await audit(app.db, request, { accion: 'crear', recurso: 'ss-instituciones', registroId: creado.institucionId, actorEmail: correo, despues: datos });
  await enviarVerificacionPortal(app, request, { id: creado.usuarioId, name: datos.responsable.nombre, email: correo }, `la institución ${datos.razonSocial}`);
}

/** A new verification link for an unverified portal account with this address; silent otherwise. */
export async function reenviarVerificacionPortal(app: App, request: FastifyRequest, correo: string): Promise<void> {
  const [pendiente] = await app.db
    .select({ id: usuarios.id, name: usuarios.name, email: usuarios.email })
    .from(usuarios)
    .innerJoin(usuarioRoles, eq(usuarioRoles.usuarioId, usuarios.id))
    .innerJoin(roles, eq(roles.id, usuarioRoles.rolId))
    .where(and(sql`lower(${usuarios.email}) = ${correo}`, sql`${usuarios.emailVerifiedAt} is null`, inArray(roles.nombre, [ROL_ESTUDIANTE, ROL_INSTITUCION])))
    .limit(1);
  if (pendiente) await enviarVerificacionPortal(app, request, pendiente, 'su cuenta');
}

// ── Colleagues ───────────────────────────────────────────────────────────────────────────────────────

export async function invitarColega(app: App, request: FastifyRequest, institucionId: number, invitado: { nombre: string; correo: string }) {
  const [institucion] = await app.db.select({ razonSocial: ssInstituciones.razonSocial }).from(ssInstituciones).where(eq(ssInstituciones.id, institucionId));
  const token = app.signer.sign({ p: PURPOSE_INVITACION, i: institucionId, email: invitado.correo, n: invitado.nombre }, INVITACION_TTL);
  await audit(app.db, request, { accion: 'crear', recurso: 'ss-invitaciones', registroId: institucionId, despues: invitado });
  await enviarCorreo(app, request, invitado.correo, {
    title: 'Invitación al portal de servicio social',
    // Names are what the institution typed: quoted as plain text, never a greeting or a link (issue 19).
    greeting: 'Hola:',
    paragraphs: [
      `Una institución receptora validada por la oficina de servicio social le invita a administrar sus programas y vacantes en ${APP_NAME}.`,
      `Institución: ${citado(institucion?.razonSocial ?? '')}. Invita: ${citado(request.user!.name)}. Invitación a nombre de: ${citado(invitado.nombre)}.`,
      'Para aceptar, siga el enlace y elija una contraseña.',
    ],
    action: { label: 'Aceptar la invitación', url: enlace(app, `/servicio-social/invitacion?token=${encodeURIComponent(token)}`) },
    note: 'La invitación vence en 7 días. Si no esperaba este mensaje, ignórelo.',
  });
}

function leerInvitacion(app: App, token: string) {
  const data = app.signer.verify<{ p?: unknown; i?: unknown; email?: unknown; n?: unknown }>(token);
  if (!data || data.p !== PURPOSE_INVITACION || typeof data.i !== 'number' || typeof data.email !== 'string' || typeof data.n !== 'string') {
    throw new HttpError(410, MENSAJES_SS.invitacionInvalida);
  }
  return { institucionId: data.i, correo: data.email, nombre: data.n };
}

export async function infoInvitacion(app: App, token: string): Promise<InvitacionInfo> {
  const inv = leerInvitacion(app, token);
  const [institucion] = await app.db.select({ razonSocial: ssInstituciones.razonSocial }).from(ssInstituciones).where(eq(ssInstituciones.id, inv.institucionId));
  if (!institucion || (await usuarioPorCorreo(app.db, inv.correo))) throw new HttpError(410, MENSAJES_SS.invitacionInvalida);
  return { institucion: institucion.razonSocial, correo: inv.correo, nombre: inv.nombre };
}

export async function aceptarInvitacion(app: App, request: FastifyRequest, input: z.output<typeof aceptarInvitacionSchema>) {
  const inv = leerInvitacion(app, input.token);
  const passwordHash = await hashPassword(input.password);
  try {
    const usuarioId = await app.db.transaction(async (tx) => {
      const [institucion] = await tx.select({ id: ssInstituciones.id }).from(ssInstituciones).where(eq(ssInstituciones.id, inv.institucionId));
      if (!institucion || (await usuarioPorCorreo(tx, inv.correo))) throw new HttpError(410, MENSAJES_SS.invitacionInvalida);
      // Following the mailed link proves the address.
      const id = await crearUsuario(tx, { name: input.nombre, email: inv.correo, passwordHash, rol: ROL_INSTITUCION, verificado: true });
      await tx.insert(ssInstitucionUsuarios).values({ usuarioId: id, institucionId: inv.institucionId, responsable: false });
      return id;
    });
    await audit(app.db, request, { accion: 'crear', recurso: 'ss-institucion-usuarios', registroId: usuarioId, actorEmail: inv.correo, despues: { institucionId: inv.institucionId, correo: inv.correo } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(410, MENSAJES_SS.invitacionInvalida);
    throw error;
  }
}

// ── Password ─────────────────────────────────────────────────────────────────────────────────────────

/** Changes a portal account's password, as staff change theirs: this session stays, the others and every reset link end. */
export async function cambiarPassword(app: App, request: FastifyRequest, user: AuthUser, actual: string, nueva: string) {
  const [row] = await app.db.select({ hash: usuarios.passwordHash }).from(usuarios).where(eq(usuarios.id, user.id));
  if (!row || !(await verifyPassword(row.hash, actual))) {
    if (!row) await burnPasswordTime(actual);
    throw unprocessable({ actual: [MENSAJES_SS.passwordActualIncorrecta] });
  }
  const passwordHash = await hashPassword(nueva);
  await app.db.transaction((tx) => fijarPassword(tx, user.id, passwordHash, { conservarSesion: user.sessionId }));
  await audit(app.db, request, { accion: 'editar', recurso: 'usuarios', registroId: user.id, antes: { password: true }, despues: { passwordCambiada: true } });
}
