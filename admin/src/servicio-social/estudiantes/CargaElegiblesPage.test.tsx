import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CargaElegibles } from '../../../../shared/schemas/servicio-social';
import { buildUser, type Route } from '../../test/fakeApi';
import { renderAdmin } from '../../test/renderAdmin';

const resultado: CargaElegibles = {
  total: 5, elegibles: 2, noElegibles: 1, erroresOmitidos: 0,
  noEncontradas: [{ fila: 5, matricula: 'A099999' }],
  errores: [{ fila: 6, campo: 'creditos', mensaje: 'El porcentaje de créditos debe ser un número entre 0 y 100' }],
};

const api: Route = (url, init) =>
  url.pathname === '/api/servicio-social/estudiantes/elegibles' && init.method === 'POST' ? { body: resultado } : undefined;

const RUTA = '/servicio-social/administracion/estudiantes/elegibles';

describe('eligible students upload', () => {
  it('sends the chosen file as `archivo` and shows the summary with the refused rows', async () => {
    const { fetch } = renderAdmin(RUTA, buildUser({ permissions: ['estudiantes.ver', 'estudiantes.editar'] }), api);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Carga de estudiantes elegibles', level: 1 }, { timeout: 10_000 });
    const subir = screen.getByRole('button', { name: 'Subir y aplicar' });
    expect(subir).toBeDisabled();
    await user.upload(screen.getByTestId('elegibles-input'), new File(['Matrícula,Créditos\nA012345,90\n'], 'lista.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/Archivo: lista\.csv/)).toBeInTheDocument();
    await user.click(subir);
    const estado = await screen.findByRole('status', {}, { timeout: 10_000 });
    await within(estado).findByText('Resultado de la carga');
    const envio = fetch.mock.calls.find(([url]) => String(url).includes('/estudiantes/elegibles'));
    const cuerpo = envio?.[1]?.body as FormData;
    expect(cuerpo).toBeInstanceOf(FormData);
    expect((cuerpo.get('archivo') as File).name).toBe('lista.csv');
    const filas = within(estado).getAllByRole('table');
    expect(within(filas[0]).getByText('El porcentaje de créditos debe ser un número entre 0 y 100')).toBeInTheDocument();
    expect(within(filas[1]).getByText('A099999')).toBeInTheDocument();
    expect(within(estado).queryByText('Todas las filas se aplicaron.')).toBeNull();
  }, 45_000);

  it('refuses another file type before sending anything', async () => {
    const { fetch } = renderAdmin(RUTA, buildUser({ permissions: ['estudiantes.ver', 'estudiantes.editar'] }), api);
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { name: 'Carga de estudiantes elegibles', level: 1 }, { timeout: 10_000 });
    await user.upload(screen.getByTestId('elegibles-input'), new File(['%PDF-1.4'], 'lista.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Elija un archivo CSV o Excel (.xlsx).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir y aplicar' })).toBeDisabled();
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/estudiantes/elegibles'))).toBe(false));
  }, 45_000);

  it('is not offered to staff who may only read students', async () => {
    renderAdmin(RUTA, buildUser({ permissions: ['estudiantes.ver'] }), api);
    expect(await screen.findByText(/no tiene permiso|acceso denegado|no autorizado/i, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subir y aplicar' })).toBeNull();
  }, 45_000);
});
