// The sections of «Mi espacio de egresado», in order. An area adds its own here (the bolsa de trabajo: CV,
// applications, job alerts): one entry, with a component that receives the graduate's record.
import type { ComponentType } from 'react';
import type { MiEspacioEgresado } from '../../../../../../shared/egresados/mi-espacio';
import { AlertasEmpleo, MiCurriculum, MisCandidaturas } from '../../../bolsa/components/SeccionesMiEspacio';

export interface SeccionMiEspacio {
  id: string;
  titulo: string;
  Contenido: ComponentType<{ egresado: MiEspacioEgresado }>;
}

/** The bolsa de trabajo (issue 32): CV, applications and the job alert. */
export const seccionesMiEspacio: SeccionMiEspacio[] = [
  { id: 'curriculum', titulo: 'Mi currículum', Contenido: MiCurriculum },
  { id: 'candidaturas', titulo: 'Mis candidaturas', Contenido: MisCandidaturas },
  { id: 'alertas', titulo: 'Alertas de empleo', Contenido: AlertasEmpleo },
];
