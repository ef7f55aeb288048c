import { useRef, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useCanAccess, useDataProvider, useNotify, useRefresh, useTranslate, type HttpError } from 'react-admin';
import type { PostulacionDetalle } from '../../../shared/schemas/postulaciones';
import type { AdminDataProvider } from '../providers/dataProvider';
import { R } from '../resourceNames';

const t = (key: string) => `app.postulaciones.detalle.${key}`;

/**
 * A finalist's or winner's photo for the public winners page, and a winner's certificate (the server refuses
 * it, in Spanish, until the call's results are published).
 */
export const ResultadoGanadora = ({ record }: { record: PostulacionDetalle }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [ocupado, setOcupado] = useState(false);
  const { canAccess: puedeEditar } = useCanAccess({ resource: R.postulaciones.postulaciones, action: 'edit' });
  const { canAccess: puedeVerResultados } = useCanAccess({ resource: R.postulaciones.resultados, action: 'show' });
  if (record.estado !== 'finalista' && record.estado !== 'ganadora') return null;

  const subir = async (file: File | undefined) => {
    if (!file) return;
    setOcupado(true);
    try {
      await dataProvider.subirFotoPostulacion(record.id, file);
      notify(t('foto_ok'), { type: 'success' });
      refresh();
    } catch (e) {
      const http = e as HttpError;
      notify((http.body as { errors?: Record<string, string> })?.errors?.foto ?? http.message, { type: 'error' });
    } finally {
      setOcupado(false);
      if (input.current) input.current.value = '';
    }
  };

  const constancia = async () => {
    setOcupado(true);
    try {
      const url = await dataProvider.constanciaPostulacion(record.id);
      const a = document.createElement('a');
      a.href = url;
      a.download = `constancia-${record.folio}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(t('foto'))}: {record.foto ? record.foto.nombre : translate(t('sin_foto'))}
      </Typography>
      {record.constanciaFolio && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(t('constancia_folio'), { folio: record.constanciaFolio })}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {puedeEditar && (
          <>
            <input ref={input} type="file" accept="image/png,image/jpeg" hidden aria-label={translate(t('foto'))} onChange={(e) => subir(e.target.files?.[0])} />
            <Button variant="outlined" startIcon={<PhotoCameraIcon />} disabled={ocupado} onClick={() => input.current?.click()}>
              {translate(t('subir_foto'))}
            </Button>
          </>
        )}
        {record.estado === 'ganadora' && puedeVerResultados && (
          <Button variant="contained" startIcon={<WorkspacePremiumIcon />} disabled={ocupado} onClick={constancia}>
            {translate(t('constancia'))}
          </Button>
        )}
      </Stack>
    </Box>
  );
};
