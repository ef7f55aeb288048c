import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RevisionEmpleadores } from '../../../../shared/schemas/seguimiento';
import { buildUser } from '../../test/fakeApi';
import { renderAdmin } from '../../test/renderAdmin';
import { showRoutes } from './fixtures';

const fila = (n: number, errores: string[] = []) => ({
  fila: n, correo: `rh${n}@empresa.mx`, organizacion: `Empresa ${n}`, identificador: `M${n}`, egresado: errores.length ? null : `Egresado ${n}`, errores,
});
const conError: RevisionEmpleadores = { filas: [fila(2), fila(3, ['No hay un egresado con esa CURP o matrícula'])], validas: 1, conErrores: 1 };
const correcta: RevisionEmpleadores = { filas: [fila(2), fila(3)], validas: 2, conErrores: 0 };

describe('<EmpleadoresCsvButton> in the wave show page', () => {
  it('previews the rows with their errors, refuses to send while any is wrong, then sends a corrected file', async () => {
    const user = userEvent.setup();
    const cuerpos: { csv: string; confirmar: boolean }[] = [];
    renderAdmin(
      '/egresados/seguimiento/aplicaciones/5/show',
      buildUser({ permissions: ['seguimiento.ver', 'seguimiento.enviar'] }),
      showRoutes((url, init) => {
        if (url.pathname !== '/api/seguimiento/aplicaciones/5/empleadores') return undefined;
        const body = JSON.parse(String(init.body));
        cuerpos.push(body);
        if (body.confirmar) return { status: 202, body: { invitados: 2, filas: 2 } };
        return { body: body.csv.includes('M9') ? conError : correcta };
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Invitar empleadores (CSV)' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar empleadores desde una lista: Generación 2020' });
    const enviar = () => within(dialog).getByRole('button', { name: /^Enviar \d+ invitaci/ });
    expect(enviar()).toBeDisabled();

    await user.upload(within(dialog).getByTestId('empleadores-csv'), new File(['correo,organización,matrícula\nrh2@empresa.mx,Empresa 2,M2\nrh3@empresa.mx,Empresa 3,M9\n'], 'empleadores.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('No hay un egresado con esa CURP o matrícula')).toBeInTheDocument();
    expect(within(dialog).getByText(/1 filas tienen errores y 1 son correctas/)).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'Egresado 2' })).toBeInTheDocument();
    expect(enviar()).toBeDisabled();
    expect(cuerpos).toEqual([expect.objectContaining({ confirmar: false })]);

    await user.upload(within(dialog).getByTestId('empleadores-csv'), new File(['correo,organización,matrícula\nrh2@empresa.mx,Empresa 2,M2\nrh3@empresa.mx,Empresa 3,M3\n'], 'empleadores.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText(/se enviará un correo con su enlace personal a cada uno de los 2 empleadores/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Enviar 2 invitaciones' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cuerpos.at(-1)).toEqual({ csv: expect.stringContaining('M3'), confirmar: true });
    expect(await screen.findByText('Se encolaron 2 invitaciones a empleadores')).toBeInTheDocument();
  });

  it('is not offered without seguimiento.enviar', async () => {
    renderAdmin('/egresados/seguimiento/aplicaciones/5/show', buildUser({ permissions: ['seguimiento.ver', 'seguimiento.editar'] }), showRoutes(() => undefined));
    expect(await screen.findByText(/Luis Pérez Gómez · L2020-7/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invitar empleadores (CSV)' })).toBeNull();
  });
});
