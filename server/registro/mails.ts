import { appUrl } from '../config';
import { verificationUrl } from '../auth/verification';
import { renderActionMail } from '../mail/templates';
import type { App } from '../types';

export const PURPOSE_VERIFICACION = 'egresado';
export const PURPOSE_ACTUALIZACION = 'egresado-actualizacion';
export const ACTUALIZACION_TTL_SECONDS = 7 * 24 * 3600;

interface Destinatario {
  id: number;
  nombre: string;
  correo: string;
}

/** A signed token naming the record and its address: a link mailed to an old address stops working once it changes. */
export function actualizacionToken(app: App, egresado: { id: number; correo: string }): string {
  return app.signer.sign({ p: PURPOSE_ACTUALIZACION, id: egresado.id, email: egresado.correo.toLowerCase() }, ACTUALIZACION_TTL_SECONDS);
}

export function leerActualizacionToken(app: App, token: string): { id: number; email: string } | null {
  const data = app.signer.verify<{ p?: unknown; id?: unknown; email?: unknown }>(token);
  if (!data || data.p !== PURPOSE_ACTUALIZACION || typeof data.id !== 'number' || typeof data.email !== 'string') return null;
  return { id: data.id, email: data.email };
}

export async function enviarVerificacion(app: App, egresado: Destinatario): Promise<void> {
  const url = verificationUrl(app.signer, appUrl(app.config), PURPOSE_VERIFICACION, egresado.id, egresado.correo);
  const { html, text } = renderActionMail({
    title: 'Confirme su correo de egresado',
    greeting: `Hola, ${egresado.nombre}:`,
    paragraphs: [
      'Gracias por registrarse en la comunidad de egresados. Para completar su registro, confirme que este correo es suyo.',
      'Por este medio le haremos llegar avisos de la oficina de egresados: ofertas de empleo, eventos y trámites.',
    ],
    action: { label: 'Confirmar mi correo', url },
    note: 'El enlace vence en 7 días. Si usted no se registró, ignore este mensaje y sus datos no se confirmarán.',
  });
  await app.mailer.enqueue({ to: egresado.correo, subject: 'Confirme su correo de egresado', html, text });
}

/** Goes to the address already on file when someone registers again with its matrícula, CURP or correo. */
export async function enviarEnlaceActualizacion(app: App, egresado: Destinatario, motivo: 'registro' | 'solicitud'): Promise<void> {
  const url = `${appUrl(app.config)}/egresados/actualizacion?token=${encodeURIComponent(actualizacionToken(app, egresado))}`;
  const { html, text } = renderActionMail({
    title: 'Revise y actualice sus datos de egresado',
    greeting: `Hola, ${egresado.nombre}:`,
    paragraphs: [
      motivo === 'registro'
        ? 'Recibimos una solicitud de registro con datos que ya forman parte de su expediente de egresado, así que no creamos uno nuevo.'
        : 'Recibimos una solicitud para revisar los datos de su expediente de egresado.',
      'Si fue usted, puede revisar y corregir sus datos con el siguiente enlace.',
    ],
    action: { label: 'Revisar mis datos', url },
    note: 'El enlace vence en 7 días. Si usted no hizo esta solicitud, ignore este mensaje: sus datos no cambiarán.',
  });
  await app.mailer.enqueue({ to: egresado.correo, subject: 'Revise y actualice sus datos de egresado', html, text });
}
