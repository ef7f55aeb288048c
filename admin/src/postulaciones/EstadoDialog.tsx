import { useState } from 'react';
import { Alert, Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate, type HttpError } from 'react-admin';
import { ESTADO_POSTULACION_LABELS, type EstadoPostulacion, type PostulacionDetalle } from '../../../shared/schemas/postulaciones';
import type { AdminDataProvider } from '../providers/dataProvider';

const t = (key: string) => `app.postulaciones.estado.${key}`;

/** Moves a nomination to one of the estados its current one allows, with a motivo and an optional message. */
export const EstadoDialog = ({ record }: { record: PostulacionDetalle }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [estado, setEstado] = useState<EstadoPostulacion | ''>('');
  const [motivo, setMotivo] = useState('');
  const [mensaje, setMensaje] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const abrir = () => {
    setEstado(record.transiciones[0] ?? '');
    setMotivo('');
    setMensaje('');
    setErrores({});
    setError(null);
    setOpen(true);
  };

  const guardar = async () => {
    if (!estado) return;
    setSaving(true);
    setError(null);
    try {
      await dataProvider.cambiarEstadoPostulacion(record.id, { estado, motivo: motivo || undefined, mensaje: mensaje || undefined });
      notify(t('hecho'), { type: 'success' });
      setOpen(false);
      refresh();
    } catch (e) {
      const http = e as HttpError;
      setErrores((http.body as { errors?: Record<string, string> } | undefined)?.errors ?? {});
      setError(http.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button label={t('cambiar')} onClick={abrir} disabled={!record.transiciones.length} variant="contained" />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="estado-dialog-title">
        <DialogTitle id="estado-dialog-title">{translate(t('titulo'), { folio: record.folio })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField select label={translate(t('nuevo'))} value={estado} onChange={(e) => setEstado(e.target.value as EstadoPostulacion)} error={!!errores.estado} helperText={errores.estado}>
              {record.transiciones.map((e) => (
                <MenuItem key={e} value={e}>
                  {ESTADO_POSTULACION_LABELS[e]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate(t('motivo'))}
              value={motivo}
              onChange={(e) => setMotivo(e.target.value)}
              multiline
              minRows={2}
              required={estado === 'no_elegible'}
              error={!!errores.motivo}
              helperText={errores.motivo ?? translate(t('motivo_ayuda'))}
            />
            <TextField
              label={translate(t('mensaje'))}
              value={mensaje}
              onChange={(e) => setMensaje(e.target.value)}
              multiline
              minRows={3}
              error={!!errores.mensaje}
              helperText={errores.mensaje ?? translate(t('mensaje_ayuda'))}
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" onClick={guardar} loading={saving} disabled={!estado}>
            {translate(t('guardar'))}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
