import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { EvaluacionSupervisor } from './EvaluacionSupervisor';
import { RequisitosLiberacion } from './RequisitosLiberacion';

interface Props {
  prestacionId: number;
  estudiante: string;
  abierto: boolean;
  onCerrar: () => void;
}

/** The institution's evaluation of one student and the liberation checklist, in a dialog. */
export function EvaluarEstudianteDialogo({ prestacionId, estudiante, abierto, onCerrar }: Props) {
  // Sending the evaluation is what enables the constancia: the checklist is read again after every change.
  const [cambios, setCambios] = useState(0);
  const pantallaCompleta = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <Dialog open={abierto} onClose={onCerrar} fullWidth maxWidth="md" fullScreen={pantallaCompleta} aria-labelledby={`evaluar-${prestacionId}`}>
      <DialogTitle id={`evaluar-${prestacionId}`}>{estudiante}</DialogTitle>
      <DialogContent dividers>
        {abierto ? (
          <Stack spacing={3}>
            <EvaluacionSupervisor prestacionId={prestacionId} onCambio={() => setCambios((n) => n + 1)} />
            <RequisitosLiberacion key={cambios} prestacionId={prestacionId} institucion />
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
