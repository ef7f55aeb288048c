import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CapturaTelefonica, Seccion } from '../../../../shared/schemas/seguimiento';
import { buildUser, type Route } from '../../test/fakeApi';
import { renderAdmin } from '../../test/renderAdmin';
import { aplicacion, showRoutes } from './fixtures';

const secciones: Seccion[] = [
  {
    titulo: 'Situación actual',
    preguntas: [
      { clave: 'actividad_actual', texto: '¿A qué se dedica actualmente?', tipo: 'opcion_unica', requerida: true, opciones: [{ valor: 'trabaja', etiqueta: 'Trabaja' }, { valor: 'estudia', etiqueta: 'Estudia' }] },
      { clave: 'satisfaccion_formacion', texto: 'Satisfacción con su formación', tipo: 'escala', escalaMin: 1, escalaMax: 5, requerida: true },
    ],
  },
  {
    titulo: 'Empleo',
    preguntas: [{ clave: 'empresa', texto: 'Empresa donde trabaja', tipo: 'texto', requerida: true, mostrarSi: { clave: 'actividad_actual', valores: ['trabaja'] } }],
  },
];

const captura: CapturaTelefonica = {
  aplicacion: { nombre: aplicacion.nombre, cierre: aplicacion.cierre },
  cuestionario: { nombre: 'Egresados TecNM', tipo: 'egresados', descripcion: null, secciones },
  respuestas: null, enviada: false, avisoAceptado: false,
  egresado: 'Luis Pérez Gómez', contacto: { matricula: 'L2020-7', telefono: '5512345678' },
};

function api(puts: unknown[], respuestaPut: () => { status: number; body: unknown }): Route {
  return showRoutes((url, init) => {
    if (url.pathname !== '/api/seguimiento/invitaciones/31/respuestas') return undefined;
    if (init.method !== 'PUT') return { body: captura };
    puts.push(JSON.parse(String(init.body)));
    return respuestaPut();
  });
}

describe('<CapturaTelefonicaDialog> in the wave show page', () => {
  it('renders the questionnaire with its conditions, checks it like the server, and sends the answers', async () => {
    const user = userEvent.setup();
    const puts: unknown[] = [];
    let intento = 0;
    renderAdmin(
      '/egresados/seguimiento/aplicaciones/5/show',
      buildUser({ permissions: ['seguimiento.ver', 'seguimiento.editar'] }),
      api(puts, () => (++intento === 1
        ? { status: 422, body: { message: 'Revise las respuestas marcadas antes de enviar', errors: { empresa: ['Escriba un texto'] } } }
        : { status: 200, body: { enviada: true, respuestas: {} } })),
    );

    await user.click(await screen.findByRole('button', { name: 'Capturar respuestas de Luis Pérez Gómez' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Captura telefónica: Luis Pérez Gómez' });
    expect(within(dialog).getByRole('link', { name: '5512345678' })).toHaveAttribute('href', 'tel:5512345678');
    // The job question shows only to those who work.
    expect(within(dialog).queryByRole('textbox', { name: /Empresa donde trabaja/ })).toBeNull();

    // Nothing answered: the shared rules stop the send before any request.
    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuestas' }));
    expect(await within(dialog).findByText('Revise las respuestas marcadas: no se guardó nada.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Esta pregunta es obligatoria')).toHaveLength(2);
    expect(puts).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Trabaja' }));
    await user.type(await within(dialog).findByRole('textbox', { name: /Empresa donde trabaja/ }), 'Aceros del Norte');
    await user.click(within(within(dialog).getByRole('group', { name: /Satisfacción con su formación/ })).getByRole('radio', { name: '4' }));

    // The server's 422 lands next to its question and nothing closes.
    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuestas' }));
    expect(await within(dialog).findByText('Revise las respuestas marcadas antes de enviar')).toBeInTheDocument();
    expect(within(dialog).getByText('Escriba un texto')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Enviar respuestas' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toHaveLength(2);
    expect(puts[1]).toEqual({ respuestas: { actividad_actual: 'trabaja', empresa: 'Aceros del Norte', satisfaccion_formacion: 4 }, enviar: true });
    expect(await screen.findByText('Respuestas de Luis Pérez Gómez registradas como captura telefónica')).toBeInTheDocument();
  });

  it('offers no capture to a reader', async () => {
    renderAdmin('/egresados/seguimiento/aplicaciones/5/show', buildUser({ permissions: ['seguimiento.ver'] }), api([], () => ({ status: 500, body: {} })));
    expect(await screen.findByText(/Luis Pérez Gómez · L2020-7/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Capturar respuestas/ })).toBeNull();
  });
});
