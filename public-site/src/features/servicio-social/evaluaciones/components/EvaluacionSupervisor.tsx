import { useMemo } from 'react';
import { evaluacionSupervisorApi } from '../api/evaluaciones';
import { Evaluacion } from './Evaluacion';

/**
 * The supervisor's evaluation of the student serving in `prestacionId`, for the institution portal (the
 * student's detail page and the panel's list). The API only answers for the institution's own services.
 */
export function EvaluacionSupervisor({ prestacionId }: { prestacionId: number }) {
  const api = useMemo(() => evaluacionSupervisorApi(prestacionId), [prestacionId]);
  return <Evaluacion api={api} clave={`supervisor-${prestacionId}`} />;
}
