import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdminContext } from '../test/renderWithAdminContext';
import { buildResultado } from './resultadoDePrueba';
import { VistaPrevia } from './VistaPrevia';

const row = (fila: number) => document.querySelector(`tr[data-fila="${fila}"]`) as HTMLElement;
const invalid = (el: HTMLElement) => [...el.querySelectorAll('td[data-invalid="true"]')] as HTMLElement[];

describe('<VistaPrevia>', () => {
  it('marks each invalid cell with its reason as visible text', async () => {
    renderWithAdminContext(<VistaPrevia resultado={buildResultado()} />);
    await screen.findByText('Vista previa');
    expect(invalid(row(2))).toEqual([]);

    const cells = invalid(row(3));
    expect(cells.map((c) => c.textContent)).toEqual([
      'ana@Escriba un correo electrónico válido',
      '31/02/2020Fecha de egreso: escriba una fecha válida (dd/mm/aaaa)',
    ]);
    // The reason is also the tooltip (the cell's accessible description once hovered).
    expect(cells[0]).toHaveAttribute('aria-label', 'Escriba un correo electrónico válido');
  });

  it('puts errors of unmapped fields in the row column, with the field named', async () => {
    renderWithAdminContext(<VistaPrevia resultado={buildResultado()} />);
    const fila4 = row(4) ?? (await screen.findByText('Luis')).closest('tr')!;
    expect(invalid(fila4).map((c) => c.textContent)).toEqual(['A001La matrícula se repite en la fila 2']);
    expect(within(fila4).getByText('CURP: La CURP no es válida')).toBeInTheDocument();
  });

  it('filters to the rows with errors', async () => {
    const user = userEvent.setup();
    renderWithAdminContext(<VistaPrevia resultado={buildResultado()} />);
    expect(await screen.findByText('José')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Solo filas con errores' }));
    expect(screen.queryByText('José')).toBeNull();
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(screen.getByText('Luis')).toBeInTheDocument();
  });

  it('says when every row is valid and offers no error list', async () => {
    renderWithAdminContext(<VistaPrevia resultado={buildResultado({ errores: [], rechazados: 0 })} />);
    expect(await screen.findByText(/Todas las filas son válidas/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar lista de errores (CSV)' })).toBeDisabled();
  });
});
