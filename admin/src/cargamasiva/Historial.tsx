import { Alert, Box, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ESTADOS_IMPORTACION, type Importacion } from '../../../shared/schemas/importaciones';
import { apiClient } from '../providers/apiClient';
import { DescargaRechazados } from './ResultadoPaso';

const FECHA = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });
const ESTADO_COLOR = { completada: 'success', en_proceso: 'info', interrumpida: 'error' } as const;

/** Step 6: the latest uploads, newest first, each with its refused rows to download. `version` reloads it. */
export const Historial = ({ version }: { version: number }) => {
  const translate = useTranslate();
  const t = (k: string, o?: object) => translate(`app.carga_masiva.historial.${k}`, o);
  const [filas, setFilas] = useState<Importacion[] | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    let vigente = true;
    apiClient
      .get<Importacion[]>('/egresados/importaciones', { sort: JSON.stringify(['id', 'DESC']), range: JSON.stringify([0, 19]) })
      .then((data) => vigente && (setFilas(data), setError(false)))
      .catch(() => vigente && setError(true));
    return () => {
      vigente = false;
    };
  }, [version]);

  return (
    <Stack spacing={1} component="section" aria-labelledby="historial-titulo">
      <Typography id="historial-titulo" variant="h6" component="h2">
        {t('title')}
      </Typography>
      {error ? <Alert severity="error">{t('error')}</Alert> : null}
      {filas && !filas.length ? <Typography color="text.secondary">{t('vacio')}</Typography> : null}
      {filas?.length ? (
        <TableContainer tabIndex={0} role="region" aria-labelledby="historial-titulo" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" sx={{ '& th, & td': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fecha')}</TableCell>
                <TableCell>{t('quien')}</TableCell>
                <TableCell>{t('archivo')}</TableCell>
                <TableCell align="right">{translate('app.carga_masiva.resumen.total')}</TableCell>
                <TableCell align="right">{translate('app.carga_masiva.resultado.creados')}</TableCell>
                <TableCell align="right">{translate('app.carga_masiva.resultado.actualizados')}</TableCell>
                <TableCell align="right">{translate('app.carga_masiva.resultado.sin_cambios')}</TableCell>
                <TableCell align="right">{t('rechazadas')}</TableCell>
                <TableCell>{t('estado')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {filas.map((i) => (
                <TableRow key={i.id}>
                  <TableCell>{FECHA.format(new Date(i.createdAt))}</TableCell>
                  <TableCell>{i.usuarioEmail ?? '—'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{i.archivo}</TableCell>
                  <TableCell align="right">{i.total}</TableCell>
                  <TableCell align="right">{i.creados}</TableCell>
                  <TableCell align="right">{i.actualizados}</TableCell>
                  <TableCell align="right">{i.sinCambios}</TableCell>
                  <TableCell align="right">
                    {i.rechazados}
                    {i.rechazados ? (
                      <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', mt: 0.5 }}>
                        <DescargaRechazados id={i.id} formato="csv" label={t('descargar', { archivo: i.archivo, formato: 'CSV' })} />
                        <DescargaRechazados id={i.id} formato="xlsx" label={t('descargar', { archivo: i.archivo, formato: 'Excel' })} />
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={ESTADO_COLOR[i.estado]} label={ESTADOS_IMPORTACION[i.estado]} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Stack>
  );
};
