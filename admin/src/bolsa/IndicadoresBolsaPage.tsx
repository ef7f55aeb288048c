// The placement indicators per program and generación, for a publication period and a program, exported to XLSX
// or PDF through a short-lived same-origin link like the other reports.
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import type { Indicadores } from '../../../shared/schemas/bolsa';
import type { CatalogoProgramas } from '../../../shared/schemas/registro';
import { TablaDesplazable } from '../common/TablaDesplazable';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { FiltroIndicadoresBolsa } from './api';

const K = 'app.bolsa.indicadores';
type Fila = Indicadores['porPrograma'][number];
const dias = (v: number | null) => (v === null ? '—' : v.toLocaleString('es-MX', { maximumFractionDigits: 1 }));
const pct = (v: number) => `${v.toLocaleString('es-MX', { maximumFractionDigits: 1 })} %`;
const COLUMNAS = ['ofertas', 'plazas', 'candidaturas', 'contratados', 'tasa', 'dias_primera', 'dias_contratacion'] as const;
const cifras = (f: Omit<Fila, 'programaId' | 'programa' | 'generacion'>) => [f.ofertas, f.plazas, f.candidaturas, f.contratados, pct(f.tasaColocacion), dias(f.diasPrimeraCandidatura), dias(f.diasContratacion)];

export const IndicadoresBolsaPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [filtro, setFiltro] = useState<FiltroIndicadoresBolsa>({});
  const [datos, setDatos] = useState<Indicadores | null>(null);
  const [error, setError] = useState(false);
  const [catalogo, setCatalogo] = useState<CatalogoProgramas | null>(null);

  useEffect(() => {
    dataProvider.getCatalogoCarreras().then(setCatalogo, () => setCatalogo({ niveles: [] }));
  }, [dataProvider]);
  useEffect(() => {
    let vigente = true;
    setError(false);
    dataProvider.getIndicadoresBolsa(filtro).then((d) => vigente && setDatos(d), () => vigente && setError(true));
    return () => {
      vigente = false;
    };
  }, [dataProvider, filtro]);

  const exportar = async (formato: 'xlsx' | 'pdf') => {
    try {
      window.location.assign((await dataProvider.exportarIndicadoresBolsa(formato, filtro)).url);
    } catch (e) {
      notify((e as HttpError).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  const cambiar = (k: keyof FiltroIndicadoresBolsa, v: string) => setFiltro((f) => ({ ...f, [k]: v === '' ? undefined : k === 'programaId' ? Number(v) : v }));
  const encabezados = COLUMNAS.map((c) => <TableCell key={c} align="right">{translate(`${K}.${c}`)}</TableCell>);

  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate(`${K}.titulo`)} />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>{translate(`${K}.titulo`)}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>{translate(`${K}.intro`)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
        <TextField type="date" label={translate(`${K}.desde`)} value={filtro.desde ?? ''} onChange={(e) => cambiar('desde', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label={translate(`${K}.hasta`)} value={filtro.hasta ?? ''} onChange={(e) => cambiar('hasta', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField select label={translate(`${K}.programa`)} value={filtro.programaId ?? ''} onChange={(e) => cambiar('programaId', e.target.value)} sx={{ minWidth: 260 }}>
          <MenuItem value="">{translate(`${K}.todas`)}</MenuItem>
          {(catalogo?.niveles ?? []).flatMap((n) => n.programas.map((p) => <MenuItem key={p.id} value={p.id}>{p.nombre}</MenuItem>))}
        </TextField>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportar('xlsx')}>{translate(`${K}.exportar_xlsx`)}</Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportar('pdf')}>{translate(`${K}.exportar_pdf`)}</Button>
      </Stack>
      {error && <Alert severity="error">{translate(`${K}.error`)}</Alert>}
      {datos && (
        <Card variant="outlined">
          <CardContent>
            <Typography sx={{ mb: 2 }}>
              {translate(`${K}.tasa`)}: <strong>{pct(datos.tasaColocacion)}</strong> · {translate(`${K}.contratados`)}: <strong>{datos.contratados}</strong> · {translate(`${K}.empleadores`)}: <strong>{datos.empleadoresActivos}</strong>
            </Typography>
            {!datos.porGeneracion.length ? <Typography>{translate(`${K}.sin_datos`)}</Typography> : (
              <TablaDesplazable label={translate(`${K}.titulo`)}>
                  <TableHead>
                    <TableRow><TableCell>{translate(`${K}.programa`)}</TableCell><TableCell>{translate(`${K}.generacion`)}</TableCell>{encabezados}</TableRow>
                  </TableHead>
                  <TableBody>
                    {datos.porGeneracion.map((f) => (
                      <TableRow key={`${f.programaId}-${f.generacion ?? 'e'}`}>
                        <TableCell>{f.programa}</TableCell><TableCell>{f.generacion ?? '—'}</TableCell>
                        {cifras(f).map((v, i) => <TableCell key={i} align="right">{v}</TableCell>)}
                      </TableRow>
                    ))}
                    <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                      <TableCell colSpan={2}>{translate(`${K}.total`)}</TableCell>
                      {cifras(datos).map((v, i) => <TableCell key={i} align="right">{v}</TableCell>)}
                    </TableRow>
                  </TableBody>
              </TablaDesplazable>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
export default IndicadoresBolsaPage;
