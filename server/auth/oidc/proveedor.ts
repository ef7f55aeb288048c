import * as client from 'openid-client';
import { emisorLocal, type Config } from '../../config';

export type Proveedor = client.Configuration;

let descubierto: { clave: string; proveedor: Promise<Proveedor> } | undefined;

/**
 * The provider's configuration from its discovery document, fetched once per process and again after a failure
 * (a provider that was down is asked again on the next sign-in). Certificates are checked by Node's fetch, which
 * trusts its bundled roots, NODE_EXTRA_CA_CERTS and, with `--use-system-ca`, the system's store.
 */
export function proveedor(config: Config): Promise<Proveedor> {
  const issuer = config.OIDC_ISSUER!;
  const clave = `${issuer} ${config.OIDC_CLIENT_ID}`;
  if (descubierto?.clave !== clave) {
    const promesa = client.discovery(new URL(issuer), config.OIDC_CLIENT_ID!, config.OIDC_CLIENT_SECRET!, undefined, {
      // Only a provider on this machine may answer over plain HTTP (config.ts refuses any other http:// issuer).
      execute: emisorLocal(issuer) ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    descubierto = { clave, proveedor: promesa };
    promesa.catch(() => {
      if (descubierto?.proveedor === promesa) descubierto = undefined;
    });
  }
  return descubierto.proveedor;
}

export function esGoogle(issuer: string): boolean {
  return issuer.replace(/\/$/, '') === 'https://accounts.google.com';
}
