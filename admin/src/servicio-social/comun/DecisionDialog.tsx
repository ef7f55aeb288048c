import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';

export interface Opcion<V extends string> {
  value: V;
  /** Translation key of the choice. */
  label: string;
  /** Whether this choice needs the text (a rejection needs its reason). */
  motivoRequerido?: boolean;
}

interface Props<V extends string> {
  open: boolean;
  onClose: () => void;
  title: string;
  titleOptions?: Record<string, unknown>;
  description?: string;
  opciones: Opcion<V>[];
  inicial?: V;
  /** Label key of the text box. */
  motivoLabel: string;
  motivoHelp?: string;
  /** The field name the API uses for the text, to show its 422 message under the box. */
  motivoCampo?: string;
  /** Does the change; a rejection (HttpError) keeps the dialog open with the server's message. */
  onSubmit: (value: V, motivo: string) => Promise<void>;
}

const MAX_MOTIVO = 2000;

/** A staff decision (approve, observe, reject) with its reason, as one accessible dialog. */
export function DecisionDialog<V extends string>(props: Props<V>) {
  const { open, onClose, title, titleOptions, description, opciones, inicial, motivoLabel, motivoHelp, motivoCampo = 'motivo', onSubmit } = props;
  const translate = useTranslate();
  const ids = { title: useId(), legend: useId() };
  const [value, setValue] = useState<V | ''>(inicial ?? '');
  const [motivo, setMotivo] = useState('');
  const [errorMotivo, setErrorMotivo] = useState<string | null>(null);
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const opcion = opciones.find((o) => o.value === value);
  const requerido = !!opcion?.motivoRequerido;

  const cerrar = () => {
    if (enviando) return;
    setValue(inicial ?? '');
    setMotivo('');
    setErrorMotivo(null);
    setErrorGeneral(null);
    onClose();
  };

  const enviar = async () => {
    setErrorGeneral(null);
    if (!value) return setErrorGeneral(translate('app.servicio_social.decision.elija'));
    const texto = motivo.trim();
    if (requerido && !texto) return setErrorMotivo(translate('app.servicio_social.decision.motivo_requerido'));
    if (texto.length > MAX_MOTIVO) return setErrorMotivo(translate('app.servicio_social.decision.motivo_largo', { max: MAX_MOTIVO }));
    setErrorMotivo(null);
    setEnviando(true);
    try {
      await onSubmit(value, texto);
      setEnviando(false);
      setValue(inicial ?? '');
      setMotivo('');
      onClose();
    } catch (error) {
      setEnviando(false);
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined) : undefined;
      const delCampo = body?.errors?.[motivoCampo];
      if (delCampo) setErrorMotivo(delCampo);
      else setErrorGeneral(error instanceof Error && error.message ? error.message : translate('ra.notification.http_error'));
    }
  };

  return (
    <Dialog open={open} onClose={cerrar} aria-labelledby={ids.title} fullWidth maxWidth="sm">
      <DialogTitle id={ids.title}>{translate(title, titleOptions)}</DialogTitle>
      <DialogContent>
        {description ? <DialogContentText sx={{ mb: 2 }}>{translate(description)}</DialogContentText> : null}
        {errorGeneral ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorGeneral}
          </Alert>
        ) : null}
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel id={ids.legend} component="legend">
            {translate('app.servicio_social.decision.decision')}
          </FormLabel>
          <RadioGroup aria-labelledby={ids.legend} value={value} onChange={(event) => setValue(event.target.value as V)}>
            {opciones.map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={translate(o.label)} disabled={enviando} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={translate(motivoLabel)}
          value={motivo}
          onChange={(event) => setMotivo(event.target.value)}
          required={requerido}
          error={!!errorMotivo}
          helperText={errorMotivo ?? (motivoHelp ? translate(motivoHelp) : ' ')}
          multiline
          minRows={3}
          fullWidth
          disabled={enviando}
          slotProps={{ htmlInput: { maxLength: MAX_MOTIVO } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={cerrar} disabled={enviando}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void enviar()} disabled={enviando}>
          {translate('app.servicio_social.decision.guardar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
