import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SolicitudPropia } from '../../../../../../shared/schemas/servicio-social';
import { ESTADOS_SOLICITUD, type EstadoSolicitud } from '../../../../../../shared/servicio-social/valores';
import { useToast } from '../../../../../../shared/ui/toast';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { fechaDe } from '../../comun/formato';
import { retirar } from '../api/estudiante';

const COLOR: Record<EstadoSolicitud, ChipProps['color']> = {
  pendiente: 'warning',
  aceptada: 'success',
  rechazada: 'error',
  retirada: 'default',
  cancelada: 'default',
};

/** The student's applications with their states; a pending one can be withdrawn. */
export function MisSolicitudes({ solicitudes, onCambio }: { solicitudes: SolicitudPropia[]; onCambio: () => void }) {
  const client = useApiClient();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [enCurso, setEnCurso] = useState<number | null>(null);

  const retirarSolicitud = async (s: SolicitudPropia) => {
    setError(null);
    setEnCurso(s.id);
    try {
      await retirar(client, s.id);
      toast({ title: 'Solicitud retirada', description: `Ya no participa en «${s.titulo}».`, variant: 'success' });
      onCambio();
    } catch (e) {
      setError(formErrorMessage(e));
    } finally {
      setEnCurso(null);
    }
  };

  if (solicitudes.length === 0) return <Typography color="text.secondary">Aún no ha enviado solicitudes.</Typography>;
  return (
    <>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <List disablePadding aria-label="Mis solicitudes">
        {solicitudes.map((s) => (
          <ListItem key={s.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              <div>
                <Typography sx={{ fontWeight: 600 }}>{s.titulo}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {s.institucion} · enviada el {fechaDe(s.createdAt)}
                </Typography>
                {s.motivo && (
                  <Typography variant="body2">Motivo: {s.motivo}</Typography>
                )}
              </div>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <Chip size="small" color={COLOR[s.estado]} label={ESTADOS_SOLICITUD[s.estado]} />
                {s.estado === 'pendiente' && (
                  <Button size="small" color="error" onClick={() => retirarSolicitud(s)} loading={enCurso === s.id} aria-label={`Retirar solicitud a ${s.titulo}`}>
                    Retirar
                  </Button>
                )}
              </Stack>
            </Stack>
          </ListItem>
        ))}
      </List>
    </>
  );
}
