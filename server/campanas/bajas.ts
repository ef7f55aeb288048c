// Unsubscribing from mass mail without a session: a signed token in every message names the address.
// RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe URL; people follow the
// footer link to a page that asks before doing it (a GET never unsubscribes: link scanners prefetch).
import { and, eq, ne, sql } from 'drizzle-orm';
import { suscripcionSchema } from '../../shared/schemas/suscripcion';
import { z } from '../../shared/validation';
import { oposicionImpide } from '../arco/oposiciones';
import { audit } from '../audit/service';
import { appUrl } from '../config';
import { bajasCorreo, campanaDestinatarios, campanas } from '../db/schema';
import { HttpError } from '../lib/http-error';
import type { App } from '../types';

const PURPOSE_BAJA = 'baja';
const BAJA_TTL_SECONDS = 5 * 366 * 24 * 3600;
const TOKEN_INVALIDO = 'El enlace para dejar de recibir correos no es válido o está incompleto. Use el enlace de un correo reciente.';

export function bajaToken(app: Pick<App, 'signer'>, correo: string, campanaId: number): string {
  return app.signer.sign({ p: PURPOSE_BAJA, c: correo.toLowerCase(), k: campanaId }, BAJA_TTL_SECONDS);
}

export function leerBajaToken(app: Pick<App, 'signer'>, token: string | undefined): { correo: string; campanaId: number } {
  const data = token ? app.signer.verify<{ p?: unknown; c?: unknown; k?: unknown }>(token) : null;
  if (!data || data.p !== PURPOSE_BAJA || typeof data.c !== 'string' || typeof data.k !== 'number') throw new HttpError(400, TOKEN_INVALIDO);
  return { correo: data.c, campanaId: data.k };
}

/** The two links of a message: the one-click POST target (header) and the page people open (footer). */
export function enlacesBaja(app: Pick<App, 'signer' | 'config'>, correo: string, campanaId: number) {
  const t = encodeURIComponent(bajaToken(app, correo, campanaId));
  const base = appUrl(app.config);
  return { post: `${base}/api/correo/baja?t=${t}`, pagina: `${base}/correo/baja?t=${t}` };
}

/** Enough for the person to recognise the address, not enough to read it off a shared screen. */
export function enmascarar(correo: string): string {
  const [local, dominio] = correo.split('@');
  const visible = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${visible}${'•'.repeat(Math.max(3, Math.min(local.length - visible.length, 6)))}@${dominio ?? ''}`;
}

const querySchema = z.object({ t: z.string().max(2000).optional() });
// Mail providers send one-click POSTs from a few addresses of their own: generous, but still bounded.
const limite = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const suscripcion = { 200: suscripcionSchema };

export default async function bajasRoutes(app: App) {
  // RFC 8058 bodies are form-encoded; anything else is read as text and ignored (the token says it all).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body.toString()));

  const estaDeBaja = async (correo: string) =>
    (await app.db.select({ correo: bajasCorreo.correo }).from(bajasCorreo).where(eq(bajasCorreo.correo, correo))).length > 0;
  /** What the page says of the address: an ARCO opposition is told apart, since this page cannot lift it. */
  const estado = async (correo: string) => {
    const oposicion = await oposicionImpide(app.db, correo, 'campanas');
    return { correo: enmascarar(correo), baja: oposicion || (await estaDeBaja(correo)), oposicion };
  };

  app.get('/correo/baja', { config: limite, schema: { querystring: querySchema, response: suscripcion } }, async (request, reply) => {
    const { correo } = leerBajaToken(app, request.query.t);
    reply.header('Cache-Control', 'no-store');
    return estado(correo);
  });

  app.post('/correo/baja', { config: limite, schema: { querystring: querySchema, response: suscripcion } }, async (request, reply) => {
    const { correo, campanaId } = leerBajaToken(app, request.query.t);
    const body = request.body as Record<string, unknown> | string | undefined;
    const oneClick = typeof body === 'object' && body !== null && body['List-Unsubscribe'] === 'One-Click';
    const origen = oneClick ? 'one-click' : 'enlace';
    const nueva = await app.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(bajasCorreo)
        // The campaign may have been deleted since: the baja stands without it.
        .values({ correo, origen, campanaId: sql`(SELECT ${campanas.id} FROM ${campanas} WHERE ${campanas.id} = ${campanaId})` })
        .onConflictDoNothing()
        .returning({ correo: bajasCorreo.correo });
      // Every campaign still to write to this address skips it; one already being sent cannot be recalled.
      await tx
        .update(campanaDestinatarios)
        .set({ estado: 'baja' })
        .where(and(eq(campanaDestinatarios.correo, correo), eq(campanaDestinatarios.estado, 'pendiente')));
      return inserted.length > 0;
    });
    if (nueva) {
      await audit(app.db, request, { accion: 'crear', recurso: 'bajas_correo', registroId: correo, despues: { correo, origen, campanaId }, actorEmail: correo });
    }
    reply.header('Cache-Control', 'no-store');
    return estado(correo);
  });

  app.post('/correo/alta', { config: limite, schema: { querystring: querySchema, response: suscripcion } }, async (request, reply) => {
    const { correo } = leerBajaToken(app, request.query.t);
    // Lifts the unsubscribe the links made, never an opposition made through ARCO: only an ARCO resolution can
    // (issue 34). An «arco» row from before that table is left in place for the same reason.
    const borradas = await app.db.delete(bajasCorreo).where(and(eq(bajasCorreo.correo, correo), ne(bajasCorreo.origen, 'arco'))).returning();
    if (borradas.length) {
      await audit(app.db, request, { accion: 'eliminar', recurso: 'bajas_correo', registroId: correo, antes: borradas[0], actorEmail: correo });
    }
    reply.header('Cache-Control', 'no-store');
    return estado(correo);
  });
}
