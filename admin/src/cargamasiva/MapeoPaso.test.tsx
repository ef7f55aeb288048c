import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Mapeo, ResultadoImportacion } from '../../../shared/schemas/importaciones';
import { renderWithAdminContext } from '../test/renderWithAdminContext';
import { MapeoPaso } from './MapeoPaso';
import { buildResultado } from './resultadoDePrueba';

const Harness = ({ resultado, onRevisar }: { resultado: ResultadoImportacion; onRevisar: (m: Mapeo) => void }) => {
  const [mapeo, setMapeo] = useState(resultado.mapeo);
  return <MapeoPaso resultado={resultado} mapeo={mapeo} onChange={setMapeo} onRevisar={() => onRevisar(mapeo)} />;
};

describe('<MapeoPaso>', () => {
  it('shows what was detected and preselects the suggested mapping', async () => {
    renderWithAdminContext(<Harness resultado={buildResultado()} onRevisar={vi.fn()} />);
    expect(await screen.findByText('Windows-1252 (ANSI)')).toBeInTheDocument();
    expect(screen.getByText('punto y coma (;)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'No. de control' })).toHaveValue('matricula');
    expect(screen.getByRole('combobox', { name: 'Generación' })).toHaveValue('anioEgreso');
    expect(screen.getByRole('combobox', { name: 'Notas' })).toHaveValue('');
    // Required fields are marked in the choices; the email is not one (a telephone may stand for it).
    expect(screen.getByRole('combobox', { name: 'No. de control' })).toHaveDisplayValue(/\*$/);
    expect(screen.getByRole('combobox', { name: 'Correo' })).toHaveDisplayValue('Correo electrónico');
    expect(screen.queryByText(/Faltan columnas obligatorias/)).toBeNull();
  });

  it('lets the user change a column and re-run the check with the new mapping', async () => {
    const user = userEvent.setup();
    const onRevisar = vi.fn();
    renderWithAdminContext(<Harness resultado={buildResultado()} onRevisar={onRevisar} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Notas' }), 'puesto');
    await user.click(screen.getByRole('button', { name: 'Volver a revisar con estas columnas' }));
    expect(onRevisar).toHaveBeenCalledWith(expect.objectContaining({ Notas: 'puesto', 'No. de control': 'matricula' }));
  });

  it('names the required fields left without a column and refuses two columns for one field', async () => {
    const user = userEvent.setup();
    renderWithAdminContext(<Harness resultado={buildResultado()} onRevisar={vi.fn()} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Carrera' }), '');
    expect(screen.getByText('Faltan columnas obligatorias: Programa (clave o nombre)')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Notas' }), 'nombre');
    expect(screen.getByText('Dos columnas apuntan a Nombre(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a revisar con estas columnas' })).toBeDisabled();
  });
});
