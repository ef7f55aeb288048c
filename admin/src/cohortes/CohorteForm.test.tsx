import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COHORTE_DUPLICADA, type Cohorte } from '../../../shared/schemas/reportes';
import { buildUser, listAnswer, type Route } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';

const admin = buildUser({ roles: ['administrador'] });
const programas = [{ id: 7, clave: 'ENF', nombre: 'Enfermería', nivelId: 1, nivel: 'Licenciatura', activo: true, egresados: 3 }];

function api(crear: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const enviados: Record<string, unknown>[] = [];
  const route: Route = (url, init) => {
    if (url.pathname === '/api/programas') return listAnswer('programas', programas);
    if (url.pathname === '/api/cohortes' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      enviados.push(body);
      return crear(body);
    }
    if (url.pathname === '/api/cohortes') return listAnswer('cohortes', []);
    return undefined;
  };
  return { route, enviados };
}

async function elegirPrograma() {
  await userEvent.click(await screen.findByRole('combobox', { name: /^Programa/ }));
  await userEvent.click(await screen.findByRole('option', { name: /Enfermería/ }));
}

describe('<CohorteCreate>', () => {
  it('says in Spanish what is missing or wrong before asking the server', async () => {
    const { route, enviados } = api(() => ({ status: 500, body: {} }));
    renderAdmin('/egresados/cohortes/create', admin, route);
    await userEvent.type(await screen.findByLabelText(/^Año de egreso/), '1900');
    await userEvent.type(screen.getByLabelText(/^Egresados esperados/), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elija un programa')).toBeInTheDocument();
    expect(screen.getByText(/El año de egreso no puede ser anterior a/)).toBeInTheDocument();
    expect(screen.getByText('Los egresados esperados no pueden ser negativos')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Año de egreso/));
    await userEvent.clear(screen.getByLabelText(/^Egresados esperados/));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escriba el año de egreso')).toBeInTheDocument();
    expect(screen.getByText('Escriba cuántos egresados se esperan')).toBeInTheDocument();
    expect(enviados).toEqual([]);
  });

  it('shows the server 422 next to its field', async () => {
    const { route, enviados } = api(() => ({ status: 422, body: { message: 'Revise los datos', errors: { anioEgreso: [COHORTE_DUPLICADA] } } }));
    renderAdmin('/egresados/cohortes/create', admin, route);
    await elegirPrograma();
    await userEvent.type(screen.getByLabelText(/^Año de egreso/), '2022');
    await userEvent.type(screen.getByLabelText(/^Egresados esperados/), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const campo = screen.getByLabelText(/^Año de egreso/);
    await waitFor(() => expect(campo).toHaveAccessibleDescription(new RegExp(COHORTE_DUPLICADA)));
    expect(campo).toHaveAttribute('aria-invalid', 'true');
    expect(enviados).toEqual([{ programaId: 7, anioEgreso: 2022, esperados: 40 }]);
  });

  it('saves and goes back to the list', async () => {
    const creada: Cohorte = { id: 3, programaId: 7, programa: 'Enfermería', nivel: 'Licenciatura', anioEgreso: 2022, esperados: 40, registrados: 3, createdAt: '2026-11-22T00:00:00Z', updatedAt: '2026-11-22T00:00:00Z' };
    const { route } = api(() => ({ status: 201, body: creada }));
    renderAdmin('/egresados/cohortes/create', admin, route);
    await elegirPrograma();
    await userEvent.type(screen.getByLabelText(/^Año de egreso/), '2022');
    await userEvent.type(screen.getByLabelText(/^Egresados esperados/), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elemento creado')).toBeInTheDocument();
  });
});
