// A real OpenID Connect provider (oidc-provider) on a free local port, for the institutional sign-in tests.
// Its accounts are whatever the test declares; the login page is oidc-provider's own development form.
import type { AddressInfo } from 'node:net';
import http, { type Server } from 'node:http';
import * as jose from 'jose';
import Provider from 'oidc-provider';

export interface CuentaPrueba {
  email: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  hd?: string;
  tid?: string;
}

export const CLIENTE = { id: 'plataforma-universitaria', secreto: 'secreto-del-cliente-de-pruebas' };

export interface ProveedorLocal {
  issuer: string;
  cuentas: Map<string, CuentaPrueba>;
  /** Changes the next ID tokens the token endpoint returns (re-signed with the provider's own key); null stops. */
  alterarIdToken(cambio: ((payload: jose.JWTPayload) => jose.JWTPayload) | null): void;
  close(): Promise<void>;
}

/** The end-to-end runner's people: whoever types an email at the login form is that person, email verified. */
function cuentaDeCorreo(login: string): CuentaPrueba | undefined {
  if (!/^[^@\s]+@[^@\s]+$/.test(login)) return undefined;
  const [nombre, apellido] = login.split('@')[0].split('.').map((p) => p.charAt(0).toUpperCase() + p.slice(1));
  return { email: login, given_name: nombre, family_name: apellido ?? 'Prueba', name: `${nombre} ${apellido ?? 'Prueba'}` };
}

export async function iniciarProveedor(opciones: {
  redirectUris: string[];
  postLogoutUris?: string[];
  port?: number;
  /** Any email typed at the login form is an account (the e2e specs run in another process). */
  cuentasPorCorreo?: boolean;
}): Promise<ProveedorLocal> {
  const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await jose.exportJWK(privateKey)), kid: 'pruebas', alg: 'RS256', use: 'sig' };
  const cuentas = new Map<string, CuentaPrueba>();
  let cambio: ((payload: jose.JWTPayload) => jose.JWTPayload) | null = null;

  const server: Server = await new Promise((resolve) => {
    const s = http.createServer();
    s.listen(opciones.port ?? 0, '127.0.0.1', () => resolve(s));
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [{
      client_id: CLIENTE.id,
      client_secret: CLIENTE.secreto,
      redirect_uris: opciones.redirectUris,
      post_logout_redirect_uris: opciones.postLogoutUris ?? [],
    }],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['clave-de-cookies-de-pruebas'] },
    claims: {
      openid: ['sub', 'hd', 'tid'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The claims go in the ID token itself, as Entra ID and Google put them.
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    async findAccount(_ctx: unknown, sub: string) {
      const cuenta = cuentas.get(sub) ?? (opciones.cuentasPorCorreo ? cuentaDeCorreo(sub) : undefined);
      if (!cuenta) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email_verified: true, ...cuenta }) };
    },
    // Consent is the institution's business, not the test's: every sign-in is granted the scopes it asks for.
    async loadExistingGrant(ctx: Parameters<Parameters<Provider['use']>[0]>[0]) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    // The development login page imports Google Fonts; the e2e specs allow no request to another host (and CI may
    // have no internet), so the page is served without that import.
    if (typeof ctx.body === 'string' && ctx.body.includes('fonts.googleapis.com')) {
      ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/g, '');
    }
    const body = ctx.body as { id_token?: string } | undefined;
    if (cambio && ctx.path === '/token' && body?.id_token) {
      const payload = cambio(jose.decodeJwt(body.id_token));
      const id_token = await new jose.SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'pruebas' }).sign(privateKey);
      ctx.body = { ...body, id_token };
    }
  });
  server.on('request', provider.callback());

  return {
    issuer,
    cuentas,
    alterarIdToken: (c) => {
      cambio = c;
    },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
