import { afterEach, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionUser } from '../../../../../../shared/auth/session';
import { fakeApi, renderApp, storeSession } from '../../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});
vi.setConfig({ testTimeout: 60_000 });

const institucion: SessionUser = { id: 9, name: 'Laura Gómez', email: 'laura@casahogar.mx', roles: ['institucion'], permissions: [] };
const informe = {
  id: 41, tipo: 'informe_mensual', titulo: 'Informe mensual · octubre de 2026', estado: 'enviado', etapa: 'institucion', enPreparacion: null, estudianteId: 3,
  estudiante: 'Mariana Prueba', matricula: 'A01', prestacionId: 5, institucion: 'Casa Hogar', periodoMes: '2026-10-01', contenido: '<p>Asesoré tareas.</p>',
  palabras: 2, limitePalabras: null, revision: 2, version: 1, enviadoEn: '2026-11-02T16:00:00Z', aprobadoEn: null, folio: null, hashSha256: null, tienePdf: false,
  firmas: [], revisiones: [], acciones: ['aprobar', 'observar'], horasMes: null, createdAt: '2026-11-01T16:00:00Z', updatedAt: '2026-11-02T16:00:00Z',
};

it('gives the focus back to the document once the review that held it closes with the decision', async () => {
  storeSession(institucion);
  let aprobado = false;
  const fake = fakeApi({
    'GET /api/user': { status: 200, body: institucion },
    'GET /api/servicio-social/institucion': { status: 404 },
    'GET /api/servicio-social/prestaciones/5': {
      status: 200,
      body: { id: 5, estudianteId: 3, estudiante: 'Mariana Prueba', matricula: 'A01', programa: 'Acompañamiento escolar', estado: 'en_curso', fechaInicio: '2026-10-01', supervisorNombre: 'Mtra. Laura Díaz' },
    },
    'GET /api/servicio-social/documentos': () => ({ status: 200, body: [aprobado ? { ...informe, estado: 'enviado', etapa: 'oficina', acciones: [] } : informe] }),
    'GET /api/servicio-social/documentos/41': { status: 200, body: informe },
    'GET /api/servicio-social/documentos/41/cambios': { status: 200, body: { version: 1, anterior: null, html: null } },
    'POST /api/servicio-social/documentos/41/revision': () => {
      aprobado = true;
      return { status: 200, body: informe };
    },
  });
  renderApp('/servicio-social/Institucion/estudiantes/5', fake);
  fireEvent.click(await screen.findByRole('button', { name: 'Revisar' }, { timeout: 30_000 }));
  const aprobar = await screen.findByRole('button', { name: 'Aprobar' });
  aprobar.focus();
  fireEvent.click(aprobar);
  // Approving cannot be taken back: it asks first, saying what follows.
  const dialogo = await screen.findByRole('dialog', { name: `¿Aprobar «${informe.titulo}»?` });
  expect(dialogo).toHaveTextContent('Pasa a la revisión de la oficina y ya no podrá devolverlo con observaciones.');
  fireEvent.click(within(dialogo).getByRole('button', { name: 'Aprobar' }));
  // While the dialog is open the page behind it is hidden from the queries below: wait for it to close first.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Open, the review's toggle reads «Cerrar»; decided, the document offers no review at all.
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Revisar' })).not.toBeInTheDocument());
  expect(screen.getByText(informe.titulo)).toHaveFocus();
});
