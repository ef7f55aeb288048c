import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useTranslate } from 'react-admin';
import type { DocumentoPostulacion } from '../../../shared/schemas/postulaciones';
import type { AdminDataProvider } from '../providers/dataProvider';

const t = (key: string) => `app.postulaciones.detalle.${key}`;
const kb = (bytes: number) => (bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/**
 * One document: an image shown inline (fetched with the session's token); a PDF opened from the server in a new
 * tab through a short-lived link, where the download's sandbox CSP applies (issue 19): never as a blob: of this site.
 */
export const DocumentoPreview = ({ documento }: { documento: DocumentoPostulacion }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState(false);

  const esPdf = documento.archivo.tipo === 'pdf';

  useEffect(() => {
    if (esPdf) return;
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
  }, [dataProvider, documento.url, esPdf]);

  const abrirPdf = async (descargar: boolean) => {
    try {
      const enlace = await dataProvider.enlaceArchivo(documento.url);
      if (!descargar) return void window.open(enlace, '_blank', 'noopener');
      const a = document.createElement('a');
      a.href = enlace;
      a.download = documento.archivo.nombre;
      a.click();
    } catch {
      setError(true);
    }
  };

  const nombre = documento.nombre;
  return (
    <Box component="figure" sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1, gap: 1 }}>
        <Typography component="figcaption" sx={{ fontWeight: 600 }}>
          {nombre} · {documento.archivo.nombre} ({documento.archivo.tipo.toUpperCase()}, {kb(documento.archivo.bytes)})
        </Typography>
        {esPdf ? (
          <Button size="small" onClick={() => void abrirPdf(true)} startIcon={<DownloadIcon />}>
            {translate(t('descargar'), { nombre })}
          </Button>
        ) : (
          url && (
            <Button size="small" href={url} download={documento.archivo.nombre} startIcon={<DownloadIcon />}>
              {translate(t('descargar'), { nombre })}
            </Button>
          )
        )}
      </Stack>
      {error && <Alert severity="error">{translate(t('error_preview'))}</Alert>}
      {!esPdf && !url && !error && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={18} />
          <Typography variant="body2">{translate(t('cargando'))}</Typography>
        </Stack>
      )}
      {esPdf ? (
        <Button variant="outlined" onClick={() => void abrirPdf(false)}>
          {translate(t('vista_previa'), { nombre })} (PDF)
        </Button>
      ) : (
        url && <Box component="img" src={url} alt={translate(t('vista_previa'), { nombre })} sx={{ maxWidth: '100%', maxHeight: 560, display: 'block' }} />
      )}
    </Box>
  );
};
