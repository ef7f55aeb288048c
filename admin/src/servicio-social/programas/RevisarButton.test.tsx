import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../../../../shared/test/fill';
import type { ProgramaSs } from '../../../../shared/schemas/servicio-social';
import { buildUser, listAnswer, type Route } from '../../test/fakeApi';
import { renderAdmin } from '../../test/renderAdmin';

const programa: ProgramaSs = {
  id: 7,
  institucionId: 4,
  institucion: 'Fundación Ayuda Mutua A.C.',
  nombre: 'Alfabetización de adultos',
  objetivo: 'Enseñar a leer y escribir a personas adultas de la colonia.',
  actividades: 'Clases, materiales, seguimiento.',
  carreras: [],
  modalidad: 'presencial',
  lugar: 'Centro comunitario',
  horario: 'matutino',
  periodo: '2027-1',
  responsable: 'Marta Ríos',
  apoyoEconomico: 0,
  estado: 'enviado',
  observaciones: null,
  enviadoEn: '2026-11-20T16:00:00.000Z',
  revisadoEn: null,
  vacantes: 0,
  createdAt: '2026-11-20T16:00:00.000Z',
  updatedAt: '2026-11-20T16:00:00.000Z',
};

function api(): Route {
  let actual = programa;
  return (url, init) => {
    if (url.pathname === '/api/servicio-social/programas') return listAnswer('programas', [actual]);
    if (url.pathname === '/api/servicio-social/programas/7') return { body: actual };
    if (url.pathname === '/api/catalogos/programas') return { body: { niveles: [] } };
    if (url.pathname === '/api/servicio-social/programas/7/revision' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Pick<ProgramaSs, 'estado' | 'observaciones'>;
      actual = { ...actual, ...body };
      return { body: actual };
    }
    return undefined;
  };
}

const staff = buildUser({ permissions: ['ss-programas.ver', 'ss-programas.editar'] });

describe('program review dialog', () => {
  it('asks for the observations before sending a program back, then sends them under `observaciones`', async () => {
    const { fetch } = renderAdmin('/servicio-social/administracion/programas/7/show', staff, api());
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Alfabetización de adultos' }, { timeout: 8000 });
    await user.click(await screen.findByRole('button', { name: 'Revisar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisar el programa «Alfabetización de adultos»' });
    await user.click(within(dialog).getByRole('radio', { name: 'Devolver con observaciones' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar decisión' }));
    expect(await within(dialog).findByText('Escriba el motivo: se enviará por correo.')).toBeInTheDocument();

    await fill(user, within(dialog).getByRole('textbox', { name: /Observaciones/ }), 'Indique las horas por semana');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar decisión' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ estado: 'con_observaciones', observaciones: 'Indique las horas por semana' });
    expect(await screen.findByText('Programa devuelto con observaciones')).toBeInTheDocument();
  }, 45_000);
});
