import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useTranslate } from 'react-admin';
import type { DocumentoPostulacion } from '../../../shared/schemas/postulaciones';
import type { AdminDataProvider } from '../providers/dataProvider';

const t = (key: string) => `app.postulaciones.detalle.${key}`;
const kb = (bytes: number) => (bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** One document shown inline (PDF in a frame, images as images), fetched with the session's token. */
export const DocumentoPreview = ({ documento }: { documento: DocumentoPostulacion }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    let vivo = true;
    let creada: string | null = null;
    dataProvider.archivoProtegido(documento.url).then(
      (u) => {
        creada = u;
        if (vivo) setUrl(u);
        else URL.revokeObjectURL(u);
      },
      () => vivo && setError(true),
    );
    return () => {
      vivo = false;
      if (creada) URL.revokeObjectURL(creada);
    };
  }, [dataProvider, documento.url]);

  const nombre = documento.nombre;
  return (
    <Box component="figure" sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1, gap: 1 }}>
        <Typography component="figcaption" sx={{ fontWeight: 600 }}>
          {nombre} · {documento.archivo.nombre} ({documento.archivo.tipo.toUpperCase()}, {kb(documento.archivo.bytes)})
        </Typography>
        {url && (
          <Button size="small" href={url} download={documento.archivo.nombre} startIcon={<DownloadIcon />}>
            {translate(t('descargar'), { nombre })}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{translate(t('error_preview'))}</Alert>}
      {!url && !error && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} />
          <Typography variant="body2">{translate(t('cargando'))}</Typography>
        </Stack>
      )}
      {url &&
        (documento.archivo.tipo === 'pdf' ? (
          // TODO(UI): the CSP (default-src 'self') refuses to frame blob: URLs, so a PDF opens in a new tab instead of
          // inline. Server: allow `frame-src 'self' blob:` (or a short-lived ?token= on the document URL) for an inline frame.
          <Button variant="outlined" href={url} target="_blank" rel="noopener">
            {translate(t('vista_previa'), { nombre })} (PDF)
          </Button>
        ) : (
          <Box component="img" src={url} alt={translate(t('vista_previa'), { nombre })} sx={{ maxWidth: '100%', maxHeight: 560, display: 'block' }} />
        ))}
    </Box>
  );
};
