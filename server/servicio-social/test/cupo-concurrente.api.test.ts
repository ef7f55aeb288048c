import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_SS } from '../../../shared/schemas/servicio-social';
import { ssPrestaciones, ssSolicitudes, ssVacantes } from '../../db/schema';
import { adminToken, bearer, buildTestApp, loginAs } from '../../test/helper';
import type { App } from '../../types';
import { PASSWORD, crearPrograma, curp, datosEstudiante, institucion, lastOutboxId, mailSince, nextIp, programaAprobado, vacante } from './fixtures';

const url = process.env.TEST_DATABASE_URL;
const API = '/api/servicio-social';
const ESTUDIANTES = 20;
const CUPO = 5;

// The vacancy's places are taken by a conditional UPDATE under PostgreSQL's row lock. Only PostgreSQL has real
// concurrency (PGlite runs one query at a time), so this runs there, against a listening server: twenty
// connections send the institution's twenty acceptances at once.
describe.runIf(url)('servicio social: simultaneous acceptances on PostgreSQL', () => {
  let app: App;
  let base: string;
  let instToken: string;
  let vacanteId: number;
  const solicitudes: number[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const admin = await adminToken(app);
    const carrera = await crearPrograma(app, { clave: 'LCC', nombre: 'Licenciatura en Ciencias de la Comunicación' });
    const inst = await institucion(app, 7);
    instToken = inst.token;
    const programaId = await programaAprobado(app, inst, carrera.id);
    vacanteId = await vacante(app, inst, programaId, carrera.id, { cupo: CUPO });

    // Twenty eligible students, each with one pending application to the vacancy.
    for (let n = 1; n <= ESTUDIANTES; n++) {
      const since = await lastOutboxId(app);
      const datos = datosEstudiante(100 + n, carrera.id, { curp: curp(`PELE${79 + n}0101HJCRPX`), correo: `concurrente${n}@alumnos.universidad.mx` });
      const registro = await app.inject({ method: 'POST', url: `${API}/registro/estudiantes`, payload: datos, remoteAddress: nextIp() });
      expect(registro.statusCode, registro.body).toBe(202);
      const [mail] = (await mailSince(app, since)).filter((m) => m.to === datos.correo);
      const enlace = /https?:\/\/\S*\/api\/email\/verify\?token=\S+/.exec(mail.text)![0].replace(/^https?:\/\/[^/]+/, '');
      expect((await app.inject({ url: enlace })).headers.location).toBe('/email/verified-success?cuenta=estudiante');
      const token = await loginAs(app, datos.correo, PASSWORD);
      const id = (await app.inject({ url: `${API}/estudiante/perfil`, headers: bearer(token) })).json().id as number;
      const elegible = await app.inject({ method: 'PUT', url: `${API}/estudiantes/${id}/elegibilidad`, headers: bearer(admin), payload: { elegible: true } });
      expect(elegible.statusCode, elegible.body).toBe(200);
      const solicitud = await app.inject({
        method: 'POST', url: `${API}/solicitudes`, headers: bearer(token),
        payload: { vacanteId, motivacion: 'Quiero apoyar a la comunidad con lo que aprendí en la carrera.' },
      });
      expect(solicitud.statusCode, solicitud.body).toBe(201);
      solicitudes.push(solicitud.json().id as number);
    }
  }, 180_000);

  it(`gives exactly ${CUPO} places to ${ESTUDIANTES} acceptances sent at once, and refuses the rest in Spanish`, async () => {
    const respuestas = await Promise.all(
      solicitudes.map((id) =>
        fetch(`${base}${API}/solicitudes/${id}/estado`, {
          method: 'PUT',
          headers: { ...bearer(instToken), 'content-type': 'application/json' },
          body: JSON.stringify({ estado: 'aceptada' }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { estado?: string; message?: string } })),
      ),
    );
    const aceptadas = respuestas.filter((r) => r.status === 200);
    expect(aceptadas).toHaveLength(CUPO);
    expect(aceptadas.every((r) => r.body.estado === 'aceptada')).toBe(true);
    const rechazadas = respuestas.filter((r) => r.status !== 200);
    expect(rechazadas).toHaveLength(ESTUDIANTES - CUPO);
    for (const r of rechazadas) {
      expect([409, 422]).toContain(r.status);
      expect(r.body.message).toBe(MENSAJES_SS.vacanteLlena);
    }

    const [v] = await app.db.select().from(ssVacantes).where(eq(ssVacantes.id, vacanteId));
    expect(v.ocupados).toBe(CUPO);
    const enBase = await app.db.select().from(ssSolicitudes).where(eq(ssSolicitudes.vacanteId, vacanteId));
    expect(enBase.filter((s) => s.estado === 'aceptada')).toHaveLength(CUPO);
    expect(enBase.filter((s) => s.estado === 'pendiente')).toHaveLength(ESTUDIANTES - CUPO);
    expect(await app.db.select().from(ssPrestaciones).where(eq(ssPrestaciones.vacanteId, vacanteId))).toHaveLength(CUPO);
  });
});
