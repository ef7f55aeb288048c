import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { fakeClient, listAnswer } from '../test/fakeApi';
import { ALL_AREAS, createDataProvider } from './dataProvider';

const page = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

function filterOf(url: string): unknown {
  return JSON.parse(new URL(url, 'http://localhost').searchParams.get('filter') ?? 'null');
}

describe('dataProvider', () => {
  it('maps route-path resources to the API collections', async () => {
    const { client, fetch } = fakeClient((url) => listAnswer(url.pathname.split('/').pop()!, [{ id: 1 }]));
    const data = createDataProvider(client);
    await data.getList('egresados/usuarios', { ...page, filter: {} });
    await data.getList('servicio-social/administracion/usuarios', { ...page, filter: { q: 'ana' } });
    await data.getList('administracion/correos', { ...page, filter: {} });
    await data.getList('administracion/auditoria', { ...page, filter: {} });
    const paths = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(paths).toEqual(['/api/usuarios', '/api/usuarios', '/api/correos', '/api/auditoria']);
    // Users are never narrowed to an area by default.
    expect(filterOf(String(fetch.mock.calls[0][0]))).toEqual({});
    expect(filterOf(String(fetch.mock.calls[1][0]))).toEqual({ q: 'ana' });
  });

  it("scopes roles and permissions to the screen's area unless told otherwise", async () => {
    const { client, fetch } = fakeClient(() => listAnswer('roles', []));
    const data = createDataProvider(client);
    await data.getList('egresados/roles', { ...page, filter: {} });
    await data.getList('servicio-social/administracion/permisos', { ...page, filter: { q: 'ver' } });
    await data.getList('egresados/roles', { ...page, filter: { area: 'plataforma' } });
    await data.getList('egresados/roles', { ...page, filter: { area: ALL_AREAS } });
    const filters = fetch.mock.calls.map(([url]) => filterOf(String(url)));
    expect(filters).toEqual([{ area: 'egresados' }, { q: 'ver', area: 'servicio-social' }, { area: 'plataforma' }, {}]);
    expect(new URL(String(fetch.mock.calls[1][0]), 'http://localhost').pathname).toBe('/api/permisos');
  });

  it('gives new roles and permissions the area of the screen they were created on', async () => {
    const { client, fetch } = fakeClient((_url, init) => ({ status: 201, body: { id: 9, ...JSON.parse(String(init.body)) } }));
    const data = createDataProvider(client);
    await data.create('servicio-social/administracion/roles', { data: { nombre: 'Coordinación' } });
    await data.create('egresados/permisos', { data: { nombre: 'egresados.exportar', area: 'plataforma' } });
    await data.create('egresados/usuarios', { data: { name: 'Ana', email: 'ana@universidad.mx', password: 'x'.repeat(8) } });
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies[0]).toEqual({ nombre: 'Coordinación', area: 'servicio-social' });
    expect(bodies[1]).toEqual({ nombre: 'egresados.exportar', area: 'plataforma' });
    expect(bodies[2]).not.toHaveProperty('area');
  });

  it('leaves the password out of an update when the field was left empty', async () => {
    const { client, fetch } = fakeClient((_url, init) => ({ body: JSON.parse(String(init.body)) }));
    await createDataProvider(client).update('egresados/usuarios', { id: 3, data: { id: 3, name: 'Ana', password: '' }, previousData: { id: 3 } });
    expect(String(fetch.mock.calls[0][0])).toBe('/api/usuarios/3');
    expect(fetch.mock.calls[0][1]?.method).toBe('PUT');
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ id: 3, name: 'Ana' });
  });

  it('disables with DELETE, declaring a single JSON content type', async () => {
    const { client, fetch } = fakeClient(() => ({ body: { id: 4, activo: false } }));
    await createDataProvider(client).delete('egresados/roles', { id: 4, previousData: { id: 4 } });
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe('/api/roles/4');
    expect(init?.method).toBe('DELETE');
    const headers = new Headers(init?.headers as HeadersInit);
    // ra-data-simple-rest asks for text/plain on DELETE; two content types would be a 415.
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('turns API errors into HttpError with one message per field', async () => {
    const { client } = fakeClient(() => ({
      status: 422,
      body: { message: 'Los datos no son válidos', errors: { email: ['Ya existe un usuario con este correo'], 'roleIds.0': ['Rol inexistente', 'Rol inactivo'] } },
    }));
    const error = await createDataProvider(client).create('egresados/usuarios', { data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'Los datos no son válidos',
      status: 422,
      body: { errors: { email: 'Ya existe un usuario con este correo', roleIds: 'Rol inexistente; Rol inactivo' } },
    });
  });

  it('a 401 clears the session and reports it as an HttpError react-admin can act on', async () => {
    const { client, session, onUnauthorized } = fakeClient(() => ({ status: 401, body: { message: 'No ha iniciado sesión o su sesión expiró' } }));
    const error = await createDataProvider(client).getOne('egresados/roles', { id: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'No ha iniciado sesión o su sesión expiró' });
    expect(session.token).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends the bearer token and calls the outbox and dashboard endpoints', async () => {
    const { client, fetch } = fakeClient((url) =>
      url.pathname === '/api/dashboard'
        ? { body: { correos: { pendientes: 1, fallidos: 2, retenidos: 0 }, visitas: { ultimos7Dias: 3, ultimos30Dias: 9, rutasPrincipales: [{ route: '/', visitas: 9 }] } } }
        : { body: { id: 5, estado: 'pendiente' } },
    );
    const data = createDataProvider(client);
    await expect(data.resendCorreo(5)).resolves.toMatchObject({ data: { id: 5 } });
    expect(String(fetch.mock.calls[0][0])).toBe('/api/correos/5/reenviar');
    expect(fetch.mock.calls[0][1]?.method).toBe('POST');
    expect((fetch.mock.calls[0][1]?.headers as Record<string, string>).Authorization).toBe('Bearer token-de-prueba');
    await expect(data.getDashboard()).resolves.toEqual({
      correos: { pendientes: 1, fallidos: 2, retenidos: 0 },
      visitas: { ultimos7: 3, ultimos30: 9, top: [{ route: '/', total: 9 }] },
    });
  });
});
