// A nomination's states and their names, without zod: «Mis postulaciones» shows them and should not download it.
export const ESTADOS_POSTULACION = [
  'recibida', 'en_revision', 'elegible', 'no_elegible', 'en_evaluacion', 'finalista', 'ganadora', 'no_seleccionada', 'retirada',
] as const;
export type EstadoPostulacion = (typeof ESTADOS_POSTULACION)[number];
export const ESTADO_POSTULACION_LABELS: Record<EstadoPostulacion, string> = {
  recibida: 'Recibida',
  en_revision: 'En revisión',
  elegible: 'Elegible',
  no_elegible: 'No elegible',
  en_evaluacion: 'En evaluación',
  finalista: 'Finalista',
  ganadora: 'Ganadora',
  no_seleccionada: 'No seleccionada',
  retirada: 'Retirada por quien la postuló',
};

export const ESTADOS_ACEPTACION = ['no_requerida', 'pendiente', 'aceptada', 'rechazada'] as const;
export type EstadoAceptacion = (typeof ESTADOS_ACEPTACION)[number];
export const ACEPTACION_LABELS: Record<EstadoAceptacion, string> = {
  no_requerida: 'No requerida (autopostulación)',
  pendiente: 'Pendiente de respuesta',
  aceptada: 'Aceptada',
  rechazada: 'Rechazada',
};
