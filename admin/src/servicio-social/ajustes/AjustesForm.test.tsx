import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AjustesSs, PeriodoSs } from '../../../../shared/schemas/servicio-social';
import { buildUser, listAnswer, type Route } from '../../test/fakeApi';
import { renderAdmin } from '../../test/renderAdmin';

const ajustes: AjustesSs = {
  id: 1,
  horasRequeridas: 480,
  porcentajeCreditos: 70,
  duracionMinimaMeses: 6,
  duracionMaximaMeses: 24,
  maxHorasDia: 4,
  solicitudesAbiertas: 3,
  updatedAt: '2026-11-01T18:00:00.000Z',
};
const periodo: PeriodoSs = { id: 2, clave: '2027-1', inicio: '2027-01-15', fin: '2027-06-30', inscripcionHasta: null, activo: true };

const api: Route = (url, init) => {
  if (url.pathname === '/api/servicio-social/ajustes') {
    return init.method === 'PUT' ? { body: { ...ajustes, ...JSON.parse(String(init.body)), updatedAt: '2026-11-24T18:00:00.000Z' } } : { body: ajustes };
  }
  if (url.pathname === '/api/servicio-social/periodos') return listAnswer('periodos', [periodo]);
  return undefined;
};

const puts = (fetch: ReturnType<typeof renderAdmin>['fetch']) => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
const editor = buildUser({ permissions: ['ajustes-ss.ver', 'ajustes-ss.editar'] });

describe('servicio social settings form', () => {
  it("shows the stored rules and the periods, and refuses a maximum below the minimum with the shared schema's message", async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/servicio-social/administracion/ajustes', editor, api);
    const horas = await screen.findByLabelText(/^Horas requeridas/, {}, { timeout: 8000 });
    expect(horas).toHaveValue(480);
    expect(screen.getByLabelText(/^Porcentaje mínimo de créditos/)).toHaveValue(70);
    expect(await screen.findByText('2027-1')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Duración máxima/), { target: { value: '3' } });
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText('La duración máxima no puede ser menor que la mínima')).toBeInTheDocument();
    expect(puts(fetch)).toHaveLength(0);
  }, 30_000);

  it('saves the changed rules as numbers', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/servicio-social/administracion/ajustes', editor, api);
    const horas = await screen.findByLabelText(/^Horas requeridas/, {}, { timeout: 8000 });
    fireEvent.change(horas, { target: { value: '500' } });
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() => expect(puts(fetch)).toHaveLength(1));
    expect(JSON.parse(String(puts(fetch)[0][1]?.body))).toEqual({
      horasRequeridas: 500, porcentajeCreditos: 70, duracionMinimaMeses: 6, duracionMaximaMeses: 24, maxHorasDia: 4, solicitudesAbiertas: 3,
    });
    expect(await screen.findByText('Ajustes guardados')).toBeInTheDocument();
  }, 30_000);

  it('is read-only for staff who may only see the rules', async () => {
    renderAdmin('/servicio-social/administracion/ajustes', buildUser({ permissions: ['ajustes-ss.ver'] }), api);
    await screen.findByLabelText(/^Horas requeridas/, {}, { timeout: 8000 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Guardar ajustes' })).toBeNull());
  }, 30_000);
});
