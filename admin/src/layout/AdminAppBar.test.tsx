import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { buildUser } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';

const empty = () => ({ body: {} });

describe('<AdminAppBar> title', () => {
  it('is the page heading on a screen without an <h1> of its own', async () => {
    renderAdmin('/egresados/roles', buildUser({ permissions: ['roles.ver'] }), () => ({ body: [], headers: { 'Content-Range': 'items 0-0/0' } }));
    const titulo = await waitFor(() => {
      const el = document.getElementById('react-admin-title');
      expect(el).toHaveAttribute('role', 'heading');
      return el!;
    });
    expect(titulo).toHaveAttribute('aria-level', '1');
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([titulo]);
  });

  it('steps aside when the screen has its own <h1>, so a page never has two', async () => {
    renderAdmin('/dashboard', buildUser({ permissions: ['correos.ver'] }), empty);
    const propio = await screen.findByRole('heading', { level: 1, name: /./ }, { timeout: 5000 });
    await waitFor(() => expect(document.getElementById('react-admin-title')).not.toHaveAttribute('role'));
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([propio]);
  });
});

describe('<AdminUserMenu> on a phone', () => {
  it('names the avatar-only button in Spanish (react-admin would fall back to «Profile»)', async () => {
    renderAdmin('/dashboard', buildUser({ name: 'Ada Administradora', permissions: ['correos.ver'] }), empty);
    await screen.findByText('AA'); // the avatar's initials: the identity has loaded
    expect(screen.getByRole('button', { name: 'Perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Profile' })).toBeNull();
  });
});
