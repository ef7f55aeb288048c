import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { solicitudSchema, type VacanteBusqueda } from '../../../../../../shared/schemas/servicio-social';
import { useToast } from '../../../../../../shared/ui/toast';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage, serverFieldErrors, validate } from '../../../../lib/form';
import { useMutation } from '../../../../lib/use-mutation';
import { solicitar } from '../api/estudiante';

/** The application: a short motivation; the server's refusal (not eligible, limit, full…) is shown as it says it. */
export function SolicitarDialog({ vacante, onClose, onDone }: { vacante: VacanteBusqueda | null; onClose: () => void; onDone: () => void }) {
  const client = useApiClient();
  const { toast } = useToast();
  const [motivacion, setMotivacion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rechazo, setRechazo] = useState<string | null>(null);
  const request = useMutation((input: { vacanteId: number; motivacion: string }) => solicitar(client, input));

  const cerrar = () => {
    setMotivacion('');
    setError(null);
    setRechazo(null);
    onClose();
  };

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    if (!vacante) return;
    const { errors } = validate(solicitudSchema, { vacanteId: vacante.id, motivacion });
    setError(errors.motivacion ?? null);
    setRechazo(null);
    if (errors.motivacion) return;
    try {
      await request.mutate({ vacanteId: vacante.id, motivacion });
      toast({ title: 'Solicitud enviada', description: `La institución revisará su solicitud a «${vacante.titulo}».`, variant: 'success' });
      setMotivacion('');
      onDone();
    } catch (e) {
      const campo = serverFieldErrors(e).motivacion;
      if (campo) setError(campo);
      else setRechazo(formErrorMessage(e));
    }
  };

  return (
    <Dialog open={!!vacante} onClose={cerrar} fullWidth maxWidth="sm" aria-labelledby="solicitar-titulo">
      <form onSubmit={enviar} noValidate>
        <DialogTitle id="solicitar-titulo">Solicitar «{vacante?.titulo}»</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {vacante?.institucion}. Cuéntele a la institución por qué le interesa y qué puede aportar.
          </Typography>
          <TextField
            id="solicitud-motivacion"
            label="Motivación"
            required
            multiline
            minRows={4}
            fullWidth
            autoFocus
            value={motivacion}
            onChange={(e) => setMotivacion(e.target.value)}
            error={!!error}
            helperText={error ?? `Al menos 20 caracteres (${motivacion.trim().length}/2000).`}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {rechazo && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {rechazo}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={cerrar}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={request.isPending}>
            Enviar solicitud
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
