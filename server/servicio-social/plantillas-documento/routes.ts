import multipart from '@fastify/multipart';
import { z } from 'zod';
import { plantillaDocumentoSchema } from '../../../shared/schemas/servicio-social-documentos';
import { plantillaDocumentoVistaSchema } from '../../../shared/schemas/servicio-social-documentos-respuesta';
import { respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { borrarArchivo, buscarArchivo, conArchivos, enviarArchivo } from '../../archivos/almacen';
import { opcionesMultipart, recibirFormulario } from '../../archivos/multipart';
import { audit } from '../../audit/service';
import { almacenDe } from '../../archivos/almacenamiento';
import { notFound, unprocessable } from '../../lib/http-error';
import { respuestaArchivo } from '../../lib/respuesta-archivo';
import { sendList } from '../../lib/rest';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import { cambiarLogoPlantilla, guardarPlantillaDocumento, leerPlantillaDocumento, listarPlantillasDocumento, plantillaDe } from './service';

const ver = { onRequest: requirePermission('ss-plantillas.ver') };
const editar = { onRequest: requirePermission('ss-plantillas.editar') };
const params = z.object({ tipo: z.string().max(30) });
const LOGO_MAX_MB = 2;
const respuestas = respuestasDeRecurso(plantillaDocumentoVistaSchema);

export default async function plantillasDocumentoRoutes(app: App) {
  await app.register(multipart, opcionesMultipart(LOGO_MAX_MB, 1));
  const almacen = almacenDe(app.config);

  // react-admin reads the eight templates as records whose id is the type.
  app.get('/plantillas-documentos', { ...ver, schema: { response: respuestas.lista } }, async (_request, reply) => {
    const filas = await listarPlantillasDocumento(app.db);
    return sendList(reply, 'plantillas-documentos', filas, filas.length, 0);
  });
  app.get('/plantillas-documentos/:tipo', { ...ver, schema: { params, response: respuestas.uno } }, async (request) => leerPlantillaDocumento(app.db, request.params.tipo));
  app.put('/plantillas-documentos/:tipo', { ...editar, schema: { params, body: plantillaDocumentoSchema, response: respuestas.uno } }, async (request) => {
    const antes = await leerPlantillaDocumento(app.db, request.params.tipo);
    const despues = await guardarPlantillaDocumento(app.db, request.params.tipo, request.body, request.user!.id);
    await audit(app.db, request, { accion: 'editar', recurso: 'ss-plantillas', registroId: request.params.tipo, antes, despues });
    return despues;
  });

  // The letterhead logo (PNG or JPG by content), printed at the top of every PDF of the type from then on.
  app.get('/plantillas-documentos/:tipo/logo', { ...ver, schema: { params, response: { 200: respuestaArchivo('El logotipo de la plantilla, en PNG o JPG.', 'image/png', 'image/jpeg') } } }, async (request, reply) => {
    await leerPlantillaDocumento(app.db, request.params.tipo);
    const { logoArchivoId } = await plantillaDe(app.db, request.params.tipo as Parameters<typeof plantillaDe>[1]);
    const archivo = logoArchivoId ? await buscarArchivo(app.db, logoArchivoId) : undefined;
    if (!archivo) throw notFound('La plantilla no tiene logotipo');
    return enviarArchivo(reply, almacen, archivo, { inline: true });
  });
  app.post('/plantillas-documentos/:tipo/logo', { ...editar, schema: { params, response: respuestas.uno } }, async (request) => {
    await leerPlantillaDocumento(app.db, request.params.tipo);
    const formulario = await recibirFormulario(request, almacen, (campo) => (campo === 'logo' ? { tipos: ['png', 'jpg'], maxMb: LOGO_MAX_MB } : undefined));
    try {
      if (Object.keys(formulario.errores).length) throw unprocessable(formulario.errores);
      const archivo = formulario.archivos.get('logo');
      if (!archivo) throw unprocessable({ logo: ['Adjunte el logotipo en PNG o JPG'] });
      const { plantilla, anterior } = await conArchivos(app.db, almacen, async (tx, guardar) => {
        const id = await guardar(archivo, { area: 'servicio-social', creadoPor: request.user!.id });
        return cambiarLogoPlantilla(tx, request.params.tipo, id, request.user!.id);
      });
      if (anterior) await borrarArchivo(app.db, almacen, anterior);
      await audit(app.db, request, { accion: 'editar', recurso: 'ss-plantillas', registroId: request.params.tipo, despues: { logo: archivo.nombre } });
      return plantilla;
    } finally {
      formulario.limpiar();
    }
  });
  app.delete('/plantillas-documentos/:tipo/logo', { ...editar, schema: { params, response: respuestas.uno } }, async (request) => {
    const { plantilla, anterior } = await cambiarLogoPlantilla(app.db, request.params.tipo, null, request.user!.id);
    if (anterior) await borrarArchivo(app.db, almacen, anterior);
    await audit(app.db, request, { accion: 'editar', recurso: 'ss-plantillas', registroId: request.params.tipo, despues: { logo: null } });
    return plantilla;
  });
}
