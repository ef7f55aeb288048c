import { useMemo } from 'react';
import type { EvaluacionVista } from '../../../../../../shared/schemas/servicio-social-evaluaciones';
import { evaluacionSupervisorApi } from '../api/evaluaciones';
import { Evaluacion } from './Evaluacion';

/**
 * The supervisor's evaluation of the student serving in `prestacionId`, for the institution portal (the
 * student's detail page and the panel's list). The API only answers for the institution's own services.
 */
export function EvaluacionSupervisor({ prestacionId, onCambio }: { prestacionId: number; onCambio?: (v: EvaluacionVista) => void }) {
  const api = useMemo(() => evaluacionSupervisorApi(prestacionId), [prestacionId]);
  return <Evaluacion api={api} clave={`supervisor-${prestacionId}`} onCambio={onCambio} />;
}
