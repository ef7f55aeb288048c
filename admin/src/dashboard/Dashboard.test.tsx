import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildUser } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';

describe('<Dashboard>', () => {
  it('renders only the parts the API sent, with shortcuts by permission', async () => {
    renderAdmin('/dashboard', buildUser({ name: 'Rosa Elena Díaz', permissions: ['correos.ver'] }), (url) =>
      url.pathname === '/api/dashboard' ? { body: { correos: { pendientes: 0, fallidos: 2, retenidos: 1 } } } : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: /Rosa/ })).toBeInTheDocument();
    const attention = await screen.findByRole('region', { name: 'Requiere atención' });
    expect(within(attention).getByRole('link', { name: '2 fallidos' })).toHaveAttribute(
      'href',
      `/administracion/correos?filter=${encodeURIComponent('{"estado":"fallido"}')}`,
    );
    expect(within(attention).getByRole('link', { name: /1 retenido sin servidor/ })).toBeInTheDocument();
    expect(screen.getByText('Correos por atender')).toBeInTheDocument();
    expect(screen.queryByText('Usuarios activos')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cambios recientes' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Páginas más visitadas/ })).toBeNull();
    const shortcuts = screen.getByRole('region', { name: 'Accesos directos' });
    expect(within(shortcuts).getAllByRole('link').map((link) => link.textContent)).toEqual(['Bandeja de salida']);
  });

  it('says when there is nothing to do, and lists recent changes and top pages', async () => {
    renderAdmin('/dashboard', buildUser({ roles: ['administrador'] }), (url) =>
      url.pathname === '/api/dashboard'
        ? {
            body: {
              usuarios: { activos: 3, sinVerificar: 0 },
              correos: { pendientes: 0, fallidos: 0, retenidos: 0 },
              visitas: { ultimos7Dias: 4, ultimos30Dias: 10, rutasPrincipales: [{ route: '/egresados/usuarios', visitas: 7 }] },
              auditoria: [{ id: 5, actorEmail: 'ana@universidad.mx', accion: 'desactivar', recurso: 'usuarios', registroId: '9', createdAt: '2025-03-01T10:00:00Z' }],
            },
          }
        : undefined,
    );
    expect(await screen.findByText('Todo en orden: no hay pendientes.')).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Cambios recientes' });
    expect(within(recent).getByText('ana@universidad.mx desactivó la cuenta de usuario n.º 9')).toBeInTheDocument();
    const top = screen.getByRole('region', { name: /Páginas más visitadas/ });
    expect(within(top).getByRole('rowheader', { name: /Usuarios/ })).toBeInTheDocument();
    expect(within(top).getByRole('cell', { name: '7' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Accesos directos' })).getAllByRole('link')).toHaveLength(6);
  });

  it('offers to retry when the summary cannot be loaded', async () => {
    let calls = 0;
    renderAdmin('/dashboard', buildUser(), (url) => {
      if (url.pathname !== '/api/dashboard') return undefined;
      calls += 1;
      return calls === 1 ? { status: 500, body: { message: 'Error interno' } } : { body: {} };
    });
    expect(await screen.findByText(/No se pudo cargar el resumen del panel/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText(/No se pudo cargar/)).toBeNull());
    expect(calls).toBe(2);
  });
});
