import { describe, expect, it } from 'vitest';
import { ConfigError, appUrl, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', dev: false });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(appUrl(config)).toBe('http://127.0.0.1:3000');
  });

  it('reports every problem in one readable message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', SMTP_URL: 'no es url', ADMIN_EMAIL: 'x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Configuración inválida:/);
    expect(message).toContain('PORT');
    expect(message).toContain('SMTP_URL');
    expect(message).toContain('ADMIN_EMAIL');
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.mx' })).toThrow(/ADMIN_EMAIL y ADMIN_PASSWORD/);
  });

  it('uses APP_URL for links when given', () => {
    expect(appUrl(loadConfig({ APP_URL: 'https://egresados.universidad.mx/' }))).toBe('https://egresados.universidad.mx');
  });
});
