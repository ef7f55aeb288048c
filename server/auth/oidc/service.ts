// Sign-in with the institution's account: authorization code + PKCE (S256), state and nonce, all checked by
// openid-client. The state, nonce and verifier travel in a signed, short-lived, HttpOnly cookie, so any server
// process can finish a flow another one started; the session ends up as the platform's own bearer token.
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import type { RechazoInstitucional } from '../../../shared/auth/institucional';
import { homeFor } from '../../../shared/routes';
import { ROL_ESTUDIANTE } from '../../../shared/servicio-social/valores';
import { audit } from '../../audit/service';
import { appUrl, type Config } from '../../config';
import { sessions, ssEstudiantes } from '../../db/schema';
import type { App } from '../../types';
import { abrirSesion } from '../service';
import { userForToken } from '../sessions';
import { hashToken } from '../tokens';
import { leerCookie } from './cookies';
import { cuentaInstitucional } from './cuentas';
import { identidadDe, type Claims } from './identidad';
import { proveedor } from './proveedor';

export const COOKIE_FLUJO = 'oidc_flujo';
export const COOKIE_ENTREGA = 'oidc_entrega';
export const FLUJO_TTL = 600;
export const ENTREGA_TTL = 120;
const PROPOSITO = 'oidc-flujo';
export const COMPLETAR_PERFIL = '/servicio-social/estudiantes/completar-perfil';

export function redirectUri(config: Config): string {
  return `${appUrl(config)}/api/auth/oidc/callback`;
}

export function cookieSegura(config: Config): boolean {
  return appUrl(config).startsWith('https://');
}

/** The provider's authorization URL and the signed cookie that remembers this flow's secrets. */
export async function iniciar(app: App): Promise<{ url: string; flujo: string }> {
  const config = await proveedor(app.config);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(app.config),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, flujo: app.signer.sign({ p: PROPOSITO, s: state, n: nonce, v: verifier }, FLUJO_TTL) };
}

type Resultado = { token: string } | { rechazo: RechazoInstitucional };

/** The provider's answer checked and turned into a session (token for the hand-over cookie), or why not. */
export async function completar(app: App, request: FastifyRequest): Promise<Resultado> {
  const cookie = leerCookie(request, COOKIE_FLUJO);
  const flujo = cookie ? app.signer.verify<{ p: string; s: string; n: string; v: string }>(cookie) : null;
  if (!flujo || flujo.p !== PROPOSITO) return { rechazo: cookie ? 'vencido' : 'rechazado' };
  let claims: Claims;
  try {
    const config = await proveedor(app.config);
    const actual = new URL(redirectUri(app.config));
    actual.search = new URL(request.url, 'http://x').search;
    const tokens = await client.authorizationCodeGrant(config, actual, {
      pkceCodeVerifier: flujo.v,
      expectedState: flujo.s,
      expectedNonce: flujo.n,
      idTokenExpected: true,
    });
    claims = tokens.claims() as Claims;
  } catch (error) {
    const rechazo = motivo(error);
    // The library's reason (a claim, an OAuth error code), never a token: those stay out of the logs.
    request.log.warn({ rechazo, causa: descripcion(error) }, 'inicio de sesión institucional rechazado');
    return { rechazo };
  }

  const identidad = identidadDe(app.config, claims);
  if ('rechazo' in identidad) {
    request.log.warn({ rechazo: identidad.rechazo }, 'inicio de sesión institucional rechazado');
    return identidad;
  }
  const cuenta = await cuentaInstitucional(app.db, identidad);
  if ('rechazo' in cuenta) return cuenta;
  const actor = { actorId: cuenta.usuarioId, actorEmail: cuenta.email };
  if (cuenta.como === 'vinculada') {
    await audit(app.db, request, {
      accion: 'vincular', recurso: 'usuarios', registroId: cuenta.usuarioId, ...actor,
      despues: { cuentaInstitucional: { iss: identidad.iss, sub: identidad.sub, email: identidad.email } },
    });
  } else if (cuenta.como === 'creada') {
    await audit(app.db, request, {
      accion: 'crear', recurso: 'usuarios', registroId: cuenta.usuarioId, ...actor,
      despues: {
        name: cuenta.name, email: cuenta.email, roles: identidad.estudiante ? [ROL_ESTUDIANTE] : [],
        cuentaInstitucional: { iss: identidad.iss, sub: identidad.sub },
      },
    });
  }
  const { token } = await abrirSesion(app.db, app.config, { id: cuenta.usuarioId, name: cuenta.name, email: cuenta.email }, 'institucional', request);
  return { token };
}

/** The session the callback opened, handed to the page once, with where to go: a new student completes a profile. */
export async function entregar(app: App, token: string) {
  const [sesion] = await app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.metodo, 'institucional')));
  if (!sesion) return null;
  const user = await userForToken(app.db, token, { idleMinutes: app.config.SESSION_IDLE_MINUTES, maxHours: app.config.SESSION_MAX_HOURS });
  if (!user) return null;
  let destino = homeFor(user);
  if (user.roles.includes(ROL_ESTUDIANTE)) {
    const [perfil] = await app.db.select({ id: ssEstudiantes.id }).from(ssEstudiantes).where(eq(ssEstudiantes.usuarioId, user.id));
    if (!perfil) destino = COMPLETAR_PERFIL;
  }
  const { id, name, email, roles, permissions, sinVerificar } = user;
  return { token, user: { id, name, email, roles, permissions, ...(sinVerificar ? { sinVerificar } : {}) }, destino };
}

function motivo(error: unknown): RechazoInstitucional {
  if (error instanceof client.AuthorizationResponseError) return error.error === 'access_denied' ? 'cancelado' : 'rechazado';
  if (error instanceof client.ResponseBodyError) return 'rechazado';
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (e instanceof TypeError || (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError'))) return 'proveedor';
    if (!(e instanceof Error)) break;
  }
  return 'rechazado';
}

function descripcion(error: unknown): string {
  if (error instanceof client.ResponseBodyError || error instanceof client.AuthorizationResponseError) return error.error;
  if (error instanceof Error) return `${(error as { code?: string }).code ?? error.name}: ${error.message}`.slice(0, 300);
  return 'desconocida';
}

/**
 * Where to end the institutional session too, for a session opened with the institutional account, when the
 * provider offers `end_session_endpoint` (RP-initiated logout); null otherwise, or when the provider is down.
 */
export async function finDeSesionInstitucional(app: App, sessionId: number): Promise<string | null> {
  if (!app.config.OIDC_ISSUER) return null;
  const [sesion] = await app.db.select({ metodo: sessions.metodo }).from(sessions).where(eq(sessions.id, sessionId));
  if (sesion?.metodo !== 'institucional') return null;
  try {
    const config = await proveedor(app.config);
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(config, { client_id: app.config.OIDC_CLIENT_ID!, post_logout_redirect_uri: `${appUrl(app.config)}/login` }).href;
  } catch {
    return null;
  }
}
