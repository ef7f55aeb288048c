import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../lib/api-client';
import { fakeApi, storeSession } from '../../../../test/render-app';
import { leerPanel } from './panel';

const PANEL = 'GET /api/servicio-social/institucion';

describe('the institution panel request', () => {
  it('is shared by callers while it is on its way, and asked again once it has answered', async () => {
    storeSession({ id: 7, name: 'Fundación', email: 'f@x.mx', roles: ['institucion'], permissions: [] });
    let n = 0;
    const api = fakeApi({ [PANEL]: () => ({ status: 200, body: { institucion: { estado: 'aprobada' }, vez: ++n } }) });
    const client = createApiClient({ fetch: api.fetch });
    const [menu, pagina] = await Promise.all([leerPanel(client), leerPanel(client)]);
    expect(api.called(PANEL)).toHaveLength(1);
    expect(pagina).toBe(menu);
    // A page's reload after a change must see the new answer, not the first one.
    expect(await leerPanel(client)).toMatchObject({ vez: 2 });
    expect(api.called(PANEL)).toHaveLength(2);
  });

  it('lets the next call ask again after a failure', async () => {
    storeSession({ id: 7, name: 'Fundación', email: 'f@x.mx', roles: ['institucion'], permissions: [] });
    let falla = true;
    const api = fakeApi({ [PANEL]: () => (falla ? { status: 503, body: { message: 'No disponible' } } : { status: 200, body: { institucion: { estado: 'aprobada' } } }) });
    const client = createApiClient({ fetch: api.fetch });
    await expect(leerPanel(client)).rejects.toThrow();
    falla = false;
    await expect(leerPanel(client)).resolves.toMatchObject({ institucion: { estado: 'aprobada' } });
  });

  it('is not shared between two clients', async () => {
    storeSession({ id: 7, name: 'Fundación', email: 'f@x.mx', roles: ['institucion'], permissions: [] });
    const api = fakeApi({ [PANEL]: { status: 200, body: { institucion: { estado: 'aprobada' } } } });
    await Promise.all([leerPanel(createApiClient({ fetch: api.fetch })), leerPanel(createApiClient({ fetch: api.fetch }))]);
    expect(api.called(PANEL)).toHaveLength(2);
  });
});
