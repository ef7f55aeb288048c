import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '../../../../../../shared/auth/session';
import { fakeApi, renderApp, storeSession } from '../../../../test/render-app';
import { hoyMexico } from '../../comun/formato';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});
vi.setConfig({ testTimeout: 60_000 });

const estudiante: SessionUser = { id: 7, name: 'María Núñez', email: 'maria@alumnos.mx', roles: ['estudiante'], permissions: [] };

function api() {
  storeSession(estudiante);
  return fakeApi({
    'GET /api/user': { status: 200, body: estudiante },
    'GET /api/servicio-social/documentos': { status: 200, body: [] },
    'POST /api/servicio-social/documentos': { status: 422, body: { message: 'Ya existe el informe de ese mes', errors: {} } },
    'GET /api/servicio-social/documentos/meses-informe': {
      status: 200,
      body: { meses: [4, 3, 2, 1].map((n) => ({ mes: mesAtras(n), reportado: n === 4 })), sugerido: mesAtras(3) },
    },
  });
}

/** The month `n` months before this one, as aaaa-mm. */
function mesAtras(n: number) {
  const [anio, mes] = hoyMexico().split('-').map(Number);
  const d = new Date(Date.UTC(anio, mes - 1 - n, 15));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const nombre = (mes: string) => {
  const [anio, m] = mes.split('-').map(Number);
  return `${MESES[m - 1]} de ${anio}`;
};

describe('informe mensual: el mes del informe', () => {
  it('offers the months due oldest first, marks the reported ones, starts at the one the hours page links to, and sends aaaa-mm', async () => {
    const fake = api();
    const pedido = mesAtras(2);
    renderApp(`/servicio-social/estudiantes/documentos/Informe-mensual?mes=${pedido}`, fake);
    const mes = await screen.findByLabelText('Mes del informe', {}, { timeout: 30_000 });
    expect(mes.tagName).toBe('SELECT');
    expect(mes).toHaveValue(pedido);
    const opciones = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(opciones.map((o) => o.textContent)).toEqual([`${nombre(mesAtras(4))} · ya tiene informe`, nombre(mesAtras(3)), nombre(mesAtras(2)), nombre(mesAtras(1))]);
    expect(opciones[0].disabled).toBe(true);
    expect(screen.getByText('Faltan los informes de 3 meses. Empiece por el más antiguo.')).toBeInTheDocument();
    fireEvent.change(mes, { target: { value: mesAtras(3) } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear informe del mes' }));
    expect(await screen.findByText('Ya existe el informe de ese mes')).toBeInTheDocument();
    await waitFor(() => expect(fake.called('POST /api/servicio-social/documentos')[0]?.body).toEqual({ tipo: 'informe_mensual', mes: mesAtras(3) }));
  });
});

describe('informe mensual: sin mes pedido', () => {
  it('starts at the oldest month without a report', async () => {
    renderApp('/servicio-social/estudiantes/documentos/Informe-mensual', api());
    expect(await screen.findByLabelText('Mes del informe', {}, { timeout: 30_000 })).toHaveValue(mesAtras(3));
  });
});
