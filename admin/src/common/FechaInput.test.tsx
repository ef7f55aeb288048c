import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildUser } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';

// Issue 34, item 8: staff type dd/mm/aaaa in every date field; a half-typed date is refused in that same format,
// whatever format the API behind the form takes (a written ARCO request's schema checks aaaa-mm-dd).
describe('<FechaInput> with a half-typed date', () => {
  it('names the format it takes on the written ARCO request, not the API’s', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAdmin('/administracion/proteccion-datos/create', buildUser({ permissions: ['arco.ver', 'arco.gestionar'] }), () => undefined);
    const fecha = await screen.findByRole('textbox', { name: /^Fecha de recepción/ }, { timeout: 20_000 });
    // Today's date is filled in: the clerk selects it all, erases it and types day and month only.
    await user.click(fecha);
    await user.keyboard('{Control>}a{/Control}{Backspace}1511');
    expect(fecha).toHaveValue('15/11/AAAA');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(fecha).toHaveAccessibleDescription('Fecha de recepción: escriba una fecha válida (dd/mm/aaaa)'));
    expect(document.body).not.toHaveTextContent(/aaaa-mm-dd/);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
