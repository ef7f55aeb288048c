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

/** From the institution's list of students: its evaluation of the student and the liberation checklist. */
export function EvaluarEstudiante({ prestacionId, estudiante }: { prestacionId: number; estudiante: string }) {
  const [abierto, setAbierto] = useState(false);
  // Sending the evaluation is what enables the constancia: the checklist is read again after every change.
  const [cambios, setCambios] = useState(0);
  const pantallaCompleta = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  return (
    <>
      <Button size="small" onClick={() => setAbierto(true)}>
        Evaluación y liberación
      </Button>
      <Dialog open={abierto} onClose={() => setAbierto(false)} fullWidth maxWidth="md" fullScreen={pantallaCompleta} aria-labelledby={`evaluar-${prestacionId}`}>
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
          <Button onClick={() => setAbierto(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
