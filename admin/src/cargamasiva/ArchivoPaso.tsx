import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { IMPORTACION_MAX_BYTES } from '../../../shared/schemas/importaciones';
import { guardarBlob, plantillaCsv } from './descargas';

const MAX_MB = Math.round(IMPORTACION_MAX_BYTES / (1024 * 1024));
const ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function tamanoLegible(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The browser's first check; the server checks again and is the one that decides. */
function problemaDe(file: File): string | null {
  if (!/\.(csv|txt|xlsx)$/i.test(file.name)) return 'app.carga_masiva.archivo.tipo_invalido';
  if (file.size === 0) return 'app.carga_masiva.archivo.vacio';
  if (file.size > IMPORTACION_MAX_BYTES) return 'app.carga_masiva.archivo.muy_grande';
  return null;
}

/** Step 1: drop or pick the spreadsheet; the template shows the headers we expect. */
export const ArchivoPaso = ({ archivo, onArchivo }: { archivo: File | null; onArchivo: (file: File) => void }) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [problema, setProblema] = useState<string | null>(null);
  const [encima, setEncima] = useState(false);

  const elegir = (file: File | undefined) => {
    if (!file) return;
    const p = problemaDe(file);
    setProblema(p);
    if (!p) onArchivo(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setEncima(false);
    elegir(event.dataTransfer.files[0]);
  };

  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setEncima(true);
        }}
        onDragLeave={() => setEncima(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: encima ? 'primary.main' : 'divider',
          bgcolor: encima ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: { xs: 2, sm: 4 },
          textAlign: 'center',
        }}
      >
        <UploadFileIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
        <Typography sx={{ mt: 1 }}>{translate('app.carga_masiva.archivo.drop')}</Typography>
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {translate('app.carga_masiva.archivo.or')}
        </Typography>
        <Button variant="contained" onClick={() => input.current?.click()} aria-describedby={helpId}>
          {translate(archivo ? 'app.carga_masiva.archivo.otro' : 'app.carga_masiva.archivo.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          aria-label={translate('app.carga_masiva.archivo.choose')}
          data-testid="archivo-input"
          onChange={(event) => {
            elegir(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('app.carga_masiva.archivo.accepted', { max: MAX_MB })}
        </Typography>
      </Box>
      {problema ? <Alert severity="error">{translate(problema, { max: MAX_MB })}</Alert> : null}
      {archivo ? (
        <Alert severity="info">{translate('app.carga_masiva.archivo.elegido', { nombre: archivo.name, tamano: tamanoLegible(archivo.size) })}</Alert>
      ) : null}
      <Box>
        <Link component="button" type="button" onClick={() => guardarBlob(plantillaCsv(), 'plantilla-egresados.csv')} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <DownloadIcon fontSize="small" aria-hidden />
          {translate('app.carga_masiva.archivo.plantilla')}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {translate('app.carga_masiva.archivo.plantilla_help')}
        </Typography>
      </Box>
    </Stack>
  );
};
