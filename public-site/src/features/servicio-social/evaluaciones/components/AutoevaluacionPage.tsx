import { useState } from 'react';
import Paper from '@mui/material/Paper';
import { PageSection } from '../../../../components/PageSection';
import { autoevaluacionApi } from '../api/evaluaciones';
import { Evaluacion } from './Evaluacion';
import { RequisitosLiberacion } from './RequisitosLiberacion';

/** /servicio-social/estudiantes/autoevaluacion: the student's self-evaluation, due at the end of the service. */
export function AutoevaluacionPage() {
  // The checklist below is read again once the evaluation changes, so a sent one is ticked without a reload.
  const [cambios, setCambios] = useState(0);
  return (
    <PageSection
      title="Autoevaluación"
      description="Al final de su servicio social valore su desempeño con los criterios de la oficina. Puede guardar un borrador; una vez enviada ya no se modifica."
      maxWidth="md"
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mb: 3 }}>
        <Evaluacion api={autoevaluacionApi} clave="autoevaluacion" onCambio={() => setCambios((n) => n + 1)} />
      </Paper>
      <RequisitosLiberacion key={cambios} />
    </PageSection>
  );
}
