import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Loading, Title, useGetList, useNotify, useTranslate } from 'react-admin';
import type { FilaConteo, ReporteSs, ReporteSsFiltro } from '../../../../shared/schemas/servicio-social-evaluaciones';
import type { InstitucionSs, PeriodoSs } from '../../../../shared/schemas/servicio-social';
import { R } from '../../resourceNames';
import { ssFinApi } from '../prestaciones/api';
import { TablaConteo, type Columna } from './TablaConteo';

const k = (key: string) => `app.ss_fin.reportes.${key}`;

const conteo = (primera: string): Columna<FilaConteo>[] => [
  { titulo: primera, valor: (f) => f.etiqueta },
  { titulo: k('total'), valor: (f) => f.total, numero: true },
  { titulo: k('en_curso'), valor: (f) => f.enCurso, numero: true },
  { titulo: k('concluidas'), valor: (f) => f.concluidas, numero: true },
  { titulo: k('liberadas'), valor: (f) => f.liberadas, numero: true },
  { titulo: k('bajas'), valor: (f) => f.bajas, numero: true },
  { titulo: k('horas_aprobadas'), valor: (f) => f.horasAprobadas, numero: true },
];

const Cifra = ({ titulo, valor }: { titulo: string; valor: number }) => {
  const t = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">{t(titulo)}</Typography>
        <Typography variant="h5" component="p">{new Intl.NumberFormat('es-MX').format(valor)}</Typography>
      </CardContent>
    </Card>
  );
};

/** Staff report of the servicio social area: filters, figures, tables, XLSX and PDF. */
export const ReportesSsPage = () => {
  const t = useTranslate();
  const notify = useNotify();
  const [filtro, setFiltro] = useState<ReporteSsFiltro>({});
  const [reporte, setReporte] = useState<ReporteSs | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { data: periodos = [] } = useGetList<PeriodoSs>(R.servicioSocial.periodos, { pagination: { page: 1, perPage: 100 }, sort: { field: 'inicio', order: 'DESC' } });
  const { data: instituciones = [] } = useGetList<InstitucionSs>(R.servicioSocial.instituciones, { pagination: { page: 1, perPage: 500 }, sort: { field: 'razonSocial', order: 'ASC' } });
  useEffect(() => {
    let vivo = true;
    setError(null);
    ssFinApi.reporte(filtro).then((r) => vivo && setReporte(r), (e: Error) => vivo && setError(e.message || 'No se pudo cargar el reporte.'));
    return () => {
      vivo = false;
    };
  }, [filtro]);
  const exportar = async (formato: 'xlsx' | 'pdf') => {
    try {
      const { url } = await ssFinApi.exportar(formato, filtro);
      window.location.assign(url);
    } catch (e) {
      notify(e instanceof Error ? e.message : k('error'), { type: 'error' });
    }
  };
  return (
    <Stack sx={{ my: 2 }} spacing={2}>
      <Title title={t(k('titulo'))} />
      <Typography variant="h5" component="h1">{t(k('titulo'))}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField select label={t(k('periodo'))} value={filtro.periodo ?? ''} onChange={(e) => setFiltro((f) => ({ ...f, periodo: e.target.value || undefined }))} sx={{ minWidth: 160 }} size="small">
          <MenuItem value="">{t(k('todos'))}</MenuItem>
          {periodos.map((p) => <MenuItem key={p.id} value={p.clave}>{p.clave}</MenuItem>)}
        </TextField>
        <TextField select label={t(k('institucion'))} value={filtro.institucionId ?? ''} onChange={(e) => setFiltro((f) => ({ ...f, institucionId: e.target.value ? Number(e.target.value) : undefined }))} sx={{ minWidth: 260 }} size="small">
          <MenuItem value="">{t(k('todas'))}</MenuItem>
          {instituciones.map((i) => <MenuItem key={i.id} value={i.id}>{i.razonSocial}</MenuItem>)}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ ml: { md: 'auto' } }}>
          <Button variant="outlined" onClick={() => void exportar('xlsx')}>{t(k('exportar_xlsx'))}</Button>
          <Button variant="outlined" onClick={() => void exportar('pdf')}>{t(k('exportar_pdf'))}</Button>
        </Stack>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!reporte ? (error ? null : <Loading />) : (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, md: 2 }}><Cifra titulo={k('totales')} valor={reporte.totales.prestaciones} /></Grid>
            <Grid size={{ xs: 6, md: 2 }}><Cifra titulo={k('en_curso')} valor={reporte.totales.enCurso} /></Grid>
            <Grid size={{ xs: 6, md: 2 }}><Cifra titulo={k('liberadas')} valor={reporte.totales.liberadas} /></Grid>
            <Grid size={{ xs: 6, md: 2 }}><Cifra titulo={k('bajas')} valor={reporte.totales.bajas} /></Grid>
            <Grid size={{ xs: 6, md: 2 }}><Cifra titulo={k('horas_aprobadas')} valor={reporte.horas.aprobadas} /></Grid>
            <Grid size={{ xs: 6, md: 2 }}><Cifra titulo={k('vencidos_informes')} valor={reporte.informesVencidos.informes} /></Grid>
          </Grid>
          <TablaConteo titulo={k('horas')} columnas={[{ titulo: k('horas'), valor: (f: [string, number]) => t(f[0]) }, { titulo: k('total'), valor: (f: [string, number]) => f[1], numero: true }]}
            filas={[[k('horas_requeridas'), reporte.horas.requeridas], [k('horas_registradas'), reporte.horas.registradas], [k('horas_aprobadas'), reporte.horas.aprobadas]]} />
          <TablaConteo titulo={k('revision')} ayuda={k('revision_ayuda')} filas={reporte.revision}
            columnas={[{ titulo: k('etapa'), valor: (f) => t(k(`etapa_${f.etapa}`)) }, { titulo: k('revisiones'), valor: (f) => f.revisiones, numero: true }, { titulo: k('horas_promedio'), valor: (f) => f.promedioHoras, numero: true }]} />
          <TablaConteo titulo={k('vencidos')} ayuda={k('vencidos_ayuda')} filas={reporte.informesVencidos.porInstitucion}
            columnas={[{ titulo: k('institucion'), valor: (f) => f.etiqueta }, { titulo: k('vencidos_informes'), valor: (f) => f.informes, numero: true }, { titulo: k('vencidos_servicios'), valor: (f) => f.prestaciones, numero: true }]} />
          <TablaConteo titulo={k('por_periodo')} columnas={conteo(k('periodo'))} filas={reporte.porPeriodo} />
          <TablaConteo titulo={k('por_institucion')} columnas={conteo(k('institucion'))} filas={reporte.porInstitucion} />
          <TablaConteo titulo={k('por_programa')} columnas={conteo('resources.servicio-social/administracion/prestaciones.fields.programa')} filas={reporte.porPrograma} />
        </>
      )}
    </Stack>
  );
};
