import { useCallback, useEffect, useState } from 'react';
import {
  Alert, Box, Button, Card, Chip, FormControlLabel, MenuItem, Stack, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { Confirm, Title, useDataProvider, useNotify, useRefresh, useTranslate, type HttpError } from 'react-admin';
import { ESTADO_POSTULACION_LABELS, TRANSICIONES_POSTULACION, type EstadoPostulacion, type Ranking } from '../../../shared/schemas/postulaciones';
import { formatScore } from '../../../shared/formato';
import { EstadoChip } from '../postulaciones/choices';
import type { AdminDataProvider } from '../providers/dataProvider';
import { useConvocatoriaElegida } from './useConvocatoriaElegida';

const t = (key: string) => `app.postulaciones.resultados.${key}`;
const DECISIONES: EstadoPostulacion[] = ['finalista', 'ganadora', 'no_seleccionada'];

/** Ranking per category (mean of the submitted scores, ties flagged, optional normalisation), winners and publishing. */
export const ResultadosPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { convocatorias, convocatoriaId, setConvocatoriaId, categorias } = useConvocatoriaElegida();
  const [categoriaId, setCategoriaId] = useState<number | ''>('');
  const [normalizar, setNormalizar] = useState(false);
  const [ranking, setRanking] = useState<Ranking | null>(null);
  const [publicar, setPublicar] = useState(false);
  const convocatoria = convocatorias.find((c) => c.id === convocatoriaId);

  useEffect(() => {
    if (categorias.length && !categorias.some((c) => c.id === categoriaId)) setCategoriaId(categorias[0].id);
  }, [categorias, categoriaId]);
  useEffect(() => {
    if (convocatoria) setNormalizar(convocatoria.normalizar);
  }, [convocatoria]);

  const cargar = useCallback(() => {
    if (categoriaId === '') return;
    dataProvider.ranking(categoriaId, normalizar).then(setRanking, (e) => notify((e as HttpError).message, { type: 'error' }));
  }, [dataProvider, categoriaId, normalizar, notify]);
  useEffect(cargar, [cargar]);

  const fallo = (e: unknown) => notify((e as HttpError).message, { type: 'error' });
  const decidir = (postulacionId: number, estado: EstadoPostulacion) =>
    dataProvider.cambiarEstadoPostulacion(postulacionId, { estado }).then(() => {
      notify(translate(t('ganadora_ok'), { estado: ESTADO_POSTULACION_LABELS[estado] }), { type: 'success' });
      cargar();
    }, fallo);
  const exportar = (formato: 'xlsx' | 'pdf') =>
    categoriaId !== '' && dataProvider.exportarRanking(categoriaId, formato, normalizar).then((url) => window.location.assign(url), fallo);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(t('titulo'))} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate(t('titulo'))}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <TextField select label={translate('app.postulaciones.jurados.convocatoria')} value={convocatoriaId} onChange={(e) => setConvocatoriaId(Number(e.target.value))} sx={{ minWidth: { sm: 280 }, width: { xs: '100%', sm: 'auto' }, maxWidth: '100%' }}>
          {convocatorias.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.nombre}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label={translate('app.postulaciones.jurados.categoria')} value={categoriaId} onChange={(e) => setCategoriaId(Number(e.target.value))} sx={{ minWidth: { sm: 240 }, width: { xs: '100%', sm: 'auto' }, maxWidth: '100%' }}>
          {categorias.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.nombre}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={normalizar} onChange={(e) => setNormalizar(e.target.checked)} />} label={translate(t('normalizar'))} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        <Button variant="outlined" onClick={() => exportar('xlsx')} disabled={!ranking?.filas.length}>
          {translate(t('xlsx'))}
        </Button>
        <Button variant="outlined" onClick={() => exportar('pdf')} disabled={!ranking?.filas.length}>
          {translate(t('pdf'))}
        </Button>
        {convocatoria?.estado === 'en_evaluacion' && (
          <Button variant="contained" onClick={() => setPublicar(true)}>
            {translate('app.postulaciones.convocatoria.publicar')}
          </Button>
        )}
        {convocatoria?.estado === 'resultados_publicados' && <Chip color="success" label={translate('app.postulaciones.convocatoria.publicados')} />}
      </Stack>
      {ranking && !ranking.filas.length && <Alert severity="info">{translate(t('sin_filas'))}</Alert>}
      {ranking && !!ranking.filas.length && (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" aria-label={`${translate(t('titulo'))}: ${ranking.categoria}`}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(t('posicion'))}</TableCell>
                <TableCell>{translate('resources.postulaciones.fields.folio')}</TableCell>
                <TableCell>{translate('resources.postulaciones.fields.nombre')}</TableCell>
                <TableCell align="right">{translate(t('puntaje'))}</TableCell>
                {ranking.normalizado && <TableCell align="right">{translate(t('promedio'))}</TableCell>}
                <TableCell align="right">{translate(t('evaluaciones'))}</TableCell>
                <TableCell>{translate('resources.postulaciones.fields.estado')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {ranking.filas.map((f) => (
                <TableRow key={f.postulacionId}>
                  <TableCell>
                    {/* A nomination nobody has scored holds no place yet, whatever order the list gives it. */}
                    {f.puntaje == null ? translate(t('sin_lugar')) : f.posicion}
                    {f.empate && f.puntaje != null && <Chip size="small" color="warning" label={translate(t('empate'))} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{f.folio}</TableCell>
                  <TableCell>{f.nombre}</TableCell>
                  <TableCell align="right">{f.puntaje == null ? '—' : formatScore(f.puntaje)}</TableCell>
                  {ranking.normalizado && <TableCell align="right">{f.promedio == null ? '—' : formatScore(f.promedio)}</TableCell>}
                  <TableCell align="right">
                    {f.evaluaciones}
                    {f.recusaciones ? ` (+${f.recusaciones} recusadas)` : ''}
                  </TableCell>
                  <TableCell>
                    <EstadoChip estado={f.estado} />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      {TRANSICIONES_POSTULACION[f.estado]
                        .filter((e) => DECISIONES.includes(e))
                        .map((e) => (
                          <Button key={e} size="small" onClick={() => decidir(f.postulacionId, e)} aria-label={`${ESTADO_POSTULACION_LABELS[e]}: ${f.folio}`}>
                            {ESTADO_POSTULACION_LABELS[e]}
                          </Button>
                        ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Confirm
        isOpen={publicar}
        title="app.postulaciones.convocatoria.publicar"
        content="app.postulaciones.convocatoria.publicar_texto"
        onClose={() => setPublicar(false)}
        onConfirm={() => {
          setPublicar(false);
          if (convocatoria)
            dataProvider.publicarResultados(convocatoria.id).then(() => {
              notify('app.postulaciones.convocatoria.publicados', { type: 'success' });
              refresh();
            }, fallo);
        }}
      />
    </Box>
  );
};
