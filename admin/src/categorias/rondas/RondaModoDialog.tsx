import { Alert, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, Form, SaveButton, useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import { modoRondaSchema, type ModoRondaInput, type Ronda } from '../../../../shared/schemas/rondas';
import { zodValidator } from '../../common/zodValidator';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { ModoInputs, sinCriteriosAjenos } from './ModoInputs';

const t = (key: string) => `app.postulaciones.rondas.${key}`;
const validar = zodValidator(modoRondaSchema);
const UN_CRITERIO = [{ nombre: '', descripcion: '', peso: 100 }];

/** A round's mode chosen again (ronda 1 is born puntaje), while nobody has worked on it; the server refuses it after. */
export const RondaModoDialog = ({ ronda, onClose, onCambiado }: { ronda: Ronda | null; onClose: () => void; onCambiado: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const guardar = async (values: Record<string, unknown>) => {
    if (!ronda) return;
    try {
      await dataProvider.cambiarModoRonda(ronda.id, sinCriteriosAjenos(values as ModoRondaInput));
      notify(t('modo_cambiado'), { type: 'success', messageArgs: { numero: ronda.numero } });
      onCambiado();
    } catch (e) {
      notify((e as HttpError).message, { type: 'error' });
    }
  };
  const titulo = ronda ? translate(t('cambiar_modo'), { numero: ronda.numero }) : '';
  return (
    <Dialog open={!!ronda} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="modo-ronda">
      {ronda && (
        <Form onSubmit={guardar} validate={(v) => validar(sinCriteriosAjenos(v))} defaultValues={{ modo: ronda.modo, criterios: ronda.criterios.length ? ronda.criterios : UN_CRITERIO }}>
          <DialogTitle id="modo-ronda">{titulo}</DialogTitle>
          <DialogContent>
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate(t('cambiar_modo_texto'))}
            </Alert>
            <ModoInputs />
          </DialogContent>
          <DialogActions>
            <Button label={t('cancelar')} onClick={onClose} />
            <SaveButton label={t('guardar_modo')} alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
