import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SolicitudSs } from '../../../../../../shared/schemas/servicio-social';
import { ESTADOS_SOLICITUD } from '../../../../../../shared/servicio-social/valores';
import { useToast } from '../../../../../../shared/ui/toast';
import { abrirArchivo } from '../../../../../../shared/api/enlace-archivo';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { fechaDe } from '../../comun/formato';
import { cvDeSolicitud, resolver } from '../api/institucion';

/** The CV opens from the server (its sandbox CSP), through a short-lived link: never as a blob: of this site. */
function useAbrirCv() {
  const client = useApiClient();
  return (id: number) => abrirArchivo(client, `${client.baseUrl}${cvDeSolicitud(id)}`);
}

function Solicitante({ s, onCambio }: { s: SolicitudSs; onCambio: () => void }) {
  const client = useApiClient();
  const { toast } = useToast();
  const abrirCv = useAbrirCv();
  const [error, setError] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [rechazando, setRechazando] = useState(false);
  const [motivo, setMotivo] = useState('');
  const e = s.estudiante;
  const id = `solicitante-${s.id}`;

  const resolverComo = async (estado: 'aceptada' | 'rechazada') => {
    setError(null);
    setOcupado(true);
    try {
      await resolver(client, s.id, { estado, motivo: estado === 'rechazada' ? motivo : null, supervisorNombre: null });
      toast({ title: estado === 'aceptada' ? 'Solicitud aceptada' : 'Solicitud rechazada', description: `Le avisamos por correo a ${e.nombreCompleto}.`, variant: 'success' });
      setRechazando(false);
      onCambio();
    } catch (err) {
      setError(formErrorMessage(err));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Paper component="article" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Stack direction="row" spacing={2}>
        <Avatar src={e.fotoUrl ?? undefined} alt="" sx={{ width: 56, height: 56 }}>{e.nombreCompleto.charAt(0)}</Avatar>
        <Stack spacing={0.25} sx={{ minWidth: 0, flex: 1 }}>
          <Typography id={id} component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>{e.nombreCompleto}</Typography>
          <Typography variant="body2">{e.programa} · {e.semestre}.º semestre · {e.creditos} % de créditos · matrícula {e.matricula}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{e.correo} · {e.telefono}</Typography>
          {e.presentacion && <Typography variant="body2" sx={{ mt: 0.5 }}>{e.presentacion}</Typography>}
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}><strong>Motivación:</strong> {s.motivacion}</Typography>
          <Typography variant="caption" color="text.secondary">Enviada el {fechaDe(s.createdAt)}</Typography>
          {s.motivo && <Typography variant="body2">Motivo: {s.motivo}</Typography>}
        </Stack>
      </Stack>
      {error && <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>{error}</Alert>}
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip size="small" label={ESTADOS_SOLICITUD[s.estado]} color={s.estado === 'aceptada' ? 'success' : s.estado === 'pendiente' ? 'warning' : 'default'} />
        {e.tieneCv && (
          <Button size="small" onClick={() => abrirCv(s.id).catch((err: Error) => setError(err.message))} aria-label={`Ver CV de ${e.nombreCompleto}`}>
            Ver CV
          </Button>
        )}
        {s.estado === 'pendiente' && (
          <>
            <Button size="small" variant="contained" color="success" loading={ocupado} onClick={() => resolverComo('aceptada')} aria-label={`Aceptar a ${e.nombreCompleto}`}>
              Aceptar
            </Button>
            <Button size="small" color="error" disabled={ocupado} onClick={() => setRechazando(true)} aria-label={`Rechazar a ${e.nombreCompleto}`}>
              Rechazar
            </Button>
          </>
        )}
      </Stack>
      <Dialog open={rechazando} onClose={() => setRechazando(false)} fullWidth maxWidth="sm" aria-labelledby={`${id}-rechazo`}>
        <DialogTitle id={`${id}-rechazo`}>Rechazar a {e.nombreCompleto}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>El estudiante recibirá el motivo por correo.</Typography>
          <TextField id={`${id}-motivo`} label="Motivo del rechazo" required fullWidth multiline minRows={2} value={motivo} onChange={(ev) => setMotivo(ev.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }} />
          {error && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRechazando(false)}>Cancelar</Button>
          <Button color="error" variant="contained" loading={ocupado} disabled={!motivo.trim()} onClick={() => resolverComo('rechazada')}>
            Rechazar solicitud
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

export function Solicitantes({ solicitudes, onCambio }: { solicitudes: SolicitudSs[]; onCambio: () => void }) {
  if (solicitudes.length === 0) return <Typography color="text.secondary">Nadie ha solicitado esta vacante todavía.</Typography>;
  return (
    <Stack spacing={2}>
      {solicitudes.map((s) => (
        <Solicitante key={s.id} s={s} onCambio={onCambio} />
      ))}
    </Stack>
  );
}
