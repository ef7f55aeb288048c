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

it('a sí/no round asks for a vote, says before submitting whether the comment is shared, and abstains only with a reason', async () => {
  const user = userEvent.setup();
  const enviados: unknown[] = [];
  renderAdmin('/postulaciones/evaluacion/7/show', jurado, (url, init) => {
    if (url.pathname === '/api/evaluaciones/7/abstener') {
      enviados.push(JSON.parse(String(init.body)));
      return { body: { ...base, modo: 'si_no', estado: 'abstenida', abstencionMotivo: 'Fui su asesora' } };
    }
    if (url.pathname !== '/api/evaluaciones/7') return undefined;
    return { body: enviados.length ? { ...base, modo: 'si_no', estado: 'abstenida', abstencionMotivo: 'Fui su asesora' } : { ...base, modo: 'si_no', criterios: [], comentarioCompartido: true } };
  });
  expect(await screen.findByRole('radio', { name: 'Sí' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'No' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Trayectoria (100 %)')).not.toBeInTheDocument();
  expect(screen.getByText(/quien postuló leerá su comentario sin su nombre/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Abstenerse' }));
  const dialogo = await screen.findByRole('dialog');
  expect(within(dialogo).getByText(/no se asignará a nadie más/)).toBeInTheDocument();
  await user.type(within(dialogo).getByLabelText('Motivo de la abstención'), 'Fui su asesora');
  await user.click(within(dialogo).getByRole('button', { name: 'Abstenerse' }));
  expect(await screen.findByText('Se abstuvo de evaluar esta postulación. Motivo: Fui su asesora')).toBeInTheDocument();
  expect(enviados).toEqual([{ motivo: 'Fui su asesora' }]);
});

it('a ranking round is ordered with «Subir» and «Bajar» buttons and sent whole', async () => {
  const user = userEvent.setup();
  const fila = (id: number, folio: string) => ({ ...base, id, postulacionId: id + 100, folio, nombre: `Persona ${folio}` });
  let orden: unknown = null;
  renderAdmin('/postulaciones/evaluacion/7/show', jurado, (url, init) => {
    if (url.pathname === '/api/evaluaciones') return { body: [fila(7, 'F-1'), fila(8, 'F-2')], headers: { 'Content-Range': 'evaluaciones 0-1/2' } };
    if (url.pathname === '/api/rondas/4/orden') {
      orden = JSON.parse(String(init.body));
      return { body: { enviadas: 2 } };
    }
    if (url.pathname !== '/api/evaluaciones/7') return undefined;
    return { body: { ...base, modo: 'ranking', criterios: [] } };
  });
  expect(await screen.findByText('Lugar 1: F-1', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Subir F-1' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('button', { name: 'Bajar F-1' }));
  expect(screen.getByText('Lugar 1: F-2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Bajar F-1' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Enviar el orden' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
  await waitFor(() => expect(orden).toEqual({ postulacionIds: [108, 107] }));
});
