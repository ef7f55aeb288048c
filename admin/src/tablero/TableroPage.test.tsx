import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tablero } from '../../../shared/schemas/reportes';
import { buildUser, type Route } from '../test/fakeApi';
import { renderAdmin } from '../test/renderAdmin';

const tablero = (dias: number): Tablero => ({
  dias,
  desde: '2026-10-24',
  hasta: '2026-11-22',
  kpis: {
    egresados: { valor: 1200, anterior: null },
    registros: { valor: 112, anterior: 100 },
    verificados: { valor: 45, anterior: 50 },
    titulados: { valor: 30, anterior: 30 },
    empleados: { valor: 12, anterior: 0 },
    visitasRegistro: { valor: 340, anterior: 200 },
    colocacion: { valor: 25, anterior: null },
  },
  registrosPorMes: [
    { mes: '2026-10', registro: 20, cargaMasiva: 300, captura: 2 },
    { mes: '2026-11', registro: 40, cargaMasiva: 0, captura: 1 },
  ],
  porNivel: [
    { etiqueta: 'Técnico Superior Universitario', total: 40 },
    { etiqueta: 'Licenciatura', total: 960 },
    { etiqueta: 'Especialidad', total: 10 },
    { etiqueta: 'Maestría', total: 180 },
    { etiqueta: 'Doctorado', total: 10 },
  ],
  porPrograma: [
    { etiqueta: 'Licenciatura en Ciencias de la Comunicación (Licenciatura)', total: 700 },
    { etiqueta: 'Ingeniería en Sistemas Computacionales (Licenciatura)', total: 300 },
    { etiqueta: 'Otros', total: 200 },
  ],
  situacionLaboral: [{ valor: 'empleado', etiqueta: 'Empleado', total: 600 }, { valor: null, etiqueta: 'Sin dato', total: 600 }],
  embudo: { importados: 1000, invitados: 800, registrados: 400, verificados: 300 },
  visitasRegistro: [{ dia: '2026-11-21', visitas: 10 }, { dia: '2026-11-22', visitas: 14 }],
});

function api() {
  const pedidos: number[] = [];
  const route: Route = (url) => {
    if (url.pathname !== '/api/egresados/tablero') return undefined;
    const dias = Number(url.searchParams.get('dias'));
    pedidos.push(dias);
    return { body: tablero(dias) };
  };
  return { route, pedidos };
}

// The page is a lazy chunk in App.tsx; load it once up front so the first test is not timed on the import.
beforeAll(() => import('./TableroPage'), 60_000);

describe('<TableroPage>', () => {
  it('shows each KPI with its change against the previous period, in words', async () => {
    const { route, pedidos } = api();
    renderAdmin('/egresados/dashboard', buildUser({ permissions: ['reportes.ver'] }), route);
    const registros = await screen.findByRole('region', { name: 'Egresados nuevos' });
    expect(registros).toHaveTextContent('112');
    expect(registros).toHaveTextContent('+12 % frente al periodo anterior');
    expect(screen.getByRole('region', { name: 'Correos verificados' })).toHaveTextContent('−10 % frente al periodo anterior');
    expect(screen.getByRole('region', { name: 'Titulados' })).toHaveTextContent('Sin cambio frente al periodo anterior');
    expect(screen.getByRole('region', { name: 'Empleados o emprendedores' })).toHaveTextContent('Sin datos del periodo anterior para comparar');
    expect(screen.getByRole('region', { name: 'Egresados en el sistema' })).not.toHaveTextContent('periodo anterior');
    expect(pedidos).toEqual([30]);
  });

  it('shows the verification funnel with the conversion of each stage', async () => {
    renderAdmin('/egresados/dashboard', buildUser({ permissions: ['reportes.ver'] }), api().route);
    const embudo = await screen.findByRole('region', { name: 'Embudo de verificación' });
    const etapas = within(embudo).getAllByRole('listitem').map((li) => li.textContent);
    expect(etapas).toEqual([
      'Importados: 1,000',
      'Invitados: 80080 % de importados',
      'Registrados: 40050 % de invitados',
      'Verificados: 30075 % de registrados',
    ]);
  });

  it('gives every chart a heading and a table with its numbers', async () => {
    renderAdmin('/egresados/dashboard', buildUser({ permissions: ['reportes.ver'] }), api().route);
    for (const titulo of ['Egresados nuevos por mes', 'Egresados por nivel', 'Egresados por programa (10 con más)', 'Situación laboral', 'Visitas a la página de registro por día']) {
      expect(await screen.findByRole('heading', { name: titulo })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: titulo })).toBeInTheDocument();
    }
    const meses = screen.getByRole('table', { name: 'Egresados nuevos por mes' });
    expect(within(meses).getAllByRole('row')[1]).toHaveTextContent(/oct.*2026.*20.*300.*2/);
  });

  it('shows every category with its full name beside its bar', async () => {
    renderAdmin('/egresados/dashboard', buildUser({ permissions: ['reportes.ver'] }), api().route);
    // The bars are drawn for the eye (the table beside them is what screen readers read), so they are found hidden.
    const barras = async (titulo: string) =>
      within(await screen.findByRole('region', { name: titulo })).getAllByRole('listitem', { hidden: true }).map((li) => li.textContent);
    expect(await barras('Egresados por nivel')).toEqual(['Técnico Superior Universitario40', 'Licenciatura960', 'Especialidad10', 'Maestría180', 'Doctorado10']);
    expect(await barras('Egresados por programa (10 con más)')).toEqual([
      'Licenciatura en Ciencias de la Comunicación (Licenciatura)700',
      'Ingeniería en Sistemas Computacionales (Licenciatura)300',
      'Otros200',
    ]);
    const niveles = screen.getByRole('table', { name: 'Egresados por nivel' });
    expect(within(niveles).getAllByRole('row')).toHaveLength(6);
  });

  it('asks for another period when the user picks it', async () => {
    const { route, pedidos } = api();
    renderAdmin('/egresados/dashboard', buildUser({ permissions: ['reportes.ver'] }), route);
    await screen.findByRole('region', { name: 'Egresados nuevos' });
    await userEvent.click(screen.getByRole('button', { name: '90 días' }));
    expect(await screen.findByRole('button', { name: '90 días', pressed: true })).toBeInTheDocument();
    expect(pedidos).toEqual([30, 90]);
  });
});
