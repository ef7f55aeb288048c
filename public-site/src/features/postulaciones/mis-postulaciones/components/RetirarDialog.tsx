import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { MiPostulacion } from '../../../../../../shared/schemas/mis-postulaciones';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { useMutation } from '../../../../lib/use-mutation';
import { retirarPostulacion } from '../api';

interface RetirarDialogProps {
  abierto: boolean;
  postulacion: MiPostulacion;
  cerrar: () => void;
  hecho: (mensaje: string) => void;
}

/** The withdrawal cannot be undone: the dialog says what follows before it is sent. */
export function RetirarDialog({ abierto, postulacion: p, cerrar, hecho }: RetirarDialogProps) {
  const client = useApiClient();
  const envio = useMutation((id: number) => retirarPostulacion(client, id));
  const [error, setError] = useState<string | null>(null);
  const confirmar = async () => {
    setError(null);
    try {
      const { message } = await envio.mutate(p.id);
      hecho(message);
    } catch (err) {
      setError(formErrorMessage(err));
    }
  };
  return (
    <Dialog open={abierto} onClose={cerrar} aria-labelledby={`retirar-${p.id}`} aria-describedby={`retirar-${p.id}-texto`}>
      <DialogTitle id={`retirar-${p.id}`}>¿Retirar la postulación {p.folio}?</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText id={`retirar-${p.id}-texto`}>
          La postulación a «{p.categoria}» dejará de participar en la convocatoria y no podrá recuperarse. Avisaremos por correo a la persona
          postulada, y el retiro queda registrado con su correo y la fecha.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={cerrar} autoFocus>
          Cancelar
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirmar()} loading={envio.isPending}>
          Sí, retirar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
