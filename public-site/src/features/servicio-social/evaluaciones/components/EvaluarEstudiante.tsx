import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';

// The questionnaire (fields, radios, its schema) loads when the dialog is first opened, not with the panel.
const EvaluarEstudianteDialogo = lazy(() => import('./EvaluarEstudianteDialogo').then((m) => ({ default: m.EvaluarEstudianteDialogo })));

/** From the institution's list of students: its evaluation of the student and the liberation checklist. */
export function EvaluarEstudiante({ prestacionId, estudiante }: { prestacionId: number; estudiante: string }) {
  const [abierto, setAbierto] = useState(false);
  const [usado, setUsado] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setUsado(true);
          setAbierto(true);
        }}
      >
        Evaluación y liberación
      </Button>
      {usado ? (
        <Suspense fallback={null}>
          <EvaluarEstudianteDialogo prestacionId={prestacionId} estudiante={estudiante} abierto={abierto} onCerrar={() => setAbierto(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
