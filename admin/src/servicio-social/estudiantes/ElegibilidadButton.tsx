import { useState } from 'react';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { EstudianteSs } from '../../../../shared/schemas/servicio-social';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { DecisionDialog, type Opcion } from '../comun/DecisionDialog';

type Decision = 'elegible' | 'no_elegible';

const e = (key: string) => `app.servicio_social.elegibilidad.${key}`;
const OPCIONES: Opcion<Decision>[] = [
  { value: 'elegible', label: e('elegible') },
  { value: 'no_elegible', label: e('no_elegible'), motivoRequerido: true },
];

/** Mark a student eligible to apply, or not (with the reason the student reads). */
export const ElegibilidadButton = () => {
  const record = useRecordContext<EstudianteSs>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const nombre = [record.nombre, record.apellidoPaterno, record.apellidoMaterno].filter(Boolean).join(' ');
  return (
    <>
      <Button label={e('boton')} onClick={() => setOpen(true)}>
        <HowToRegIcon />
      </Button>
      <DecisionDialog<Decision>
        open={open}
        onClose={() => setOpen(false)}
        title={e('titulo')}
        titleOptions={{ nombre }}
        description={e('descripcion')}
        opciones={OPCIONES}
        motivoLabel={e('motivo')}
        motivoHelp={e('motivo_ayuda')}
        onSubmit={async (decision, motivo) => {
          await dataProvider.cambiarElegibilidad(record.id, { elegible: decision === 'elegible', motivo: motivo || null });
          notify(e(`hecho.${decision}`), { type: 'success' });
          refresh();
        }}
      />
    </>
  );
};
