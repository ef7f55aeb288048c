import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { buildUser, listAnswer, type Route } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';
import { buildCampana, niveles, plantillas, programas } from './fixtures';

const staff = buildUser({ permissions: ['campanas.ver', 'campanas.editar', 'plantillas.ver', 'egresados.ver'] });

const api = (estado: 'borrador' | 'enviando'): Route => (url) => {
  if (url.pathname === '/api/niveles') return listAnswer('niveles', niveles);
  if (url.pathname === '/api/programas') return listAnswer('programas', programas);
  if (url.pathname === '/api/plantillas') return listAnswer('plantillas', plantillas);
  if (url.pathname === '/api/campanas/audiencia') return { body: { total: 316, bajas: 4, destinatarios: 312 } };
  if (url.pathname === '/api/campanas/9') return { body: buildCampana({ estado, programadaPara: '2030-01-15T16:00:00.000Z' }) };
  return undefined;
};

describe('<CampanaEdit>', () => {
  it('edits a draft with its saved audience and schedule', async () => {
    renderAdmin('/egresados/correo/enviar/9', staff, api('borrador'));
    expect(await screen.findByDisplayValue('Encuesta de seguimiento 2026', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Llegará a 312 egresados · 4 dieron de baja su correo')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Programar' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Fecha y hora de envío' })).toHaveValue(dayjs('2030-01-15T16:00:00.000Z').format('DD/MM/YYYY HH:mm'));
  });

  it('refuses to change a campaign that already left the draft state', async () => {
    renderAdmin('/egresados/correo/enviar/9', staff, api('enviando'));
    expect(await screen.findByText(/Solo se puede modificar una campaña en borrador\. Esta campaña está «Enviando»\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });
});
