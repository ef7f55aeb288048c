import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildUser, listAnswer, type Route } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';

const filas = [
  { id: 1, nombre: 'Bienvenida', asunto: 'Hola {{nombre}}', cuerpoHtml: '<p>x</p>', campanas: 3, createdAt: '2026-01-10T16:00:00.000Z', updatedAt: '2026-02-01T16:00:00.000Z' },
];
const con = (rows: unknown[]): Route => (url) => (url.pathname === '/api/plantillas' ? listAnswer('plantillas', rows) : undefined);

describe('<PlantillaList>', () => {
  it('lists name, subject and how many campaigns used each template', async () => {
    renderAdmin('/egresados/correo/plantillas', buildUser({ permissions: ['plantillas.ver'] }), con(filas));
    expect(await screen.findByText('Bienvenida', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Hola {{nombre}}')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Campañas/ })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('invites to create the first template only those who may', async () => {
    renderAdmin('/egresados/correo/plantillas', buildUser({ permissions: ['plantillas.ver', 'plantillas.crear'] }), con([]));
    expect(await screen.findByRole('heading', { name: 'Todavía no hay plantillas de correo' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear una plantilla' })).toHaveAttribute('href', '/egresados/correo/plantillas/create');
  });
});
