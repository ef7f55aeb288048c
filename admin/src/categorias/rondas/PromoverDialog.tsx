import { useState } from 'react';
import {
  Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormLabel, Radio, RadioGroup, Stack, TextField,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import { formatScore } from '../../../../shared/formato';
import type { RankingRondaFila, Ronda } from '../../../../shared/schemas/rondas';
import type { AdminDataProvider } from '../../providers/dataProvider';

const t = (key: string) => `app.postulaciones.rondas.${key}`;
type Como = 'a_mano' | 'mejores' | 'minimo';

interface Props {
  ronda: Ronda;
  ranking: RankingRondaFila[];
  open: boolean;
  onClose: () => void;
  onHecho: () => void;
}

/**
 * The shortlist for the next round: by hand, the best N, or a minimum result (exactly one, as the API insists).
 * While assignments are unsubmitted the server answers 409; staff may then confirm and force it.
 */
export const PromoverDialog = ({ ronda, ranking, open, onClose, onHecho }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [como, setComo] = useState<Como>('mejores');
  const [elegidas, setElegidas] = useState<number[]>([]);
  const [cuantas, setCuantas] = useState('5');
  const [minimo, setMinimo] = useState('');
  const [pendientes, setPendientes] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const cuerpo = () =>
    como === 'a_mano' ? { postulacionIds: elegidas } : como === 'mejores' ? { mejores: Number(cuantas) } : { minimo: Number(minimo) };
  const promover = async (forzar: boolean) => {
    setError(null);
    try {
      const { promovidas } = await dataProvider.promover(ronda.id, { ...cuerpo(), forzar });
      notify(t('promovidas'), { type: 'success', messageArgs: { smart_count: promovidas } });
      setPendientes(null);
      onHecho();
    } catch (e) {
      const err = e as HttpError;
      if (err.status === 409 && !forzar) setPendientes(err.message);
      else setError(err.message);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="promover-titulo">
      <DialogTitle id="promover-titulo">{translate(t('promover'))}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {error && <Alert severity="error" role="alert">{error}</Alert>}
          {pendientes && (
            <Alert severity="warning" role="alert">
              {pendientes} {translate(t('forzar_texto'))}
            </Alert>
          )}
          <div>
            <FormLabel id="promover-como">{translate(t('promover_como'))}</FormLabel>
            <RadioGroup aria-labelledby="promover-como" value={como} onChange={(e) => { setComo(e.target.value as Como); setPendientes(null); }}>
              {(['a_mano', 'mejores', 'minimo'] as const).map((c) => (
                <FormControlLabel key={c} value={c} control={<Radio />} label={translate(t(c))} />
              ))}
            </RadioGroup>
          </div>
          {como === 'mejores' && (
            <TextField type="number" label={translate(t('cuantas'))} value={cuantas} onChange={(e) => setCuantas(e.target.value)} slotProps={{ htmlInput: { min: 1 } }} />
          )}
          {como === 'minimo' && (
            <TextField type="number" label={translate(t('valor_minimo'))} value={minimo} onChange={(e) => setMinimo(e.target.value)} slotProps={{ htmlInput: { min: 0, step: 'any' } }} />
          )}
          {como === 'a_mano' && (
            <FormGroup aria-label={translate(t('elegidas'))}>
              {ranking.map((r) => (
                <FormControlLabel
                  key={r.postulacionId}
                  control={
                    <Checkbox
                      checked={elegidas.includes(r.postulacionId)}
                      onChange={(e) => setElegidas((prev) => (e.target.checked ? [...prev, r.postulacionId] : prev.filter((x) => x !== r.postulacionId)))}
                    />
                  }
                  label={`${r.folio} · ${r.valor === null ? '—' : formatScore(r.valor)}`}
                />
              ))}
            </FormGroup>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(t('cancelar'))}</Button>
        {pendientes ? (
          <Button variant="contained" color="warning" onClick={() => void promover(true)}>
            {translate(t('forzar'))}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void promover(false)}>
            {translate(t('promover'))}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
