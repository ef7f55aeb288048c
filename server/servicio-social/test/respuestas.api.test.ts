// Issue 21: the routes no other test of the area calls still answer within the schema they declare (the test
// helper's `inject` rejects an answer that does not fit, so each call here checks one).
import { describe, expect, it } from 'vitest';
import { adminToken, bearer, buildTestApp } from '../../test/helper';
import { PASSWORD, crearPrograma, estudiante, institucion, programaAprobado, programaDatos, vacante } from './fixtures';

const URL = '/api/servicio-social';

describe('servicio social answers within their declared schemas', async () => {
  const app = await buildTestApp();
  const admin = bearer(await adminToken(app));
  const carrera = await crearPrograma(app, { clave: 'LTS', nombre: 'Licenciatura en Trabajo Social' });
  const inst = await institucion(app, 1);
  const programa = await programaAprobado(app, inst, carrera.id);
  const vacanteId = await vacante(app, inst, programa, carrera.id);
  const alumno = await estudiante(app, 1, carrera.id);
  const llamar = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    app.inject({ method, url: `${URL}${url}`, headers, payload });

  it('answers the public pages', async () => {
    expect((await llamar('GET', '/informacion')).json().periodos.length).toBeGreaterThan(0);
    expect((await llamar('GET', '/municipios?entidad=jc')).json()).toContain('Guadalajara');
    expect((await llamar('GET', '/cifras')).json().vacantesAbiertas).toBe(1);
    expect((await llamar('GET', '/invitaciones?token=no-vale')).statusCode).toBe(410);
  });

  it('answers the settings and the periods', async () => {
    const ajustes = (await llamar('GET', '/ajustes', admin)).json();
    const { id, updatedAt, ...valores } = ajustes;
    expect([id, typeof updatedAt]).toEqual([1, 'string']);
    expect((await llamar('GET', '/ajustes/1', admin)).json()).toEqual(ajustes);
    expect((await llamar('PUT', '/ajustes', admin, { ...valores, maxHorasDia: 5 })).json().maxHorasDia).toBe(5);
    expect((await llamar('PUT', '/ajustes/1', admin, valores)).json().maxHorasDia).toBe(valores.maxHorasDia);

    const periodo = { clave: '2031-1', inicio: '2031-01-13', fin: '2031-07-11', inscripcionHasta: null, activo: true };
    const creado = await llamar('POST', '/periodos', admin, periodo);
    expect(creado.statusCode).toBe(201);
    expect(creado.json()).toEqual({ id: expect.any(Number), ...periodo });
    const pid = creado.json().id;
    expect((await llamar('GET', '/periodos', admin)).headers['content-range']).toMatch(/^periodos /);
    expect((await llamar('PUT', `/periodos/${pid}`, admin, { ...periodo, inscripcionHasta: '2031-02-14' })).json().inscripcionHasta).toBe('2031-02-14');
    expect((await llamar('GET', `/periodos/${pid}`, admin)).json().clave).toBe('2031-1');
    expect((await llamar('DELETE', `/periodos/${pid}`, admin)).json().id).toBe(pid);
  });

  it('answers the institution its profile and colleagues, and staff the record they edit', async () => {
    const yo = bearer(inst.token);
    const perfil = (await llamar('GET', '/institucion/perfil', yo)).json();
    expect((await llamar('GET', '/institucion/colegas', yo)).json()).toEqual([expect.objectContaining({ correo: inst.correo, responsable: true })]);
    const datos = { ...perfil, domicilio: 'Av. Hidalgo 200, Centro' };
    for (const campo of ['id', 'estado', 'motivoRechazo', 'validadaEn', 'correoVerificado', 'programas', 'createdAt', 'updatedAt']) delete datos[campo];
    expect((await llamar('PUT', `/instituciones/${inst.id}`, admin, datos)).json().domicilio).toBe('Av. Hidalgo 200, Centro');
    expect((await llamar('GET', `/instituciones/${inst.id}`, admin)).json().usuarios).toHaveLength(1);

    const borrador = (await llamar('POST', '/programas', yo, programaDatos(carrera.id, { nombre: 'Para borrar' }))).json().id;
    expect((await llamar('PUT', `/programas/${borrador}`, yo, programaDatos(carrera.id, { nombre: 'Para borrar pronto' }))).json().nombre).toBe('Para borrar pronto');
    expect((await llamar('DELETE', `/programas/${borrador}`, yo)).json()).toEqual({ id: borrador });

    for (const lector of [yo, admin]) {
      expect((await llamar('GET', '/programas', lector)).json()).toEqual([expect.objectContaining({ id: programa, estado: 'aprobado' })]);
      expect((await llamar('GET', `/programas/${programa}`, lector)).json().vacantes).toBe(1);
      expect((await llamar('GET', '/vacantes', lector)).json()).toEqual([expect.objectContaining({ id: vacanteId, lugaresDisponibles: 2 })]);
      expect((await llamar('GET', `/vacantes/${vacanteId}`, lector)).json().programaId).toBe(programa);
    }
    expect((await llamar('POST', `/vacantes/${vacanteId}/cerrar`, yo)).json().estado).toBe('cerrada');
    expect((await llamar('POST', `/vacantes/${vacanteId}/abrir`, yo)).json().estado).toBe('abierta');
  });

  it('answers a student the vacancy and a portal account its new password', async () => {
    const detalle = (await llamar('GET', `/busqueda/${vacanteId}`, bearer(alumno.token))).json();
    expect(detalle).toMatchObject({ id: vacanteId, yaSolicitada: false, carreras: [{ id: carrera.id, nombre: 'Licenciatura en Trabajo Social' }] });
    const cambio = await llamar('PUT', '/cuenta/password', bearer(alumno.token), { actual: PASSWORD, nueva: 'otra-contraseña-de-prueba' });
    expect(cambio.json()).toEqual({ message: 'Su contraseña se actualizó.' });
  });
});
