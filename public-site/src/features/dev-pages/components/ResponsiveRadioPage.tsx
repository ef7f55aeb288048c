import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResponsiveRadio, type RadioOption } from '../../../../../shared/ui/ResponsiveRadio';
import { PageSection } from '../../../components/PageSection';

const MODALIDADES: RadioOption[] = [
  { value: 'presencial', label: 'Presencial' },
  { value: 'en-linea', label: 'En línea' },
  { value: 'mixta', label: 'Mixta' },
];

const TURNOS: RadioOption[] = [
  { value: 'matutino', label: 'Matutino' },
  { value: 'vespertino', label: 'Vespertino' },
  { value: 'fin-de-semana', label: 'Fin de semana' },
];

export function ResponsiveRadioPage() {
  const [modalidad, setModalidad] = useState('presencial');
  const [turno, setTurno] = useState('matutino');
  const label = (options: RadioOption[], value: string) => options.find((o) => o.value === value)?.label;
  return (
    <PageSection
      title="ResponsiveRadio Demo"
      description="Un grupo de opciones que se ve como lista en pantallas angostas y como fila de botones desde 768 px. En ambos casos son botones de opción nativos: se recorren con las flechas del teclado."
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <ResponsiveRadio label="Modalidad del servicio social" name="modalidad" options={MODALIDADES} value={modalidad} onChange={setModalidad} />
          <ResponsiveRadio label="Turno" name="turno" options={TURNOS} value={turno} onChange={setTurno} />
          <Typography role="status">
            Selección: {label(MODALIDADES, modalidad)}, turno {label(TURNOS, turno)?.toLowerCase()}.
          </Typography>
        </Stack>
      </Paper>
    </PageSection>
  );
}
