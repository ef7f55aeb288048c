import { useId, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formErrorMessage } from '../../../../lib/form';

interface ConfirmarAccionProps {
  etiqueta: string;
  titulo: string;
  /** What follows, said before it happens. */
  texto: ReactNode;
  confirmar: string;
  /** Runs on confirmation; a thrown error is shown in the dialog, which stays open. */
  accion: () => Promise<void>;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  disabled?: boolean;
  /**
   * Runs once the dialog has closed after the action, for a page that shows its outcome elsewhere and moves the focus
   * there: the dialog hands the focus back to its button as it closes, so an earlier move would be undone.
   */
  alCerrar?: () => void;
}

/** A button that asks once, saying what follows, before a move the user cannot simply undo. */
export function ConfirmarAccion({ etiqueta, titulo, texto, confirmar, accion, variant = 'contained', color, disabled, alCerrar }: ConfirmarAccionProps) {
  const id = useId();
  const [abierto, setAbierto] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hecho = useRef(false);
  const cerrado = () => {
    if (hecho.current) alCerrar?.();
    hecho.current = false;
  };
  const ejecutar = async () => {
    setOcupado(true);
    setError(null);
    try {
      await accion();
      hecho.current = true;
      setAbierto(false);
    } catch (e) {
      setError(formErrorMessage(e));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <>
      <Button variant={variant} color={color} disabled={disabled} onClick={() => setAbierto(true)}>{etiqueta}</Button>
      <Dialog
        open={abierto} onClose={() => !ocupado && setAbierto(false)} aria-labelledby={`${id}-titulo`} aria-describedby={`${id}-texto`}
        slotProps={{ transition: { onExited: cerrado } }}
      >
        <DialogTitle id={`${id}-titulo`}>{titulo}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-texto`} component="div">{texto}</DialogContentText>
          {error && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAbierto(false)} disabled={ocupado}>Cancelar</Button>
          <Button variant="contained" color={color} onClick={() => void ejecutar()} loading={ocupado}>{confirmar}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
