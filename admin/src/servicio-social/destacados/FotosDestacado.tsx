import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { DestacadoSs } from '../../../../shared/schemas/servicio-social';
import type { AdminDataProvider } from '../../providers/dataProvider';

const d = (key: string) => `app.servicio_social.destacados.${key}`;
const miniatura = (url: string) => url.replace('/_ipx/_/', '/_ipx/w_320/');

/** The project's photos: upload (one request per file) and remove; saved at once, outside the form. */
export const FotosDestacado = () => {
  const record = useRecordContext<DestacadoSs>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const [subiendo, setSubiendo] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!record) return null;

  const subir = async (files: FileList | null) => {
    if (!files?.length) return;
    setSubiendo(true);
    setError(null);
    try {
      for (const file of Array.from(files)) await dataProvider.subirFotoDestacado(record.id, file);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : translate(d('error_foto')));
    } finally {
      setSubiendo(false);
      refresh();
    }
  };
  const quitar = async (archivoId: string) => {
    try {
      await dataProvider.quitarFotoDestacado(record.id, archivoId);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : translate('ra.notification.http_error'));
    }
    refresh();
  };

  return (
    <Stack spacing={1} sx={{ mb: 2, maxWidth: 800 }}>
      <Typography variant="h6" component="h2">
        {translate('resources.servicio-social/administracion/destacados.fields.fotos')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.servicio-social/administracion/destacados.helpers.fotos')}
      </Typography>
      {record.fotos.length ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}>
          {record.fotos.map((foto, i) => (
            <Box component="li" key={foto.id} sx={{ position: 'relative' }}>
              <Box component="img" src={miniatura(foto.url)} alt={translate(d('foto'), { n: i + 1 })} sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, display: 'block' }} />
              <IconButton
                aria-label={translate(d('quitar_foto'), { n: i + 1 })}
                onClick={() => void quitar(foto.id)}
                size="small"
                sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2">{translate(d('sin_fotos'))}</Typography>
      )}
      {subiendo ? <LinearProgress aria-label={translate(d('subiendo'))} /> : null}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Box>
        <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => input.current?.click()} disabled={subiendo}>
          {translate(d('subir_fotos'))}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png"
          multiple
          hidden
          aria-label={translate(d('subir_fotos'))}
          onChange={(event) => {
            void subir(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>
    </Stack>
  );
};
