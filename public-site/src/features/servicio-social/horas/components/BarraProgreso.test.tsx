import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { calcularProgreso } from '../../../../../../shared/servicio-social/horas';
import { BarraProgreso } from './BarraProgreso';

const progreso = (aprobadas: number, registradas: number, duracionMaximaMeses = 12) =>
  calcularProgreso({ horasRequeridas: 480, horasAprobadas: aprobadas, horasRegistradas: registradas, fechaInicio: '2027-01-01', duracionMaximaMeses, hoy: '2027-01-14' });

describe('BarraProgreso', () => {
  it('speaks both segments and the required total, and shows the expected end', () => {
    render(<BarraProgreso progreso={progreso(20, 40)} />);
    const barra = screen.getByRole('progressbar', { name: 'Avance de horas del servicio social' });
    expect(barra).toHaveAttribute('aria-valuenow', '20');
    expect(barra).toHaveAttribute('aria-valuemax', '480');
    expect(barra).toHaveAttribute('aria-valuetext', '20 de 480 horas aprobadas (4.2 %); 20 horas pendientes de aprobar');
    expect(screen.getByText('Requeridas:')).toHaveTextContent('Requeridas: 480 h');
    expect(screen.getByText(/Al ritmo actual \(20 h por semana\) terminaría el 17 de junio de 2027/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when the pace ends after the maximum duration, and says when there is nothing to estimate', () => {
    const { rerender } = render(<BarraProgreso progreso={progreso(20, 40, 4)} />);
    expect(screen.getByText(/después de la duración máxima del servicio \(1 de mayo de 2027\)/)).toBeInTheDocument();
    rerender(<BarraProgreso progreso={progreso(0, 0)} etiqueta="Avance de horas de Ana" />);
    expect(screen.getByRole('progressbar', { name: 'Avance de horas de Ana' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(/Cuando registre horas/)).toBeInTheDocument();
  });
});
