import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import type { ConflictoDetectado, Ronda } from '../../../../shared/schemas/rondas';
import type { AdminDataProvider } from '../../providers/dataProvider';

const t = (key: string) => `app.postulaciones.rondas.${key}`;

/** A flagged pair is never assigned automatically; staff may assign it by hand with a written reason, which is audited. */
export const ConflictoAsignarDialog = ({ ronda, conflicto, onClose, onHecho }: { ronda: Ronda; conflicto: ConflictoDetectado | null; onClose: () => void; onHecho: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [razon, setRazon] = useState('');
  const [error, setError] = useState<string | null>(null);
  const asignar = async () => {
    if (!conflicto) return;
    if (!razon.trim()) return setError(translate(t('razon_obligatoria')));
    try {
      await dataProvider.asignarConMotivo(conflicto.postulacionId, { usuarioId: conflicto.usuarioId, rondaId: ronda.id, motivoConflicto: razon.trim() });
      notify(t('asignada'), { type: 'success' });
      setRazon('');
      onHecho();
    } catch (e) {
      setError((e as HttpError).message);
    }
  };
  return (
    <Dialog open={!!conflicto} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="asignar-conflicto">
      <DialogTitle id="asignar-conflicto">{conflicto && translate(t('asignar_igual_titulo'), { folio: conflicto.folio, jurado: conflicto.jurado })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {conflicto?.motivo}. {translate(t('asignar_igual_texto'))}
        </DialogContentText>
        <TextField
          label={translate(t('razon'))}
          value={razon}
          onChange={(e) => {
            setRazon(e.target.value);
            setError(null);
          }}
          multiline
          minRows={3}
          fullWidth
          required
          error={!!error}
          helperText={error ?? ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(t('cancelar'))}</Button>
        <Button variant="contained" color="warning" onClick={() => void asignar()}>
          {translate(t('asignar_igual'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
