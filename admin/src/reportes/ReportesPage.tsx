import { Alert, Box, Button, Card, CardContent, Collapse, LinearProgress, MenuItem, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { AccessDenied, CanAccess, Title, useDataProvider, useTranslate } from 'react-admin';
import { AGRUPACIONES, DIMENSIONES, type Agrupacion, type Dimension } from '../../../shared/schemas/reportes';
import type { AdminDataProvider } from '../providers/dataProvider';
import { R } from '../resourceNames';
import { CifrasClave } from './CifrasClave';
import { ConteoReporte } from './ConteoReporte';
import { ExportarReporteMenu } from './ExportarReporteMenu';
import { ReporteFiltros } from './ReporteFiltros';
import { TablaIndicadores } from './TablaIndicadores';
import { useCarga } from './useCarga';
import { useReporteParams } from './useReporteParams';

const Cargando = ({ label }: { label: string }) => <LinearProgress aria-label={label} />;

const Fallo = ({ error, retry }: { error: Error; retry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" action={<Button color="inherit" size="small" onClick={retry}>{translate('app.reportes.reintentar')}</Button>}>
      {translate('app.reportes.error')} {error.message}
    </Alert>
  );
};

/** /egresados/reportes: counts by one dimension and the accreditation indicators, for the list's filters. */
const Reportes = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { params, cambiar } = useReporteParams();
  const { dimension, agrupar, filter } = params;
  const filtroClave = JSON.stringify(filter);
  const reporte = useCarga(() => dataProvider.getReporte({ dimension, filter }), `${dimension}|${filtroClave}`);
  const indicadores = useCarga(() => dataProvider.getIndicadores({ agrupar, filter }), `${agrupar}|${filtroClave}`);
  const vacio = reporte.data?.total === 0 && !reporte.pending;
  const dimensionTexto = translate(`app.reportes.dimensiones.${dimension}`).toLowerCase();
  // On a phone the seven filters fill the screen: folded, the figures come into sight first.
  const movil = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [filtrosAbiertos, setFiltrosAbiertos] = useState(false);
  const activos = Object.keys(filter).length;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 2, minWidth: 0 }}>
      <Title title={translate('app.reportes.title')} />
      <Typography variant="h5" component="h1">
        {translate('app.reportes.title')}
      </Typography>
      {indicadores.data && !vacio && !indicadores.error ? <CifrasClave totales={indicadores.data.totales} /> : null}
      <Card>
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="h6" component="h2">
              {translate('app.reportes.filtros')}
            </Typography>
            <ExportarReporteMenu params={params} disabled={!reporte.data || reporte.data.total === 0} />
          </Box>
          <TextField
            select
            label={translate('app.reportes.dimension')}
            value={dimension}
            onChange={(event) => cambiar({ dimension: event.target.value as Dimension })}
            sx={{ minWidth: { xs: '100%', sm: 280 }, mb: 1 }}
          >
            {(Object.keys(DIMENSIONES) as Dimension[]).map((d) => (
              <MenuItem key={d} value={d}>
                {translate(`app.reportes.dimensiones.${d}`)}
              </MenuItem>
            ))}
          </TextField>
          {movil ? (
            <Button
              onClick={() => setFiltrosAbiertos((a) => !a)}
              aria-expanded={filtrosAbiertos}
              aria-controls="reporte-filtros"
              sx={{ display: 'flex', mb: 1 }}
            >
              {translate(filtrosAbiertos ? 'app.reportes.ocultar_filtros' : activos ? 'app.reportes.mostrar_filtros_activos' : 'app.reportes.mostrar_filtros', { smart_count: activos })}
            </Button>
          ) : null}
          <Collapse in={!movil || filtrosAbiertos} id="reporte-filtros">
            <ReporteFiltros filtro={filter} onChange={(f) => cambiar({ filter: f })} />
          </Collapse>
        </CardContent>
      </Card>

      {reporte.pending ? <Cargando label={translate('app.reportes.cargando')} /> : null}
      {reporte.error ? <Fallo error={reporte.error} retry={reporte.retry} /> : null}
      {vacio ? (
        <Alert severity="info" role="status">
          <strong>{translate('app.reportes.vacio')}</strong> {translate('app.reportes.vacio_detalle')}
        </Alert>
      ) : null}

      {reporte.data && !vacio && !reporte.error ? (
        <Card component="section" aria-labelledby="reporte-conteo">
          <CardContent>
            <Typography variant="h6" component="h2" id="reporte-conteo" gutterBottom>
              {translate('app.reportes.conteo.title', { dimension: dimensionTexto })}
            </Typography>
            <ConteoReporte key={`${reporte.data.dimension}|${JSON.stringify(reporte.data.filtro)}`} reporte={reporte.data} />
          </CardContent>
        </Card>
      ) : null}

      {!vacio ? (
        <Card component="section" aria-labelledby="reporte-indicadores">
          <CardContent>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="h6" component="h2" id="reporte-indicadores">
                {translate('app.reportes.indicadores.title')}
              </Typography>
              <TextField
                select
                size="small"
                label={translate('app.reportes.indicadores.agrupar')}
                value={agrupar}
                onChange={(event) => cambiar({ agrupar: event.target.value as Agrupacion })}
                sx={{ minWidth: { xs: '100%', sm: 240 } }}
              >
                {(Object.keys(AGRUPACIONES) as Agrupacion[]).map((a) => (
                  <MenuItem key={a} value={a}>
                    {translate(`app.reportes.indicadores.agrupaciones.${a}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            {indicadores.pending ? <Cargando label={translate('app.reportes.cargando')} /> : null}
            {indicadores.error ? <Fallo error={indicadores.error} retry={indicadores.retry} /> : null}
            {indicadores.data && !indicadores.error ? (
              <TablaIndicadores key={`${indicadores.data.agrupar}|${JSON.stringify(indicadores.data.filtro)}`} indicadores={indicadores.data} />
            ) : null}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('app.reportes.indicadores.nota')}
            </Typography>
          </CardContent>
        </Card>
      ) : null}
    </Box>
  );
};

export const ReportesPage = () => (
  <CanAccess resource={R.egresados.reportes} action="list" accessDenied={<AccessDenied />}>
    <Reportes />
  </CanAccess>
);
