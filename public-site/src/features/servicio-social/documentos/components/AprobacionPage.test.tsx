import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MENSAJES_DOCUMENTOS } from '../../../../../../shared/schemas/servicio-social-documentos';
import { fakeApi, renderApp } from '../../../../test/render-app';

describe('supervisor approval page', () => {
  it('says a link without its token is not valid, without asking the server', async () => {
    const api = fakeApi({});
    renderApp('/servicio-social/aprobacion', api);
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_DOCUMENTOS.enlaceInvalido);
    expect(api.called('GET /api/servicio-social/aprobacion')).toHaveLength(0);
  });

  it('reads the report of the link', async () => {
    const api = fakeApi({ 'GET /api/servicio-social/aprobacion': { status: 410, body: { message: MENSAJES_DOCUMENTOS.enlaceInvalido } } });
    renderApp('/servicio-social/aprobacion?token=caducado', api);
    expect(await screen.findByRole('alert')).toHaveTextContent(MENSAJES_DOCUMENTOS.enlaceInvalido);
    expect(api.called('GET /api/servicio-social/aprobacion')).toHaveLength(1);
  });
});
