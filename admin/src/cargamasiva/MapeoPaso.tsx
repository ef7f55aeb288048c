import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CAMPOS_IMPORTACION, IGNORAR, type CampoImportacion, type Mapeo, type ResultadoImportacion } from '../../../shared/schemas/importaciones';
import { CAMPOS, etiquetaCampo, faltantes, repetidos } from './mapeo';

const DELIMITADORES: Record<string, string> = { ',': 'coma', ';': 'punto_y_coma', '\t': 'tabulador' };

const Detectado = ({ archivo, total }: { archivo: ResultadoImportacion['archivo']; total: number }) => {
  const translate = useTranslate();
  const t = (k: string) => translate(`app.carga_masiva.detectado.${k}`);
  const datos: [string, string][] = [
    [t('formato'), archivo.formato === 'xlsx' ? 'Excel (.xlsx)' : 'CSV'],
    ...(archivo.codificacion ? [[t('codificacion'), archivo.codificacion === 'utf-8' ? 'UTF-8' : 'Windows-1252 (ANSI)'] as [string, string]] : []),
    ...(archivo.delimitador ? [[t('delimitador'), DELIMITADORES[archivo.delimitador] ? t(DELIMITADORES[archivo.delimitador]) : archivo.delimitador] as [string, string]] : []),
    [t('filas'), String(total)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {datos.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {k}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

interface Props {
  resultado: ResultadoImportacion;
  mapeo: Mapeo;
  onChange: (mapeo: Mapeo) => void;
  onRevisar: () => void;
  ocupado?: boolean;
}

/** Step 3: what was detected, and each column of the file with the field it fills (editable). */
export const MapeoPaso = ({ resultado, mapeo, onChange, onRevisar, ocupado }: Props) => {
  const translate = useTranslate();
  const faltan = faltantes(mapeo);
  const dobles = repetidos(mapeo);
  const cambiado = resultado.encabezados.some((h) => (mapeo[h] ?? IGNORAR) !== (resultado.mapeo[h] ?? IGNORAR));
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {translate('app.carga_masiva.detectado.title')}
      </Typography>
      <Detectado archivo={resultado.archivo} total={resultado.total} />
      <Typography variant="h6" component="h3">
        {translate('app.carga_masiva.mapeo.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.carga_masiva.mapeo.help')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {resultado.encabezados.map((encabezado) => (
          <TextField
            key={encabezado}
            select
            size="small"
            label={encabezado}
            value={mapeo[encabezado] ?? IGNORAR}
            onChange={(event) => onChange({ ...mapeo, [encabezado]: event.target.value as CampoImportacion | typeof IGNORAR })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            error={dobles.includes(mapeo[encabezado] as CampoImportacion)}
          >
            <option value={IGNORAR}>{translate('app.carga_masiva.mapeo.ignorar')}</option>
            {CAMPOS.map((campo) => (
              <option key={campo} value={campo}>
                {CAMPOS_IMPORTACION[campo].etiqueta}
                {CAMPOS_IMPORTACION[campo].obligatorio ? ' *' : ''}
              </option>
            ))}
          </TextField>
        ))}
      </Box>
      {faltan.length ? (
        <Alert severity="error">{translate('app.carga_masiva.mapeo.faltan', { campos: faltan.join(', ') })}</Alert>
      ) : null}
      {dobles.map((campo) => (
        <Alert key={campo} severity="error">
          {translate('app.carga_masiva.mapeo.repetido', { campo: etiquetaCampo(campo) })}
        </Alert>
      ))}
      <Box>
        <Button variant={cambiado ? 'contained' : 'outlined'} startIcon={<RefreshIcon />} onClick={onRevisar} disabled={ocupado || dobles.length > 0}>
          {translate('app.carga_masiva.mapeo.revisar')}
        </Button>
      </Box>
    </Stack>
  );
};

