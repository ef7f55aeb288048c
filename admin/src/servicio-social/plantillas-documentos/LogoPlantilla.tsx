import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { HttpError, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';

const t = (key: string) => `app.servicio_social.plantillas_documentos.${key}`;

function useLogo(tipo: string | undefined, hay: boolean, version: number): string | null {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!tipo || !hay) return setUrl(null);
    let creada: string | null = null;
    let vigente = true;
    // The API wants the bearer token, which an <img> cannot send: the image is shown from a blob.
    dataProvider.archivoProtegido(`/api/servicio-social/plantillas-documentos/${encodeURIComponent(tipo)}/logo`).then(
      (nueva) => {
        if (vigente) setUrl((creada = nueva));
        else URL.revokeObjectURL(nueva);
      },
      () => vigente && setUrl(null),
    );
    return () => {
      vigente = false;
      if (creada) URL.revokeObjectURL(creada);
    };
  }, [dataProvider, tipo, hay, version]);
  return url;
}

/** Printed at the top of every PDF of this type from the next one issued; PNG or JPG up to 2 MB. */
export function LogoPlantilla() {
  const record = useRecordContext<{ id: string; logo?: boolean }>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const selector = useRef<HTMLInputElement>(null);
  const url = useLogo(record?.id, Boolean(record?.logo), version);
  if (!record) return null;

  const actuar = async (accion: () => Promise<unknown>) => {
    setError(null);
    setOcupado(true);
    try {
      await accion();
      notify(t('logo_guardado'), { type: 'info' });
      setVersion((v) => v + 1);
      refresh();
    } catch (e) {
      const campo = e instanceof HttpError ? (e.body as { errors?: Record<string, string> } | undefined)?.errors?.logo : undefined;
      setError(campo ?? (e instanceof HttpError ? e.message : translate(t('logo_error'))));
    } finally {
      setOcupado(false);
    }
  };
  const subir = (archivo: File | undefined) => {
    if (!archivo) return;
    void actuar(() => dataProvider.subirLogoPlantilla(record.id, archivo));
  };

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{translate(t('logo'))}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate(t('logo_ayuda'))}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        {url ? (
          <Box component="img" src={url} alt={translate(t('logo_actual'))} sx={{ maxHeight: 72, maxWidth: 240, objectFit: 'contain', border: 1, borderColor: 'divider', p: 0.5 }} />
        ) : (
          <Typography color="text.secondary">{translate(t('sin_logo'))}</Typography>
        )}
        {/* A real button opens the hidden file input, so the keyboard reaches it like any other. */}
        <Button variant="outlined" loading={ocupado} onClick={() => selector.current?.click()}>
          {translate(record.logo ? t('cambiar_logo') : t('subir_logo'))}
        </Button>
        <input
          ref={selector}
          hidden
          type="file"
          accept="image/png,image/jpeg"
          aria-label={translate(t('logo'))}
          onChange={(e) => {
            subir(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {record.logo && (
          <Button color="error" disabled={ocupado} onClick={() => void actuar(() => dataProvider.quitarLogoPlantilla(record.id))}>{translate(t('quitar_logo'))}</Button>
        )}
      </Stack>
      {error && <Alert severity="error" role="alert" sx={{ mt: 1 }}>{error}</Alert>}
    </Box>
  );
}
