import { Alert, Box, Button, LinearProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { AccessDenied, CanAccess, Title, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Tablero } from '../../../shared/schemas/reportes';
import type { AdminDataProvider } from '../providers/dataProvider';
import { useCarga } from '../reportes/useCarga';
import { R } from '../resourceNames';
import { Embudo } from './Embudo';
import { diaLargo } from './fechas';
import { KpiCard } from './KpiCard';
import { PorCategoria, RegistrosPorMes, SituacionLaboral, VisitasRegistro } from './TableroGraficas';

const PERIODOS = [7, 30, 90, 365] as const;
const KPIS = ['egresados', 'registros', 'verificados', 'titulados', 'empleados', 'visitasRegistro', 'colocacion'] as const;
/** Figures that are percentages. */
const PORCENTAJES = new Set<string>(['colocacion']);

const rejilla = (md: number) => ({ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${md}, minmax(0, 1fr))` } });

const Contenido = ({ tablero }: { tablero: Tablero }) => {
  const translate = useTranslate();
  return (
    <>
      <Box sx={rejilla(3)}>
        {KPIS.map((k) => (
          <KpiCard key={k} id={k} titulo={translate(`app.tablero.kpis.${k}`)} kpi={tablero.kpis[k]} sufijo={PORCENTAJES.has(k) ? ' %' : undefined} />
        ))}
      </Box>
      <Box sx={{ ...rejilla(2), gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <RegistrosPorMes datos={tablero.registrosPorMes} />
        <Embudo embudo={tablero.embudo} />
        <PorCategoria id="nivel" titulo={translate('app.tablero.graficas.porNivel')} datos={tablero.porNivel} />
        <SituacionLaboral datos={tablero.situacionLaboral} />
        <PorCategoria id="programa" titulo={translate('app.tablero.graficas.porPrograma')} datos={tablero.porPrograma} />
        <VisitasRegistro datos={tablero.visitasRegistro} />
      </Box>
    </>
  );
};

/** /egresados/dashboard: the period's figures against the previous period, and where graduates come from. */
const TableroEgresados = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [search, setSearch] = useSearchParams();
  const pedido = Number(search.get('dias'));
  const dias = (PERIODOS as readonly number[]).includes(pedido) ? pedido : 30;
  const { data, error, pending, retry } = useCarga(() => dataProvider.getTablero({ dias }), String(dias));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 2, minWidth: 0 }}>
      <Title title={translate('app.tablero.title')} />
      <Typography variant="h5" component="h1">
        {translate('app.tablero.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={dias}
          aria-label={translate('app.tablero.periodo')}
          onChange={(_event, valor: number | null) => valor && setSearch({ dias: String(valor) }, { replace: true })}
        >
          {PERIODOS.map((p) => (
            <ToggleButton key={p} value={p}>
              {translate(`app.tablero.periodos.${p}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {data ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.tablero.rango', { desde: diaLargo(data.desde), hasta: diaLargo(data.hasta) })}
          </Typography>
        ) : null}
      </Box>
      {pending ? <LinearProgress aria-label={translate('app.tablero.cargando')} /> : null}
      {error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={retry}>{translate('app.tablero.reintentar')}</Button>}>
          {translate('app.tablero.error')} {error.message}
        </Alert>
      ) : null}
      {data && !error ? <Contenido tablero={data} /> : null}
    </Box>
  );
};

export const TableroPage = () => (
  <CanAccess resource={R.egresados.reportes} action="list" accessDenied={<AccessDenied />}>
    <TableroEgresados />
  </CanAccess>
);
