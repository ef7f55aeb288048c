import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cuestionario } from '../../../../shared/schemas/seguimiento';
import { buildUser, type Route } from '../../test/fakeApi';
import { renderAdmin } from '../../test/renderAdmin';

const staff = buildUser({ permissions: ['seguimiento.ver', 'seguimiento.editar'] });
const RUTA = '/egresados/seguimiento/cuestionarios/5';

const pregunta = (clave: string) => ({ clave, texto: `¿Pregunta ${clave}?`, tipo: 'texto' as const, requerida: false, mostrarSi: null });
const cuestionario: Cuestionario = {
  id: 5, grupo: 5, version: 1, nombre: 'Seguimiento de egresados', tipo: 'egresados', descripcion: null, vigente: true, respuestas: 0,
  secciones: [
    { titulo: 'Datos generales', preguntas: [pregunta('g1'), pregunta('g2'), pregunta('g3')] },
    { titulo: 'Empleo', preguntas: [pregunta('e1'), pregunta('e2')] },
  ],
  createdAt: '2026-11-01T17:00:00.000Z', updatedAt: '2026-11-01T17:00:00.000Z',
};

/** Records each PUT body; the first `rechazos` PUTs are refused with a field error in the first section. */
function api(enviados: unknown[], rechazos = 0): Route {
  return (url, init) => {
    if (url.pathname !== '/api/seguimiento/cuestionarios/5') return undefined;
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      enviados.push(body);
      if (enviados.length <= rechazos) {
        return { status: 422, body: { message: 'Revise los campos marcados', errors: { 'secciones.0.preguntas.1.texto': ['Escriba el texto de la pregunta'] } } };
      }
      return { body: { ...cuestionario, ...body } };
    }
    return { body: cuestionario };
  };
}

describe('<CuestionarioEdit>: sections folded', () => {
  it('shows the title at once, each section folded with its count, and renders a section’s questions only when opened', async () => {
    const user = userEvent.setup();
    renderAdmin(RUTA, staff, api([]));
    expect(await screen.findByDisplayValue('Seguimiento de egresados', {}, { timeout: 5000 })).toBeInTheDocument();
    const empleo = screen.getByRole('button', { name: 'Preguntas de la sección (2 preguntas)' });
    expect(screen.getByRole('button', { name: 'Preguntas de la sección (3 preguntas)' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByDisplayValue('¿Pregunta e1?')).toBeNull();
    await user.click(empleo);
    expect(empleo).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByDisplayValue('¿Pregunta e1?')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('¿Pregunta g1?')).toBeNull();
  });

  it('sends every question, folded ones included, with the edit made in an open section', async () => {
    const user = userEvent.setup();
    const enviados: { secciones: { preguntas: { clave: string; texto: string }[] }[] }[] = [];
    renderAdmin(RUTA, staff, api(enviados));
    await user.click(await screen.findByRole('button', { name: 'Preguntas de la sección (2 preguntas)' }, { timeout: 5000 }));
    const texto = await screen.findByDisplayValue('¿Pregunta e2?');
    await user.clear(texto);
    await user.type(texto, '¿Dónde trabaja?');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(enviados).toHaveLength(1));
    expect(enviados[0].secciones.map((s) => s.preguntas.map((p) => p.texto))).toEqual([
      ['¿Pregunta g1?', '¿Pregunta g2?', '¿Pregunta g3?'],
      ['¿Pregunta e1?', '¿Dónde trabaja?'],
    ]);
  });

  it('opens a folded section the server refuses, on the field it names', async () => {
    const user = userEvent.setup();
    const enviados: unknown[] = [];
    renderAdmin(RUTA, staff, api(enviados, 1));
    await user.type(await screen.findByDisplayValue('Seguimiento de egresados', {}, { timeout: 5000 }), ' 2027');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const seccion = await screen.findByRole('button', { name: /^Preguntas de la sección \(3 preguntas\) · hay campos por corregir$/ });
    expect(seccion).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(seccion.getAttribute('aria-controls')!)!;
    expect(await within(region).findByText('Escriba el texto de la pregunta')).toBeInTheDocument();
  });
});
