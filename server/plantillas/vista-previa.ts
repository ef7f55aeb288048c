// Preview and test send render the form's current (perhaps unsaved) subject and body exactly as a campaign would.
import type { VistaPrevia, VistaPreviaInput } from '../../shared/schemas/plantillas';
import { appUrl } from '../config';
import { forbidden, notFound } from '../lib/http-error';
import type { App } from '../types';
import { datosDeEgresado, datosDeEjemplo, egresadoParaVistaPrevia, nombreCompleto, urlActualizacion } from './datos';
import { compilarPlantilla } from './render';
import { limpiarPlantilla } from './service';

export const PREFIJO_PRUEBA = '[Prueba] ';

/**
 * A real graduate's data (and a working update link) only for someone who may read graduate records;
 * anyone else previews with sample values.
 */
export async function vistaPrevia(app: App, input: VistaPreviaInput, datosReales: boolean): Promise<VistaPrevia> {
  const plantilla = limpiarPlantilla({ asunto: input.asunto, cuerpoHtml: input.cuerpoHtml });
  const egresadoId = input.egresadoId === undefined ? undefined : Number(input.egresadoId);
  if (egresadoId !== undefined && !datosReales) throw forbidden('Para ver la plantilla con los datos de un egresado necesita permiso para ver egresados');
  const egresado = datosReales ? await egresadoParaVistaPrevia(app.db, egresadoId) : undefined;
  if (egresadoId !== undefined && !egresado) throw notFound('El egresado no existe');
  const base = appUrl(app.config);
  const compilada = compilarPlantilla(plantilla);
  const datos = egresado
    ? datosDeEgresado(egresado, egresado.correo && compilada.usa('enlaceActualizacion') ? urlActualizacion(app, { id: egresado.id, correo: egresado.correo }) : '')
    : datosDeEjemplo(base);
  // A real unsubscribe link is signed per campaign; the preview only shows where it goes.
  const mensaje = compilada.render(datos, { enlaceBaja: `${base}/correo/baja` });
  return { ...mensaje, egresado: egresado ? { id: egresado.id, nombreCompleto: nombreCompleto(egresado) } : null };
}

/** The preview, mailed to the signed-in user through the outbox. */
export async function enviarPrueba(app: App, para: string, input: VistaPreviaInput, datosReales: boolean): Promise<{ enviadoA: string }> {
  const { asunto, html, text } = await vistaPrevia(app, input, datosReales);
  await app.mailer.enqueue({ to: para, subject: `${PREFIJO_PRUEBA}${asunto}`, html, text });
  return { enviadoA: para };
}
