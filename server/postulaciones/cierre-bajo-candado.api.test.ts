// A public nomination is written in one statement that takes the call's row lock for its folio, and asks the clock
// again once it holds it. A call that closes while a nomination waits for that lock refuses it, and the refused
// statement leaves nothing: no row, no mail, no audit entry, no file, and the folio counter where it was. Only
// PostgreSQL has a second connection to hold the lock with (PGlite runs one query at a time).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONVOCATORIA_CERRADA } from '../../shared/schemas/postulaciones';
import { archivos, auditLog, convocatorias, outbox, postulaciones } from '../db/schema';
import { adminToken, buildTestApp } from '../test/helper';
import { crearCategoria, crearConvocatoria, datosPostulacion, enviarRegistro } from './test-support';

const url = process.env.TEST_DATABASE_URL;

/** Files under `dir`, at any depth. */
const archivosEn = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name) : []);

describe.runIf(url)('postulaciones: a call that closes while a nomination waits for its lock (PostgreSQL)', () => {
  it('refuses the nomination with 409 and writes nothing of it', async () => {
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postulaciones-candado-'));
    const app = await buildTestApp({ FILES_DIR: filesDir });
    try {
      const admin = await adminToken(app);
      const conv = await crearConvocatoria(app, admin, { prefijo: 'CAN' });
      const cat = await crearCategoria(app, admin, conv.id);
      const primera = await enviarRegistro(app, datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, correo: 'primera@correo.mx' } }), undefined, { ip: '10.77.0.1' });
      expect(primera.statusCode, primera.body).toBe(201);
      const contar = async () => ({
        postulaciones: (await app.db.select({ id: postulaciones.id }).from(postulaciones)).length,
        correos: (await app.db.select({ id: outbox.id }).from(outbox)).length,
        auditoria: (await app.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.recurso, 'postulaciones'))).length,
        archivos: (await app.db.select({ id: archivos.id }).from(archivos)).length,
        enDisco: archivosEn(filesDir).length,
        folioSiguiente: (await app.db.select({ n: convocatorias.folioSiguiente }).from(convocatorias).where(eq(convocatorias.id, conv.id)))[0].n,
      });
      const antes = await contar();

      let respuesta: Awaited<ReturnType<typeof enviarRegistro>> | undefined;
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${convocatorias} where ${convocatorias.id} = ${conv.id} for update`);
        void enviarRegistro(app, datosPostulacion(cat.id, { postulante: { ...datosPostulacion(cat.id).postulante, correo: 'tarde@correo.mx' } }), undefined, { ip: '10.77.0.2' })
          .then((r) => (respuesta = r));
        // Until the nomination's statement waits on the lock this transaction holds.
        for (let i = 0; ; i++) {
          const { rows } = (await tx.execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`)) as unknown as { rows: { n: number }[] };
          if (rows[0].n > 0) break;
          if (respuesta || i > 500) throw new Error(`la postulación no esperó el candado: ${respuesta?.statusCode} ${respuesta?.body}`);
          await new Promise((r) => setTimeout(r, 10));
        }
        await tx.update(convocatorias).set({ cierre: new Date(Date.now() - 1000) }).where(eq(convocatorias.id, conv.id));
      });
      for (let i = 0; !respuesta && i < 500; i++) await new Promise((r) => setTimeout(r, 10));
      expect(respuesta?.statusCode, respuesta?.body).toBe(409);
      expect(respuesta!.json().message).toBe(CONVOCATORIA_CERRADA);
      expect(await contar()).toEqual(antes);
    } finally {
      await app.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
  }, 60_000);
});
