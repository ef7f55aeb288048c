import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '../../../../../../shared/auth/session';
import type { HorasMes } from '../../../../../../shared/schemas/servicio-social-horas';
import { calcularProgreso } from '../../../../../../shared/servicio-social/horas';
import { fakeApi, renderApp, storeSession } from '../../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});
vi.setConfig({ testTimeout: 60_000 });

const estudiante: SessionUser = { id: 7, name: 'María Núñez', email: 'maria@alumnos.mx', roles: ['estudiante'], permissions: [] };
const API = '/api/servicio-social';
const mes = (cambios: Partial<HorasMes> = {}): HorasMes => ({
  prestacionId: 5, mes: '2027-03', estado: 'registrada', total: 4.5, informe: null, editable: true,
  entradas: [{ id: 11, fecha: '2027-03-02', horas: 4.5, actividades: 'Sesión de lectura con adultos.', estado: 'registrada' }],
  servicio: { estado: 'en_curso', fechaInicio: '2027-01-15', fechaFin: null, maxHorasDia: 8, hoy: '2027-03-20' },
  ...cambios,
});
const progreso = { prestacionId: 5, fechaInicio: '2027-01-15', ...calcularProgreso({ horasRequeridas: 480, horasAprobadas: 40, horasRegistradas: 44.5, fechaInicio: '2027-01-15', duracionMaximaMeses: 12, hoy: '2027-03-20' }) };

function api(horas: () => HorasMes, extra: Parameters<typeof fakeApi>[0] = {}) {
  storeSession(estudiante);
  return fakeApi({
    'GET /api/user': { status: 200, body: estudiante },
    [`GET ${API}/estudiante/horas`]: () => ({ status: 200, body: horas() }),
    [`GET ${API}/prestaciones/5/progreso`]: { status: 200, body: progreso },
    ...extra,
  });
}

describe('registro de horas', () => {
  it('shows the month with its total, state, progress and the link to its report', async () => {
    renderApp('/servicio-social/estudiantes/horas?mes=2027-03', api(() => mes()));
    expect(await screen.findByRole('heading', { name: 'Marzo de 2027' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('Total del mes:')).toHaveTextContent('4.5 h');
    expect(await screen.findByRole('progressbar', { name: 'Avance de horas del servicio social' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('link', { name: 'Escribir el informe mensual de marzo de 2027' })).toHaveAttribute('href', '/servicio-social/estudiantes/documentos/Informe-mensual?mes=2027-03');
    expect(screen.getByRole('button', { name: 'Editar las horas del 2 de marzo de 2027' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/servicio-social/estudiantes/horas?mes=2027-02'));
  });

  it('puts the server refusal next to its field, then logs the entry', async () => {
    let intento = 0;
    const fake = api(() => mes(), {
      [`POST ${API}/estudiante/horas`]: () =>
        ++intento === 1
          ? { status: 422, body: { message: 'Ya registró horas para este día', errors: { fecha: ['Ya registró horas para este día; edite ese registro en lugar de crear otro.'] } } }
          : { status: 201, body: { id: 12, fecha: '2027-03-03', horas: 3, actividades: 'Preparar material didáctico.', estado: 'registrada' } },
    });
    renderApp('/servicio-social/estudiantes/horas?mes=2027-03', fake);
    const form = await screen.findByRole('form', { name: 'Registrar horas' }, { timeout: 30_000 });
    fireEvent.change(within(form).getByLabelText(/^Horas/), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText(/^Actividades realizadas/), { target: { value: 'Preparar material didáctico.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar horas' }));
    const fecha = within(form).getByLabelText(/^Fecha/);
    await waitFor(() => expect(fecha).toHaveAccessibleDescription('Ya registró horas para este día; edite ese registro en lugar de crear otro.'));
    expect(fecha).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(fecha, { target: { value: '2027-03-03' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar horas' }));
    await waitFor(() => expect(fake.called(`POST ${API}/estudiante/horas`)).toHaveLength(2));
    expect(fake.called(`POST ${API}/estudiante/horas`)[1].body).toEqual({ fecha: '2027-03-03', horas: 3, actividades: 'Preparar material didáctico.' });
  });

  it('checks the form before sending: hours in quarters and within the day', async () => {
    const fake = api(() => mes());
    renderApp('/servicio-social/estudiantes/horas?mes=2027-03', fake);
    const form = await screen.findByRole('form', { name: 'Registrar horas' }, { timeout: 30_000 });
    fireEvent.change(within(form).getByLabelText(/^Horas/), { target: { value: '1.3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar horas' }));
    expect(await within(form).findByText(/Use horas completas, medias o cuartos/)).toBeInTheDocument();
    expect(within(form).getByText(/Describa las actividades/)).toBeInTheDocument();
    expect(fake.called(`POST ${API}/estudiante/horas`)).toHaveLength(0);
  });

  it('a month in review shows why and offers no changes', async () => {
    const revision = mes({ estado: 'en_revision', editable: false, informe: { id: 3, estado: 'enviado', etapa: 'institucion' }, entradas: [{ ...mes().entradas[0], estado: 'en_revision' }] });
    renderApp('/servicio-social/estudiantes/horas?mes=2027-03', api(() => revision));
    expect(await screen.findByText(/está en revisión; podrá corregir sus horas/, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Registrar horas' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar las horas/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver el informe mensual de marzo de 2027' })).toBeInTheDocument();
  });

  it('deletes an entry after confirming', async () => {
    const fake = api(() => mes(), { [`DELETE ${API}/estudiante/horas/11`]: { status: 204 } });
    renderApp('/servicio-social/estudiantes/horas?mes=2027-03', fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar las horas del 2 de marzo de 2027' }, { timeout: 30_000 }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Eliminar este registro?' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(fake.called(`DELETE ${API}/estudiante/horas/11`)).toHaveLength(1));
  });
});
