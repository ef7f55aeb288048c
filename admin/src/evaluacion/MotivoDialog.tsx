import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate, type HttpError } from 'react-admin';

interface MotivoDialogProps {
  open: boolean;
  /** Translation keys: the title (also the confirming button), the text saying what follows, the field's label. */
  titulo: string;
  texto: string;
  etiqueta: string;
  onClose: () => void;
  /** Sends the reason; a refusal's field message (or its message) is shown under the field. */
  onConfirm: (motivo: string) => Promise<unknown>;
}

/** A step a jurado cannot undo (a conflict of interest, an abstention): it says what follows and asks for the reason. */
export const MotivoDialog = ({ open, titulo, texto, etiqueta, onClose, onConfirm }: MotivoDialogProps) => {
  const translate = useTranslate();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cerrar = () => {
    setMotivo('');
    setError(undefined);
    onClose();
  };
  const confirmar = async () => {
    try {
      await onConfirm(motivo);
      setMotivo('');
    } catch (e) {
      const http = e as HttpError;
      setError((http.body as { errors?: Record<string, string> })?.errors?.motivo ?? http.message);
    }
  };
  return (
    <Dialog open={open} onClose={cerrar} fullWidth maxWidth="sm" aria-labelledby="motivo-titulo">
      <DialogTitle id="motivo-titulo">{translate(titulo)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(texto)}</DialogContentText>
        <TextField label={translate(etiqueta)} fullWidth multiline minRows={2} value={motivo} onChange={(e) => setMotivo(e.target.value)} error={!!error} helperText={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={cerrar}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={() => void confirmar()}>
          {translate(titulo)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
