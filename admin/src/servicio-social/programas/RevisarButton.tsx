import { useState } from 'react';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { ProgramaSs, RevisionProgramaInput } from '../../../../shared/schemas/servicio-social';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { DecisionDialog, type Opcion } from '../comun/DecisionDialog';

type Estado = RevisionProgramaInput['estado'];

const r = (key: string) => `app.servicio_social.revision.${key}`;
const OPCIONES: Opcion<Estado>[] = [
  { value: 'aprobado', label: r('aprobado') },
  { value: 'con_observaciones', label: r('con_observaciones'), motivoRequerido: true },
  { value: 'rechazado', label: r('rechazado'), motivoRequerido: true },
];

/** Approve a program, send it back with observations, or reject it. */
export const RevisarButton = () => {
  const record = useRecordContext<ProgramaSs>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label={r('boton')} onClick={() => setOpen(true)}>
        <RateReviewIcon />
      </Button>
      <DecisionDialog<Estado>
        open={open}
        onClose={() => setOpen(false)}
        title={r('titulo')}
        titleOptions={{ nombre: record.nombre }}
        description={r('descripcion')}
        opciones={OPCIONES}
        motivoLabel={r('observaciones')}
        motivoHelp={r('observaciones_ayuda')}
        motivoCampo="observaciones"
        onSubmit={async (estado, observaciones) => {
          await dataProvider.revisarPrograma(record.id, { estado, observaciones: observaciones || null });
          notify(r(`hecho.${estado}`), { type: 'success' });
          refresh();
        }}
      />
    </>
  );
};
