import HowToRegIcon from '@mui/icons-material/HowToReg';
import type { EstudianteSs } from '../../../../shared/schemas/servicio-social';
import { DecisionButton } from '../comun/DecisionButton';
import type { Opcion } from '../comun/DecisionDialog';

type Decision = 'elegible' | 'no_elegible';

const CLAVES = 'app.servicio_social.elegibilidad';
const OPCIONES: Opcion<Decision>[] = [
  { value: 'elegible', label: `${CLAVES}.elegible` },
  { value: 'no_elegible', label: `${CLAVES}.no_elegible`, motivoRequerido: true },
];

/** Mark a student eligible to apply, or not (with the reason the student reads). */
export const ElegibilidadButton = () => (
  <DecisionButton<EstudianteSs, Decision>
    claves={CLAVES}
    icon={<HowToRegIcon />}
    opciones={OPCIONES}
    nombre={(record) => [record.nombre, record.apellidoPaterno, record.apellidoMaterno].filter(Boolean).join(' ')}
    decidir={(dataProvider, record, decision, motivo) => dataProvider.cambiarElegibilidad(record.id, { elegible: decision === 'elegible', motivo })}
  />
);
