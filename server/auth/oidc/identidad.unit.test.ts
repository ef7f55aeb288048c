import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { identidadDe } from './identidad';

const base = {
  OIDC_ISSUER: 'https://login.microsoftonline.com/0000-tenant/v2.0',
  OIDC_CLIENT_ID: 'cliente',
  OIDC_CLIENT_SECRET: 'secreto',
  OIDC_DOMINIOS: 'Universidad.mx, alumnos.universidad.mx',
  OIDC_DOMINIOS_ESTUDIANTES: 'alumnos.universidad.mx',
};

describe('the platform rules on a verified ID token', () => {
  const config = loadConfig(base);
  const claims = { iss: 'https://login.microsoftonline.com/0000-tenant/v2.0', sub: 's1', email: 'Ana@Universidad.mx', email_verified: true };

  it('accepts a verified email on a listed domain, lower-cased, staff or student by domain', () => {
    expect(identidadDe(config, claims)).toMatchObject({ email: 'ana@universidad.mx', estudiante: false, name: 'ana' });
    expect(identidadDe(config, { ...claims, email: 'a1@alumnos.universidad.mx', given_name: 'Sofía', family_name: 'Ruiz' })).toMatchObject({
      estudiante: true, nombres: 'Sofía', apellidos: 'Ruiz', name: 'Sofía Ruiz',
    });
  });

  it('takes Entra ID\'s xms_edov in place of email_verified, and refuses an unverified or missing email', () => {
    expect(identidadDe(config, { ...claims, email_verified: undefined, xms_edov: true })).toMatchObject({ email: 'ana@universidad.mx' });
    expect(identidadDe(config, { ...claims, email_verified: false })).toEqual({ rechazo: 'correo' });
    expect(identidadDe(config, { ...claims, email_verified: 'true' })).toEqual({ rechazo: 'correo' });
    expect(identidadDe(config, { ...claims, email: undefined })).toEqual({ rechazo: 'correo' });
  });

  it('refuses a domain off the list, including a subdomain of a listed one', () => {
    expect(identidadDe(config, { ...claims, email: 'x@otra.mx' })).toEqual({ rechazo: 'dominio' });
    expect(identidadDe(config, { ...claims, email: 'x@falso.universidad.mx' })).toEqual({ rechazo: 'dominio' });
  });

  it('requires hd on the list when the issuer is Google, and checks it on any token that carries it', () => {
    const google = { ...claims, iss: 'https://accounts.google.com' };
    expect(identidadDe(config, google)).toEqual({ rechazo: 'dominio' });
    expect(identidadDe(config, { ...google, hd: 'gmail.com' })).toEqual({ rechazo: 'dominio' });
    expect(identidadDe(config, { ...google, hd: 'universidad.mx' })).toMatchObject({ email: 'ana@universidad.mx' });
    expect(identidadDe(config, { ...claims, hd: 'otra.mx' })).toEqual({ rechazo: 'dominio' });
  });

  it('requires tid in OIDC_TENANTS when it is set', () => {
    const conTenants = loadConfig({ ...base, OIDC_TENANTS: '0000-tenant' });
    expect(identidadDe(conTenants, { ...claims, tid: '0000-tenant' })).toMatchObject({ email: 'ana@universidad.mx' });
    expect(identidadDe(conTenants, { ...claims, tid: '9999-otro' })).toEqual({ rechazo: 'tenant' });
    expect(identidadDe(conTenants, claims)).toEqual({ rechazo: 'tenant' });
  });
});

describe('institutional sign-in configuration', () => {
  const problema = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    return null;
  };

  it('is off without OIDC_ISSUER, and complete or refused with it, in Spanish', () => {
    expect(loadConfig({}).OIDC_DOMINIOS).toEqual([]);
    expect(problema({ OIDC_ISSUER: 'https://accounts.google.com' })).toMatch(/OIDC_CLIENT_ID[\s\S]*OIDC_CLIENT_SECRET[\s\S]*OIDC_DOMINIOS: indique/);
    expect(problema({ OIDC_CLIENT_ID: 'x' })).toMatch(/OIDC_CLIENT_ID requiere OIDC_ISSUER/);
    expect(problema({ ...base, OIDC_ISSUER: 'http://idp.universidad.mx' })).toMatch(/OIDC_ISSUER: debe usar https/);
    expect(problema({ ...base, OIDC_ISSUER: 'http://127.0.0.1:4000' })).toBeNull();
    expect(problema({ ...base, OIDC_DOMINIOS: 'universidad.mx, no es dominio' })).toMatch(/OIDC_DOMINIOS debe ser una lista de dominios/);
    expect(problema({ ...base, OIDC_DOMINIOS_ESTUDIANTES: 'alumnos.otra.mx' })).toMatch(/alumnos\.otra\.mx también debe estar en OIDC_DOMINIOS/);
    expect(loadConfig(base).OIDC_DOMINIOS).toEqual(['universidad.mx', 'alumnos.universidad.mx']);
  });
});
