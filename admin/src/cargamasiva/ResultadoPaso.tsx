import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { ResultadoImportacion } from '../../../shared/schemas/importaciones';
import { Conteos } from './Conteos';
import { descargarConSesion, rechazadosUrl } from './descargas';

export const DescargaRechazados = ({ id, formato, label }: { id: number; formato: 'csv' | 'xlsx'; label: string }) => {
  const notify = useNotify();
  const descargar = () =>
    descargarConSesion(rechazadosUrl(id, formato), `rechazados-${id}.${formato}`).catch((error: Error) =>
      notify(error.message || 'app.carga_masiva.errores.descarga', { type: 'error' }),
    );
  return (
    <Button size="small" variant="outlined" onClick={descargar} aria-label={label} sx={{ minWidth: 0, px: 1 }}>
      {formato === 'csv' ? 'CSV' : 'Excel'}
    </Button>
  );
};

/** Step 5: what the real import did, and the refused rows to fix and upload again. */
export const ResultadoPaso = ({ resultado }: { resultado: ResultadoImportacion }) => {
  const translate = useTranslate();
  const t = (k: string) => translate(`app.carga_masiva.resultado.${k}`);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {t('title')}
      </Typography>
      <Conteos
        items={[
          { label: t('creados'), value: resultado.creados, color: 'success' },
          { label: t('actualizados'), value: resultado.actualizados },
          { label: t('sin_cambios'), value: resultado.sinCambios },
          { label: t('rechazados'), value: resultado.rechazados, color: resultado.rechazados ? 'error' : undefined },
        ]}
      />
      {resultado.rechazados && resultado.importacionId ? (
        <Alert severity="warning">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('rechazados_help')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              onClick={() => void descargarConSesion(rechazadosUrl(resultado.importacionId!, 'csv'), 'rechazados.csv')}
            >
              {t('descargar_csv')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void descargarConSesion(rechazadosUrl(resultado.importacionId!, 'xlsx'), 'rechazados.xlsx')}
            >
              {t('descargar_xlsx')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Alert severity="success">{t('todo_bien')}</Alert>
      )}
    </Stack>
  );
};
