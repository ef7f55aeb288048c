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
