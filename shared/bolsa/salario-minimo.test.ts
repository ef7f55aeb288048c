import { describe, expect, it } from 'vitest';
import { mensajeSalarioMinimo, minimoMensual } from './salario-minimo';
import { salarioMensual } from './valores';

const ajustes2026 = { anio: 2026, salarioMinimoDiario: 315.04, salarioMinimoDiarioFrontera: 440.87 };

describe('minimum wage', () => {
  it('monthly is daily × 30.4, to the cent (CONASAMI 2026)', () => {
    expect(salarioMensual(315.04)).toBe(9577.22);
    expect(salarioMensual(440.87)).toBe(13402.45);
  });
  it('picks the zone by municipio', () => {
    expect(minimoMensual(ajustes2026, 'BC', 'Tijuana')).toEqual({ mensual: 13402.45, zona: 'frontera' });
    expect(minimoMensual(ajustes2026, 'CH', 'Chihuahua')).toEqual({ mensual: 9577.22, zona: 'general' });
    expect(minimoMensual(ajustes2026, 'JC', 'Guadalajara')).toEqual({ mensual: 9577.22, zona: 'general' });
  });
  it('says the figure and the zone', () => {
    expect(mensajeSalarioMinimo(ajustes2026, 'general', 9577.22)).toMatch(/2026 en el resto del país: \$9,577\.22 \(\$315\.04 diarios × 30\.4 días\)/);
  });
});
