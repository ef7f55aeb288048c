import { correoSchema } from '../../shared/schemas/correos';
import { respuestasDeRecurso } from '../../shared/schemas/respuestas';
import { audit } from '../audit/service';
import { HttpError } from '../lib/http-error';
import { idParamsSchema, listQuerySchema, parseListQuery, sendList } from '../lib/rest';
import { requirePermission } from '../plugins/auth';
import type { App } from '../types';
import { getMail, listMail, MAIL_SORTABLE, presentMail, requeueMail } from './service';

const respuestas = respuestasDeRecurso(correoSchema);

/** The staff outbox: what was sent, what failed and why, and (without SMTP) the mail itself to read. */
export default async function mailRoutes(app: App) {
  const onRequest = requirePermission('correos.ver');

  app.get('/correos', { onRequest, schema: { querystring: listQuerySchema, response: respuestas.lista } }, async (request, reply) => {
    const params = parseListQuery(request.query, MAIL_SORTABLE, ['id', 'DESC']);
    const { rows, total } = await listMail(app.db, params);
    return sendList(reply, 'correos', rows, total, params.offset);
  });

  app.get('/correos/:id', { onRequest, schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) => {
    return getMail(app.db, request.params.id, request.user!);
  });

  app.post('/correos/:id/reenviar', { onRequest, schema: { params: idParamsSchema, response: respuestas.uno } }, async (request) => {
    if (!app.config.SMTP_URL) {
      throw new HttpError(409, 'No hay servidor de correo configurado (SMTP_URL): el mensaje seguiría retenido.');
    }
    const { antes, despues } = await requeueMail(app.db, request.params.id);
    const snapshot = (row: typeof antes) => ({ estado: row.estado, intentos: row.intentos, ultimoError: row.ultimoError });
    await audit(app.db, request, { accion: 'editar', recurso: 'correos', registroId: despues.id, antes: snapshot(antes), despues: snapshot(despues) });
    app.mailer.notify();
    return presentMail(despues, request.user!);
  });
}
