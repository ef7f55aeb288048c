import { describe, expect, it } from 'vitest';
import { mesesDeInforme } from './horas';
import { seccionesDe, seccionesIncompletas } from './secciones';

const PLANTILLA = '<p><strong>Mes:</strong> octubre</p><h3>Actividades realizadas</h3><p>Describa las actividades del mes.</p><h3>Logros y dificultades</h3><p></p>';

describe('seccionesIncompletas', () => {
  it('names a section still holding the sample text and an empty one, in order', () => {
    expect(seccionesIncompletas(PLANTILLA, PLANTILLA)).toEqual([
      { titulo: 'Actividades realizadas', motivo: 'ejemplo', mensaje: 'Reemplace el texto de ejemplo de la sección «Actividades realizadas» por el suyo.' },
      { titulo: 'Logros y dificultades', motivo: 'vacia', mensaje: 'Escriba la sección «Logros y dificultades»: está vacía.' },
    ]);
  });

  it('accepts the author text, whatever the markup, and counts a blank line or &nbsp; as empty', () => {
    const escrito = PLANTILLA.replace('Describa las actividades del mes.', 'Talleres de <em>lectura</em>').replace('<p></p>', '<p>Doce asistentes</p>');
    expect(seccionesIncompletas(escrito, PLANTILLA)).toEqual([]);
    const casi = escrito.replace('<p>Doce asistentes</p>', '<p><br></p><p>&nbsp;</p>');
    expect(seccionesIncompletas(casi, PLANTILLA).map((s) => s.motivo)).toEqual(['vacia']);
  });

  it('reads a section up to the next heading; text before the first heading is no section', () => {
    expect(seccionesDe('<p>Intro</p><h2>Uno</h2><p>a</p><ul><li>b</li></ul><h3>Dos</h3>')).toEqual([{ titulo: 'Uno', texto: 'a b' }, { titulo: 'Dos', texto: '' }]);
  });
});

describe('mesesDeInforme', () => {
  it('lists the months due from the start, oldest first, up to the last whose report can be started', () => {
    const r = mesesDeInforme({ fechaInicio: '2026-08-03', fechaFin: null, hoy: '2026-11-20', reportados: ['2026-09'] });
    expect(r.meses).toEqual([{ mes: '2026-08', reportado: false }, { mes: '2026-09', reportado: true }, { mes: '2026-10', reportado: false }]);
    expect(r.sugerido).toBe('2026-08');
    // In its last 5 days the current month is due too.
    expect(mesesDeInforme({ fechaInicio: '2026-08-03', fechaFin: null, hoy: '2026-11-27', reportados: [] }).meses.at(-1)?.mes).toBe('2026-11');
  });

  it('stops at the end of a concluded service and suggests nothing when every month has its report', () => {
    const r = mesesDeInforme({ fechaInicio: '2026-08-03', fechaFin: '2026-09-30', hoy: '2027-01-10', reportados: ['2026-08', '2026-09'] });
    expect(r).toEqual({ meses: [{ mes: '2026-08', reportado: true }, { mes: '2026-09', reportado: true }], sugerido: null });
  });
});
