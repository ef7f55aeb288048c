import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '../../../../../../shared/auth/session';
import type { EvaluacionVista, RequisitosVista } from '../../../../../../shared/schemas/servicio-social-evaluaciones';
import { fakeApi, renderApp, storeSession, type FakeRequest } from '../../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});
vi.setConfig({ testTimeout: 60_000 });

const estudiante: SessionUser = { id: 7, name: 'María Núñez', email: 'maria@alumnos.mx', roles: ['estudiante'], permissions: [] };
const escala = [
  { valor: 1, etiqueta: 'Insuficiente' }, { valor: 2, etiqueta: 'Suficiente' }, { valor: 3, etiqueta: 'Bueno' }, { valor: 4, etiqueta: 'Excelente' },
];
const vista = (cambios: Partial<EvaluacionVista> = {}): EvaluacionVista => ({
  prestacionId: 5, tipo: 'autoevaluacion', estudiante: 'María Núñez', estado: 'borrador', editable: true, aviso: null,
  titulo: 'Autoevaluación del servicio social', instrucciones: 'Valore con honestidad su desempeño.', escala,
  criterios: [{ clave: 'c1', texto: 'Cumplí con las actividades asignadas.' }, { clave: 'c2', texto: 'Asistí con puntualidad.' }],
  respuestas: { c1: 3 }, comentarios: '', promedio: null, enviadaEn: null, reabiertaEn: null, motivoReapertura: null, evaluador: null, ...cambios,
});
const requisitos: RequisitosVista = {
  prestacionId: 5, estado: 'en_curso', horas: { requeridas: 480, aprobadas: 480, completas: true }, informeFinal: true, autoevaluacion: false,
  evaluacionSupervisor: false, completos: false, constancia: null, liberacion: null, liberadaEn: null, bajaEn: null, motivoBaja: null,
};

function api(evaluacion: EvaluacionVista, extra: Record<string, (req: FakeRequest) => { status: number; body?: unknown }> = {}) {
  storeSession(estudiante);
  return fakeApi({
    'GET /api/user': { status: 200, body: estudiante },
    'GET /api/servicio-social/estudiante/autoevaluacion': { status: 200, body: evaluacion },
    'GET /api/servicio-social/estudiante/requisitos': { status: 200, body: requisitos },
    ...extra,
  });
}

describe('autoevaluación', () => {
  it('shows why it is not open yet, read-only, with no buttons', async () => {
    renderApp('/servicio-social/estudiantes/autoevaluacion', api(vista({ estado: 'sin_iniciar', editable: false, respuestas: {}, aviso: 'Su autoevaluación se abre al final del servicio: cuando las horas aprobadas lleguen a 480 (van 120) o cuando se envíe el informe final.' })));
    expect(await screen.findByText(/se abre al final del servicio/, {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar evaluación' })).not.toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio', { name: '4 · Excelente' })) expect(radio).toBeDisabled();
  });

  it('saves a draft with the answers and comments, and refuses to send an incomplete one without calling the API', async () => {
    const fake = api(vista(), {
      'PUT /api/servicio-social/estudiante/autoevaluacion': (req) => ({ status: 200, body: vista({ ...(req.body as object) }) }),
    });
    renderApp('/servicio-social/estudiantes/autoevaluacion', fake);
    const c2 = await screen.findByRole('group', { name: '2. Asistí con puntualidad.' }, { timeout: 30_000 });
    fireEvent.change(screen.getByLabelText('Comentarios'), { target: { value: 'Aprendí a trabajar con la comunidad.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar evaluación' }));
    expect(await within(c2).findByText('Elija un nivel para este criterio')).toBeInTheDocument();
    expect(fake.called('POST /api/servicio-social/estudiante/autoevaluacion/enviar')).toHaveLength(0);
    fireEvent.click(within(c2).getByRole('radio', { name: '4 · Excelente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Borrador guardado.')).toBeInTheDocument();
    expect(fake.called('PUT /api/servicio-social/estudiante/autoevaluacion')[0].body).toEqual({ respuestas: { c1: 3, c2: 4 }, comentarios: 'Aprendí a trabajar con la comunidad.' });
  });

  it('sends it complete, then shows it locked; a server refusal is shown in Spanish', async () => {
    let intentos = 0;
    const fake = api(vista({ respuestas: { c1: 3, c2: 4 } }), {
      'POST /api/servicio-social/estudiante/autoevaluacion/enviar': () =>
        ++intentos === 1
          ? { status: 422, body: { message: 'Elija un nivel de la escala', errors: { 'respuestas.c2': ['Elija un nivel de la escala'] } } }
          : { status: 200, body: vista({ estado: 'enviada', editable: false, respuestas: { c1: 3, c2: 4 }, promedio: 3.5, enviadaEn: '2027-06-01T17:00:00Z', evaluador: 'María Núñez' }) },
    });
    renderApp('/servicio-social/estudiantes/autoevaluacion', fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar evaluación' }, { timeout: 30_000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Elija un nivel de la escala');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar evaluación' }));
    expect(await screen.findByText('Evaluación enviada. Ya no se puede modificar.')).toBeInTheDocument();
    expect(screen.getByText(/Promedio: 3.5/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Guardar borrador' })).not.toBeInTheDocument());
    for (const radio of screen.getAllByRole('radio', { name: '3 · Bueno' })) expect(radio).toBeDisabled();
  });

  it('tells the student why staff reopened it', async () => {
    renderApp('/servicio-social/estudiantes/autoevaluacion', api(vista({ motivoReapertura: 'Falta comentar la puntualidad.' })));
    expect(await screen.findByText('La oficina reabrió esta evaluación. Motivo: Falta comentar la puntualidad.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Requisitos de liberación' })).toHaveTextContent('Horas aprobadas: 480 de 480');
  });
});
