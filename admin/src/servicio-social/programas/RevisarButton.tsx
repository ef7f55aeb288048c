import RateReviewIcon from '@mui/icons-material/RateReview';
import type { ProgramaSs, RevisionProgramaInput } from '../../../../shared/schemas/servicio-social';
import { DecisionButton } from '../comun/DecisionButton';
import type { Opcion } from '../comun/DecisionDialog';

type Estado = RevisionProgramaInput['estado'];

const CLAVES = 'app.servicio_social.revision';
const OPCIONES: Opcion<Estado>[] = [
  { value: 'aprobado', label: `${CLAVES}.aprobado` },
  { value: 'con_observaciones', label: `${CLAVES}.con_observaciones`, motivoRequerido: true },
  { value: 'rechazado', label: `${CLAVES}.rechazado`, motivoRequerido: true },
];

/** Approve a program, send it back with observations, or reject it. */
export const RevisarButton = () => (
  <DecisionButton<ProgramaSs, Estado>
    claves={CLAVES}
    icon={<RateReviewIcon />}
    opciones={OPCIONES}
    nombre={(record) => record.nombre}
    campo="observaciones"
    decidir={(dataProvider, record, estado, observaciones) => dataProvider.revisarPrograma(record.id, { estado, observaciones })}
  />
);
