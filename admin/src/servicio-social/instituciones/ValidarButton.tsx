import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { InstitucionSs } from '../../../../shared/schemas/servicio-social';
import { DecisionButton } from '../comun/DecisionButton';
import type { Opcion } from '../comun/DecisionDialog';

type Estado = 'aprobada' | 'rechazada';

const CLAVES = 'app.servicio_social.validacion';
const OPCIONES: Opcion<Estado>[] = [
  { value: 'aprobada', label: `${CLAVES}.aprobar` },
  { value: 'rechazada', label: `${CLAVES}.rechazar`, motivoRequerido: true },
];

/** Approve or reject an institution's registration (with the reason that is emailed to it). */
export const ValidarButton = () => (
  <DecisionButton<InstitucionSs, Estado>
    claves={CLAVES}
    icon={<FactCheckIcon />}
    opciones={OPCIONES}
    nombre={(record) => record.razonSocial}
    decidir={(dataProvider, record, estado, motivo) => dataProvider.validarInstitucion(record.id, { estado, motivo })}
  />
);
