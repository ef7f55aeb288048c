import type { FastifyRequest } from 'fastify';
import { bajaSchema, reasignarSchema } from '../../../shared/schemas/servicio-social-evaluaciones';
import { reasignacionSchema, requisitosVistaSchema } from '../../../shared/schemas/servicio-social-evaluaciones-respuesta';
import { audit } from '../../audit/service';
import { idParamsSchema } from '../../lib/rest';
import { requirePermission } from '../../plugins/auth';
import type { App } from '../../types';
import { actorDe, estudianteDe, institucionIdDe, requireEstudiante, requireInstitucion } from '../comun/actor';
import { enlace, enviarCorreo } from '../comun/correo';
import { baja, contactos, emitirConstancia, emitirLiberacion, institucionCorreos, prestacionDelEstudiante, reasignar, requisitosVista } from './service';

const requisitos = { 200: requisitosVistaSchema };

export default async function liberacionSsRoutes(app: App) {
  /** To the student (greeted by name) or to the institution's contacts. */
  const avisar = async (request: FastifyRequest, para: string[], title: string, paragraphs: string[], url: string, nombre?: string) => {
    const greeting = nombre ? `Hola, ${nombre}:` : 'Hola:';
    for (const to of para) await enviarCorreo(app, request, to, { title, greeting, paragraphs, action: { label: 'Ver el servicio social', url: enlace(app, url) } });
  };

  // ── The checklist: the student (latest service), the institution (its own), staff (any) ──
  app.get('/estudiante/requisitos', { onRequest: requireEstudiante, schema: { response: requisitos } }, async (request) => {
    const estudiante = await estudianteDe(app.db, request.user!);
    return requisitosVista(app.db, { tipo: 'estudiante', estudianteId: estudiante.id }, await prestacionDelEstudiante(app.db, estudiante.id));
  });
  app.get('/prestaciones/:id/requisitos', { schema: { params: idParamsSchema, response: requisitos } }, async (request) => {
    const actor = await actorDe(app.db, request, 'prestaciones.ver');
    return requisitosVista(app.db, actor.tipo === 'institucion' ? { tipo: 'institucion', institucionId: actor.institucionId } : { tipo: 'staff' }, request.params.id);
  });

  // ── The institution's constancia de terminación ──
  app.post('/prestaciones/:id/constancia', { onRequest: requireInstitucion, schema: { params: idParamsSchema, response: requisitos } }, async (request) => {
    const { institucionId } = await institucionIdDe(app.db, request.user!);
    const doc = await emitirConstancia(app.db, app.config, institucionId, request.params.id, request.user!.id);
    await audit(app.db, request, { accion: 'crear', recurso: 'ss-documentos', registroId: doc.documentoId, despues: { tipo: 'constancia', folio: doc.folio, prestacionId: request.params.id } });
    const c = await contactos(app.db, request.params.id);
    await avisar(request, [c.correo], 'Su institución emitió la constancia de terminación de su servicio social', [
      `${c.institucion} emitió la constancia de terminación (folio ${doc.folio}).`, 'La oficina de servicio social emitirá su carta de liberación.',
    ], '/servicio-social/estudiantes', c.estudiante);
    return requisitosVista(app.db, { tipo: 'institucion', institucionId }, request.params.id);
  });

  // ── The office: carta de liberación, baja, reassignment ──
  const oficina = requirePermission('ss-documentos.editar');
  app.post('/prestaciones/:id/liberacion', { onRequest: oficina, schema: { params: idParamsSchema, response: requisitos } }, async (request) => {
    const doc = await emitirLiberacion(app.db, app.config, request.params.id, request.user!.id);
    await audit(app.db, request, { accion: 'crear', recurso: 'ss-documentos', registroId: doc.documentoId, despues: { tipo: 'liberacion', folio: doc.folio, prestacionId: request.params.id } });
    const c = await contactos(app.db, request.params.id);
    await avisar(request, [c.correo], '¡Su servicio social fue liberado!', [
      `La oficina de servicio social emitió su carta de liberación (folio ${doc.folio}).`, 'Puede descargarla desde sus documentos.',
    ], '/servicio-social/estudiantes/documentos/ckeditor', c.estudiante);
    await avisar(request, institucionCorreos(c), `El servicio social de ${c.estudiante} fue liberado`, [
      `La oficina de servicio social emitió la carta de liberación de ${c.estudiante} (vacante «${c.vacante}»). Gracias por recibirlo.`,
    ], '/servicio-social/Institucion');
    return requisitosVista(app.db, { tipo: 'staff' }, request.params.id);
  });

  app.post('/prestaciones/:id/baja', { onRequest: oficina, schema: { params: idParamsSchema, body: bajaSchema, response: requisitos } }, async (request) => {
    const { id } = request.params;
    await baja(app.db, id, request.body.motivo);
    await audit(app.db, request, { accion: 'editar', recurso: 'ss-prestaciones', registroId: id, despues: { estado: 'baja', motivo: request.body.motivo } });
    const c = await contactos(app.db, id);
    await avisar(request, [c.correo], 'Su servicio social fue dado de baja', [
      `La oficina de servicio social dio de baja su servicio en ${c.institucion} (vacante «${c.vacante}»).`, `Motivo: ${request.body.motivo}`,
      'Puede buscar y solicitar otra vacante, o acudir a la oficina para que lo reasigne.',
    ], '/servicio-social/estudiantes', c.estudiante);
    await avisar(request, institucionCorreos(c), `Baja del servicio social de ${c.estudiante}`, [
      `La oficina de servicio social dio de baja el servicio de ${c.estudiante} en la vacante «${c.vacante}»; el lugar queda libre.`, `Motivo: ${request.body.motivo}`,
    ], '/servicio-social/Institucion');
    return requisitosVista(app.db, { tipo: 'staff' }, id);
  });

  app.post('/prestaciones/:id/reasignar', { onRequest: oficina, schema: { params: idParamsSchema, body: reasignarSchema, response: { 200: reasignacionSchema } } }, async (request) => {
    const { id, anterior } = await reasignar(app.db, request.params.id, request.body);
    await audit(app.db, request, { accion: 'crear', recurso: 'ss-prestaciones', registroId: id, despues: { reasignadaDe: anterior, vacanteId: request.body.vacanteId, motivo: request.body.motivo } });
    const [antes, ahora] = [await contactos(app.db, anterior), await contactos(app.db, id)];
    await avisar(request, [ahora.correo], 'Fue reasignado a otra vacante de servicio social', [
      `La oficina de servicio social lo reasignó a la vacante «${ahora.vacante}» de ${ahora.institucion}.`, `Motivo: ${request.body.motivo}`,
    ], '/servicio-social/estudiantes', ahora.estudiante);
    if (antes.institucion !== ahora.institucion) {
      await avisar(request, institucionCorreos(antes), `Baja del servicio social de ${antes.estudiante}`, [
        `La oficina de servicio social reasignó a ${antes.estudiante} a otra institución; el lugar de la vacante «${antes.vacante}» queda libre.`,
      ], '/servicio-social/Institucion');
    }
    await avisar(request, institucionCorreos(ahora), `Nuevo estudiante en servicio: ${ahora.estudiante}`, [
      `La oficina de servicio social asignó a ${ahora.estudiante} a su vacante «${ahora.vacante}».`,
    ], '/servicio-social/Institucion');
    return { id, anterior };
  });
}
