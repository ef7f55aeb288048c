import { describe, expect, it } from 'vitest';
import { ssDocumentos } from '../db/schema';
import { cambiarServicio, escenarioHoras } from '../servicio-social/horas/fixtures';
import { rolCon } from '../servicio-social/test/fixtures';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { egresadoPayload } from './test-support';

// The graduate record shows the social service of the same person: the student with the graduate's matrícula.
describe('GET /api/egresados/:id/servicio-social', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const esc = await escenarioHoras(app);
  const carrera = (await app.inject({ url: '/api/catalogos/programas' })).json().niveles.flatMap((n: { programas: { id: number }[] }) => n.programas)[0];
  const crearEgresado = async (matricula: string, correo: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/egresados', headers: bearer(admin), payload: egresadoPayload({ matricula, correo, programaId: carrera.id }) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const conServicio = await crearEgresado('SS1001', 'estudiante1@egresados.mx');
  const sinServicio = await crearEgresado('L2020999', 'otro@egresados.mx');
  const leer = (id: number, token = admin) => app.inject({ url: `/api/egresados/${id}/servicio-social`, headers: bearer(token) });

  it('lists the service of the student with the same matrícula, with its liberation letter once issued', async () => {
    await cambiarServicio(app, esc.p1, { estado: 'liberada', liberadaEn: new Date('2027-08-01T17:00:00Z'), fechaFin: '2027-07-30', horasAprobadas: 480 });
    await app.db.insert(ssDocumentos).values({
      estudianteId: esc.est1.id, prestacionId: esc.p1, tipo: 'liberacion', titulo: 'Carta de liberación', estado: 'aprobado', folio: 'SS-2027-LIB00001',
    });
    const res = await leer(conServicio);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: esc.p1, estado: 'liberada', periodo: '2027-1', fechaInicio: '2027-01-15', fechaFin: '2027-07-30', horasAprobadas: 480, horasRequeridas: 480,
        liberadaEn: '2027-08-01T17:00:00.000Z', folioLiberacion: 'SS-2027-LIB00001', folioConstancia: null,
        institucion: expect.any(String), programa: expect.any(String),
      }),
    ]);
  });

  it('is empty for a graduate who did not serve here, and 404 for an unknown record', async () => {
    expect((await leer(sinServicio)).json()).toEqual([]);
    expect((await leer(999_999)).statusCode).toBe(404);
  });

  it('shows why a service was dropped only to whom prestaciones.ver covers, not to graduate staff (issue 19)', async () => {
    await cambiarServicio(app, esc.p1, { estado: 'baja', bajaEn: new Date('2027-03-01T17:00:00Z'), motivoBaja: 'Problemas de salud del estudiante' });
    await rolCon(app, 'egresados-y-servicio', ['egresados.ver', 'prestaciones.ver']);
    await rolCon(app, 'solo-egresados', ['egresados.ver']);
    const motivo = async (token: string) => (await leer(conServicio, token)).json()[0].motivoBaja;
    expect(await motivo(admin)).toBe('Problemas de salud del estudiante');
    expect(await motivo(await userWithRoles(app, 'oficina.ambas@universidad.mx', ['egresados-y-servicio']))).toBe('Problemas de salud del estudiante');
    const egresadosStaff = await userWithRoles(app, 'coordinacion.egresados@universidad.mx', ['solo-egresados']);
    expect(await motivo(egresadosStaff)).toBeNull();
    expect((await leer(conServicio, egresadosStaff)).body).not.toContain('Problemas de salud');
  });

  it('needs egresados.ver: a student or an institution cannot read it', async () => {
    expect((await app.inject({ url: `/api/egresados/${conServicio}/servicio-social` })).statusCode).toBe(401);
    expect((await leer(conServicio, esc.est1.token)).statusCode).toBe(403);
    expect((await leer(conServicio, esc.inst1.token)).statusCode).toBe(403);
    await rolCon(app, 'lector-egresados', ['egresados.ver']);
    await rolCon(app, 'solo-servicio-social', ['prestaciones.ver']);
    expect((await leer(conServicio, await userWithRoles(app, 'lectora@universidad.mx', ['lector-egresados']))).statusCode).toBe(200);
    expect((await leer(conServicio, await userWithRoles(app, 'oficina.ss@universidad.mx', ['solo-servicio-social']))).statusCode).toBe(403);
  });
});
