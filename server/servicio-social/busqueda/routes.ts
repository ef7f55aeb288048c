import { z } from '../../../shared/validation';
import { idParamsSchema, parseListQuery, sendList } from '../../lib/rest';
import type { App } from '../../types';
import { estudianteDe, requireEstudiante } from '../comun/actor';
import { buscarVacantes, detalleVacante } from './service';
import { respuestasDeRecurso } from '../../../shared/schemas/respuestas';
import { vacanteBusquedaSchema, vacanteDetalleSchema } from '../../../shared/schemas/servicio-social-respuesta';

const querySchema = z.object({ q: z.string().max(200).optional(), sort: z.string().optional(), range: z.string().optional(), filter: z.string().optional() });

export default async function busquedaSsRoutes(app: App) {
  app.get('/busqueda', { onRequest: requireEstudiante, schema: { querystring: querySchema, response: respuestasDeRecurso(vacanteBusquedaSchema).lista } }, async (request, reply) => {
    const estudiante = await estudianteDe(app.db, request.user!);
    const params = parseListQuery(request.query, ['relevancia', 'fecha'], ['relevancia', 'DESC']);
    if (request.query.q !== undefined && params.filter.q === undefined) params.filter.q = request.query.q;
    const { rows, total } = await buscarVacantes(app.db, { estudianteId: estudiante.id, programaId: estudiante.programaId }, {
      ...params, orden: params.sortField === 'fecha' ? 'fecha' : 'relevancia',
    });
    return sendList(reply, 'busqueda', rows, total, params.offset);
  });
  app.get('/busqueda/:id', { onRequest: requireEstudiante, schema: { params: idParamsSchema, response: { 200: vacanteDetalleSchema } } }, async (request) => {
    const estudiante = await estudianteDe(app.db, request.user!);
    return detalleVacante(app.db, { estudianteId: estudiante.id, programaId: estudiante.programaId }, request.params.id);
  });
}
