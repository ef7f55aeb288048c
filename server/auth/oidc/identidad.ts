import type { Config } from '../../config';
import type { RechazoInstitucional } from '../../../shared/auth/institucional';
import { esGoogle } from './proveedor';

/** What the ID token says about the person, once the library has verified it. */
export interface Claims {
  iss: string;
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  /** Entra ID's optional claim: the email's domain is verified by the tenant that owns it. */
  xms_edov?: unknown;
  hd?: unknown;
  tid?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

export interface Identidad {
  iss: string;
  sub: string;
  email: string;
  nombres: string;
  apellidos: string;
  name: string;
  estudiante: boolean;
}

const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The platform's own rules on a verified ID token: tenant, verified email, allowed domain, Google's `hd`. */
export function identidadDe(config: Config, claims: Claims): Identidad | { rechazo: RechazoInstitucional } {
  if (config.OIDC_TENANTS.length && !config.OIDC_TENANTS.includes(texto(claims.tid))) return { rechazo: 'tenant' };
  const email = texto(claims.email).toLowerCase();
  const dominio = email.includes('@') ? email.slice(email.lastIndexOf('@') + 1) : '';
  if (!dominio) return { rechazo: 'correo' };
  if (claims.email_verified !== true && claims.xms_edov !== true) return { rechazo: 'correo' };
  if (!config.OIDC_DOMINIOS.includes(dominio)) return { rechazo: 'dominio' };
  // Google marks Workspace accounts with `hd`; a consumer account with an address on the domain has none.
  const hd = texto(claims.hd).toLowerCase();
  if ((esGoogle(claims.iss) || claims.hd !== undefined) && !config.OIDC_DOMINIOS.includes(hd)) return { rechazo: 'dominio' };
  const nombres = texto(claims.given_name);
  const apellidos = texto(claims.family_name);
  const name = texto(claims.name) || [nombres, apellidos].filter(Boolean).join(' ') || email.slice(0, email.indexOf('@'));
  return {
    iss: claims.iss, sub: claims.sub, email, nombres, apellidos, name,
    estudiante: config.OIDC_DOMINIOS_ESTUDIANTES.includes(dominio),
  };
}
