// Public registration of a company for the bolsa de trabajo: the account (role empleador) and the employer row in
// one transaction, then the confirmation mail. Whatever happens the answer is the same (201): an address or RFC
// already on file gets a mail at the address on file instead of a new account, and a filled honeypot gets nothing.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ROL_EMPLEADOR, esCorreoGratuito } from '../../../shared/bolsa/valores';
import { AVISOS } from '../../../shared/privacidad';
import { MUNICIPIO_INVALIDO } from '../../../shared/schemas/servicio-social';
import type { registroEmpleadorSchema } from '../../../shared/schemas/bolsa';
import type { z } from '../../../shared/validation';
import { audit } from '../../audit/service';
import { hashPassword } from '../../auth/passwords';
import { verificationUrl } from '../../auth/verification';
import { appUrl } from '../../config';
import { bolsaEmpleadorUsuarios, bolsaEmpleadores } from '../../db/schema';
import { unprocessable } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { municipioCanonico } from '../../servicio-social/catalogos/municipios';
import { crearUsuario, usuarioPorCorreo } from '../../servicio-social/registro/service';
import type { App } from '../../types';
import { enlace, enviarCorreo } from '../correo';

type Registro = z.output<typeof registroEmpleadorSchema>;
class YaExiste extends Error {}

export async function enviarConfirmacionEmpleador(app: App, request: FastifyRequest, user: { id: number; name: string; email: string }, razonSocial: string) {
  await enviarCorreo(app, request, user.email, {
    title: 'Confirme su correo de la bolsa de trabajo',
    greeting: `Hola, ${user.name}:`,
    paragraphs: [`Recibimos el registro de la empresa ${razonSocial} en la bolsa de trabajo. Para activar la cuenta, confirme que este correo es suyo; después la oficina revisará los datos de la empresa.`],
    action: { label: 'Confirmar mi correo', url: verificationUrl(app.signer, appUrl(app.config), 'usuario', user.id, user.email) },
    note: 'El enlace vence en 7 días. Si usted no hizo este registro, ignore este mensaje.',
  });
}

async function avisarExistente(app: App, request: FastifyRequest, correo: string, nombre: string) {
  await enviarCorreo(app, request, correo, {
    title: 'Ya tiene una cuenta en la plataforma',
    greeting: `Hola, ${nombre}:`,
    paragraphs: [
      'Alguien intentó registrar una empresa en la bolsa de trabajo con datos que ya están registrados con este correo.',
      'Si fue usted, inicie sesión con su cuenta; si olvidó su contraseña, puede restablecerla desde la página de inicio de sesión.',
    ],
    action: { label: 'Iniciar sesión', url: enlace(app, '/login') },
    note: 'Si usted no fue, puede ignorar este mensaje: no se creó ninguna cuenta nueva.',
  });
}

export async function registrarEmpleador(app: App, request: FastifyRequest, input: Registro): Promise<void> {
  const { apodo, avisoPrivacidad, compromisoNoDiscriminacion, contacto, ...datos } = input;
  void avisoPrivacidad;
  void compromisoNoDiscriminacion;
  if (apodo?.trim()) {
    request.log.info({ honeypot: true }, 'registro de empleador descartado: campo trampa lleno');
    return;
  }
  const municipio = municipioCanonico(datos.entidad, datos.municipio);
  if (!municipio) throw unprocessable({ municipio: [MUNICIPIO_INVALIDO] });
  const passwordHash = await hashPassword(contacto.password);
  const ahora = new Date();
  let creado: { usuarioId: number; empleadorId: number };
  try {
    creado = await app.db.transaction(async (tx) => {
      if (await usuarioPorCorreo(tx, contacto.correo)) throw new YaExiste();
      const [conRfc] = await tx.select({ id: bolsaEmpleadores.id }).from(bolsaEmpleadores).where(eq(bolsaEmpleadores.rfc, datos.rfc));
      if (conRfc) throw new YaExiste();
      const usuarioId = await crearUsuario(tx, { name: contacto.nombre, email: contacto.correo, passwordHash, rol: ROL_EMPLEADOR });
      const [empleador] = await tx
        .insert(bolsaEmpleadores)
        .values({
          ...datos,
          municipio,
          contactoNombre: contacto.nombre,
          contactoCorreo: contacto.correo,
          contactoTelefono: contacto.telefono,
          correoGratuito: esCorreoGratuito(contacto.correo),
          avisoPrivacidadVersion: AVISOS.bolsa.version,
          avisoPrivacidadAceptadoEn: ahora,
          compromisoNoDiscriminacionEn: ahora,
        })
        .returning({ id: bolsaEmpleadores.id });
      await tx.insert(bolsaEmpleadorUsuarios).values({ usuarioId, empleadorId: empleador.id });
      return { usuarioId, empleadorId: empleador.id };
    });
  } catch (error) {
    if (!(error instanceof YaExiste) && !isUniqueViolation(error)) throw error;
    const usuario = await usuarioPorCorreo(app.db, contacto.correo);
    if (usuario) return avisarExistente(app, request, usuario.email, usuario.name);
    const [otro] = await app.db.select({ correo: bolsaEmpleadores.contactoCorreo, nombre: bolsaEmpleadores.contactoNombre }).from(bolsaEmpleadores).where(eq(bolsaEmpleadores.rfc, datos.rfc));
    if (otro) await avisarExistente(app, request, otro.correo, otro.nombre);
    return;
  }
  await audit(app.db, request, {
    accion: 'crear', recurso: 'bolsa-empleadores', registroId: creado.empleadorId, actorEmail: contacto.correo,
    despues: { ...datos, municipio, contactoNombre: contacto.nombre, contactoCorreo: contacto.correo },
  });
  await enviarConfirmacionEmpleador(app, request, { id: creado.usuarioId, name: contacto.nombre, email: contacto.correo }, datos.razonSocial);
}
