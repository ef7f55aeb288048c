import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig, testDatabase } from '../test/helper';
import { CLIENT_FIXTURE_DIR } from '../test/paths';
import { lineaDeArranque } from './startup-line';

describe('la primera línea del registro al arrancar', () => {
  it('dice dónde atiende, qué base de datos usa y cómo crear el primer administrador cuando no hay', async () => {
    const database = await testDatabase();
    try {
      const sinAdmin = testConfig({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', PORT: '3456' });
      const linea = await lineaDeArranque(sinAdmin, database);
      expect(linea).toMatch(/^Plataforma Universitaria \d+\.\d+\.\d+: atiende en http:\/\/plataforma\.test/);
      expect(linea).toContain(database.kind === 'postgres' ? 'base de datos PostgreSQL' : 'base de datos integrada (PGlite)');
      if (database.kind === 'postgres') {
        const conUrl = await lineaDeArranque({ ...sinAdmin, DATABASE_URL: 'postgres://plataforma:secreto@db.universidad.mx:5432/plataforma' }, database);
        expect(conUrl).toContain('base de datos PostgreSQL en db.universidad.mx:5432/plataforma.');
        expect(conUrl).not.toContain('secreto');
      }
      expect(linea).toContain('No hay ningún administrador');
      expect(linea).toContain('npm run user:create');

      const app = await buildApp({ config: testConfig(), database, mailWorker: false, logger: false, clientDir: CLIENT_FIXTURE_DIR });
      await app.ready();
      expect(await lineaDeArranque(sinAdmin, database)).not.toContain('No hay ningún administrador');
      await app.close();
    } finally {
      await database.close().catch(() => {});
    }
  });
});
