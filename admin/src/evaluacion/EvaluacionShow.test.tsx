import { expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EvaluacionDetalle } from '../../../shared/schemas/postulaciones';
import { buildUser } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';

vi.setConfig({ testTimeout: 90_000 });

const jurado = buildUser({ permissions: ['evaluaciones.ver', 'evaluaciones.editar'] });

const base: EvaluacionDetalle = {
  id: 7, postulacionId: 3, folio: 'PMU-2026-000003', convocatoriaId: 1, convocatoria: 'Premio al Mérito', categoriaId: 2, categoria: 'Vinculación',
  nombre: 'Dra. Elena Campos', ciega: false, estado: 'pendiente', puntaje: null, updatedAt: '2026-11-20T16:00:00.000Z', escalaMin: 1, escalaMax: 10,
  rondaId: 4, rondaNumero: 1, rondaNombre: 'Ronda 1', modo: 'puntaje', voto: null, posicion: null, abstencionMotivo: null, comentarioCompartido: false,
  criterios: [{ id: 'c1', nombre: 'Trayectoria', descripcion: '', peso: 100 }], puntajes: {}, comentario: '', enviadaEn: null,
  postulacion: { folio: 'PMU-2026-000003', nombre: 'Dra. Elena Campos', correo: 'elena@correo.mx', telefono: '5512345678', enlaces: null, vinculo: 'externo', semblanza: '<p>Trabajo comunitario.</p>', motivos: '', documentos: [] },
};

it('keeps the focus on «Guardar borrador» after a save, and moves it to the lock notice once the evaluation is sent', async () => {
  let actual = base;
  const user = userEvent.setup();
  renderAdmin('/postulaciones/evaluacion/7/show', jurado, (url, init) => {
    if (url.pathname !== '/api/evaluaciones/7' && url.pathname !== '/api/evaluaciones/7/enviar') return undefined;
    if (init.method === 'PUT') actual = { ...actual, estado: 'borrador', puntajes: { c1: 8 }, updatedAt: '2026-11-20T17:00:00.000Z' };
    if (init.method === 'POST') actual = { ...actual, estado: 'enviada', puntajes: { c1: 8 }, enviadaEn: '2026-11-20T18:00:00.000Z', updatedAt: '2026-11-20T18:00:00.000Z' };
    return { body: actual };
  });
  await user.type(await screen.findByLabelText('Trayectoria (100 %)', {}, { timeout: 15_000 }), '8');
  const guardar = screen.getByRole('button', { name: 'Guardar borrador' });
  await user.click(guardar);
  expect(await screen.findByText('Borrador guardado')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByText('Borrador').length).toBeGreaterThan(0));
  expect(screen.getByRole('button', { name: 'Guardar borrador' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Enviar evaluación' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
  const aviso = await screen.findByText(/Evaluación enviada el .*: está bloqueada/);
  await waitFor(() => expect(aviso.closest('[role="alert"]')).toHaveFocus());
});
