import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import type { Tablero } from '../../../shared/schemas/reportes';
import { BarrasCategorias } from '../reportes/BarrasCategorias';
import { diaCorto, mesCorto } from './fechas';
import { TarjetaGrafica } from './TarjetaGrafica';

const ORIGENES = ['registro', 'cargaMasiva', 'captura'] as const;
const ALTO = 280;

export const RegistrosPorMes = ({ datos }: { datos: Tablero['registrosPorMes'] }) => {
  const translate = useTranslate();
  const meses = datos.map((d) => mesCorto(d.mes));
  const origen = (o: (typeof ORIGENES)[number]) => translate(`app.tablero.origenes.${o}`);
  return (
    <TarjetaGrafica
      id="registros"
      titulo={translate('app.tablero.graficas.registrosPorMes')}
      datos={{
        columnas: [translate('app.tablero.tabla.mes'), ...ORIGENES.map(origen)],
        filas: datos.map((d, i) => [meses[i], ...ORIGENES.map((o) => d[o])]),
      }}
    >
      <BarChart
        height={ALTO}
        // Slanted, every month fits and keeps its label; level they overlap and the axis drops every other one.
        xAxis={[{ scaleType: 'band', data: meses, tickLabelInterval: () => true, tickLabelStyle: { angle: -45, textAnchor: 'end', fontSize: 11 }, height: 72 }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={ORIGENES.map((o) => ({ data: datos.map((d) => d[o]), label: origen(o), stack: 'origen' }))}
      />
    </TarjetaGrafica>
  );
};

type Conteo = { etiqueta: string; total: number };

/** Full category names (a program's or a level's) as wrapped text beside each bar, never cut or dropped. */
export const PorCategoria = ({ id, titulo, datos }: { id: string; titulo: string; datos: Conteo[] }) => {
  const translate = useTranslate();
  return (
    <TarjetaGrafica
      id={id}
      titulo={titulo}
      datos={{ columnas: [translate('app.tablero.tabla.categoria'), translate('app.tablero.tabla.total')], filas: datos.map((d) => [d.etiqueta, d.total]) }}
    >
      <BarrasCategorias barras={datos} />
    </TarjetaGrafica>
  );
};

export const SituacionLaboral = ({ datos }: { datos: Tablero['situacionLaboral'] }) => {
  const translate = useTranslate();
  return (
    <TarjetaGrafica
      id="situacion"
      titulo={translate('app.tablero.graficas.situacionLaboral')}
      datos={{ columnas: [translate('app.tablero.tabla.categoria'), translate('app.tablero.tabla.total')], filas: datos.map((d) => [d.etiqueta, d.total]) }}
    >
      <PieChart height={ALTO} series={[{ data: datos.map((d, i) => ({ id: d.valor ?? `sin-dato-${i}`, value: d.total, label: d.etiqueta })), innerRadius: 40 }]} />
    </TarjetaGrafica>
  );
};

export const VisitasRegistro = ({ datos }: { datos: Tablero['visitasRegistro'] }) => {
  const translate = useTranslate();
  const dias = datos.map((d) => diaCorto(d.dia));
  return (
    <TarjetaGrafica
      id="visitas"
      titulo={translate('app.tablero.graficas.visitas')}
      datos={{ columnas: [translate('app.tablero.tabla.dia'), translate('app.tablero.tabla.visitas')], filas: datos.map((d, i) => [dias[i], d.visitas]) }}
    >
      <LineChart
        height={ALTO}
        // Room for the last day's label, which the chart would otherwise cut at its right edge.
        margin={{ right: 24 }}
        xAxis={[{ scaleType: 'point', data: dias }]}
        // A period without visits would otherwise get a zero-height scale with fractional ticks.
        yAxis={[{ tickMinStep: 1, min: 0, max: datos.some((d) => d.visitas > 0) ? undefined : 1 }]}
        series={[{ data: datos.map((d) => d.visitas), label: translate('app.tablero.tabla.visitas'), showMark: datos.length <= 31 }]}
        hideLegend
      />
    </TarjetaGrafica>
  );
};
