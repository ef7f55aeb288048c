import DownloadIcon from '@mui/icons-material/Download';
import { alpha, Box, Button, FormControlLabel, Stack, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ErrorImportacion, Mapeo, ResultadoImportacion } from '../../../shared/schemas/importaciones';
import { erroresCsv, guardarBlob } from './descargas';
import { etiquetaCampo } from './mapeo';

/** Errors of each row, split into the ones that belong to a column and the ones about the whole row. */
export function erroresPorCelda(errores: ErrorImportacion[], mapeo: Mapeo) {
  const columnaDe = new Map<string, string>();
  for (const [encabezado, campo] of Object.entries(mapeo)) if (campo && !columnaDe.has(campo)) columnaDe.set(campo, encabezado);
  const celdas = new Map<string, string[]>();
  const filas = new Map<number, string[]>();
  for (const e of errores) {
    const columna = columnaDe.get(e.campo);
    if (columna) {
      const key = `${e.fila}\u0000${columna}`;
      celdas.set(key, [...(celdas.get(key) ?? []), e.mensaje]);
    } else {
      const texto = e.campo === '_' ? e.mensaje : `${etiquetaCampo(e.campo)}: ${e.mensaje}`;
      filas.set(e.fila, [...(filas.get(e.fila) ?? []), texto]);
    }
  }
  return { celda: (fila: number, columna: string) => celdas.get(`${fila}\u0000${columna}`), fila: (fila: number) => filas.get(fila) };
}

const Celda = ({ valor, motivos }: { valor: string; motivos?: string[] }) => {
  if (!motivos) return <TableCell sx={{ whiteSpace: 'nowrap' }}>{valor}</TableCell>;
  const motivo = motivos.join('; ');
  return (
    <Tooltip title={motivo}>
      <TableCell
        data-invalid="true"
        sx={(theme) => ({
          bgcolor: alpha(theme.palette.error.main, 0.1),
          boxShadow: `inset 3px 0 0 ${theme.palette.error.main}`,
          minWidth: 160,
          verticalAlign: 'top',
        })}
      >
        <Box component="span" sx={{ display: 'block', fontWeight: 600, whiteSpace: 'nowrap' }}>
          {valor || '∅'}
        </Box>
        <Box component="span" sx={(theme) => ({ display: 'block', fontSize: '0.75rem', color: theme.palette.mode === 'dark' ? 'error.light' : 'error.dark' })}>
          {motivo}
        </Box>
      </TableCell>
    </Tooltip>
  );
};

/** Step 4: the rows as read, every invalid cell in red with its reason, and the error list to download. */
export const VistaPrevia = ({ resultado }: { resultado: ResultadoImportacion }) => {
  const translate = useTranslate();
  const [soloErrores, setSoloErrores] = useState(false);
  const { celda, fila: deFila } = useMemo(() => erroresPorCelda(resultado.errores, resultado.mapeo), [resultado]);
  const conError = useMemo(() => new Set(resultado.errores.map((e) => e.fila)), [resultado]);
  const filas = (resultado.filas ?? []).filter((f) => !soloErrores || conError.has(f.fila));
  const encabezados = resultado.encabezados;
  const t = (k: string, o?: object) => translate(`app.carga_masiva.vista.${k}`, o);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h3">
          {t('title')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControlLabel control={<Switch checked={soloErrores} onChange={(e) => setSoloErrores(e.target.checked)} />} label={t('solo_errores')} />
          <Button size="small" startIcon={<DownloadIcon />} disabled={!resultado.errores.length} onClick={() => guardarBlob(erroresCsv(resultado), 'errores-carga-masiva.csv')}>
            {t('descargar_errores')}
          </Button>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {resultado.errores.length ? t('help') : t('sin_errores')}
        {resultado.filas && resultado.filas.length < resultado.total ? ` ${t('parcial', { mostradas: resultado.filas.length, total: resultado.total })}` : ''}
        {resultado.erroresOmitidos ? ` ${t('omitidos', { smart_count: resultado.erroresOmitidos })}` : ''}
      </Typography>
      <TableContainer sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }} tabIndex={0} role="region" aria-label={t('title')}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{t('fila')}</TableCell>
              {encabezados.map((h) => (
                <TableCell key={h} sx={{ whiteSpace: 'nowrap' }}>
                  {h}
                  {resultado.mapeo[h] ? (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {etiquetaCampo(resultado.mapeo[h])}
                    </Typography>
                  ) : null}
                </TableCell>
              ))}
              <TableCell>{t('errores')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {filas.map((f) => {
              const generales = deFila(f.fila);
              return (
                <TableRow key={f.fila} data-fila={f.fila} hover>
                  <TableCell component="th" scope="row">
                    {f.fila}
                  </TableCell>
                  {encabezados.map((h) => (
                    <Celda key={h} valor={f.valores[h] ?? ''} motivos={celda(f.fila, h)} />
                  ))}
                  <TableCell sx={{ color: generales ? 'error.main' : undefined, minWidth: generales ? 200 : undefined }}>{generales?.join('; ') ?? ''}</TableCell>
                </TableRow>
              );
            })}
            {!filas.length ? (
              <TableRow>
                <TableCell colSpan={encabezados.length + 2}>{t('vacia')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
};
