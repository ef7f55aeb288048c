import { useState } from 'react';
import { Box, Chip, MenuItem, Stack, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { Button, Link, useDataProvider, useGetMany, useNotify, useTranslate } from 'react-admin';
import type { Aplicacion } from '../../../../shared/schemas/seguimiento';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { R } from '../../resourceNames';
import { TablaDesplazable } from '../../common/TablaDesplazable';
import { ts } from '../textos';

const numero = (v: number, unidad: string) => (unidad === '%' ? `${v.toLocaleString('es-MX', { maximumFractionDigits: 1 })} %` : v.toLocaleString('es-MX', { maximumFractionDigits: 2 }));

/** The TecNM table for the wave, a program or a generación, with XLSX and PDF for the accreditation file. */
export const IndicadoresTabla = ({ aplicacion }: { aplicacion: Aplicacion }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [programaId, setProgramaId] = useState<number | ''>('');
  const [generacion, setGeneracion] = useState<number | ''>('');
  const alcance = { programaId: programaId || undefined, generacion: generacion || undefined };
  const { data } = useQuery({
    queryKey: ['seguimiento-indicadores', aplicacion.id, alcance],
    queryFn: () => dataProvider.getIndicadoresAplicacion(aplicacion.id, alcance),
    refetchInterval: 30_000,
  });
  const { data: avance = [] } = useQuery({ queryKey: ['seguimiento-avance', aplicacion.id], queryFn: () => dataProvider.getAvanceAplicacion(aplicacion.id) });
  const programaIds = [...new Set(avance.map((a) => a.programaId))];
  const generaciones = [...new Set(avance.map((a) => a.generacion))].sort();
  const { data: programas = [] } = useGetMany<{ id: number; nombre: string }>(R.egresados.programas, { ids: programaIds }, { enabled: programaIds.length > 0 });
  const exportar = async (formato: 'xlsx' | 'pdf') => {
    try {
      const { url } = await dataProvider.exportarIndicadores(aplicacion.id, formato, alcance);
      window.location.assign(url);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const margen = data?.margenError === null || data?.margenError === undefined ? translate(ts('indicadores.sin_margen')) : translate(ts('indicadores.margen'), { margen: data.margenError.toLocaleString('es-MX') });
  return (
    <Box component="section" aria-labelledby="indicadores-titulo">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography id="indicadores-titulo" component="h3" variant="h6">{translate(ts('indicadores.title'))}</Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button label={ts('indicadores.xlsx')} onClick={() => void exportar('xlsx')}><DownloadIcon /></Button>
          <Button label={ts('indicadores.pdf')} onClick={() => void exportar('pdf')}><DownloadIcon /></Button>
          <Link to={`/${R.egresados.metas}`} sx={{ alignSelf: 'center' }}>{translate(ts('indicadores.metas'))}</Link>
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <TextField select size="small" label={translate(ts('indicadores.programa'))} value={programaId} onChange={(e) => setProgramaId(e.target.value === '' ? '' : Number(e.target.value))} sx={{ minWidth: 220 }}>
          <MenuItem value="">{translate(ts('indicadores.todos'))}</MenuItem>
          {programas.map((p) => <MenuItem key={p.id} value={p.id}>{p.nombre}</MenuItem>)}
        </TextField>
        <TextField select size="small" label={translate(ts('indicadores.generacion'))} value={generacion} onChange={(e) => setGeneracion(e.target.value === '' ? '' : Number(e.target.value))} sx={{ minWidth: 160 }}>
          <MenuItem value="">{translate(ts('indicadores.todos'))}</MenuItem>
          {generaciones.map((g) => <MenuItem key={g} value={g}>{g}</MenuItem>)}
        </TextField>
      </Stack>
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(ts('indicadores.resumen'), { poblacion: data.poblacion, invitados: data.invitados, respuestas: data.respuestas, tasa: data.tasaRespuesta.toLocaleString('es-MX'), margen })}
          </Typography>
          <TablaDesplazable label={translate(ts('indicadores.title'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(ts('indicadores.indicador'))}</TableCell>
                  <TableCell align="right">{translate(ts('indicadores.valor'))}</TableCell>
                  <TableCell align="right">{translate(ts('indicadores.meta'))}</TableCell>
                  <TableCell>{translate(ts('indicadores.cumple'))}</TableCell>
                  <TableCell align="right">{translate(ts('indicadores.n'))}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.indicadores.map((i) => (
                  <TableRow key={i.clave}>
                    <TableCell>{i.nombre}</TableCell>
                    <TableCell align="right">{i.valor === null ? '—' : numero(i.valor, i.unidad)}</TableCell>
                    <TableCell align="right">{numero(i.meta, i.unidad)}</TableCell>
                    <TableCell>
                      {i.cumple === null ? translate(ts('indicadores.sin_datos')) : <Chip size="small" color={i.cumple ? 'success' : 'warning'} label={translate(ts(i.cumple ? 'indicadores.si' : 'indicadores.no'))} />}
                    </TableCell>
                    <TableCell align="right">{i.n}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </TablaDesplazable>
        </>
      )}
    </Box>
  );
};
