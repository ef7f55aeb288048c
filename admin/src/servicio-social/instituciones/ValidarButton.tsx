import { useState } from 'react';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { InstitucionSs } from '../../../../shared/schemas/servicio-social';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { DecisionDialog, type Opcion } from '../comun/DecisionDialog';

type Estado = 'aprobada' | 'rechazada';

const v = (key: string) => `app.servicio_social.validacion.${key}`;
const OPCIONES: Opcion<Estado>[] = [
  { value: 'aprobada', label: v('aprobar') },
  { value: 'rechazada', label: v('rechazar'), motivoRequerido: true },
];

/** Approve or reject an institution's registration (with the reason that is emailed to it). */
export const ValidarButton = () => {
  const record = useRecordContext<InstitucionSs>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label={v('boton')} onClick={() => setOpen(true)}>
        <FactCheckIcon />
      </Button>
      <DecisionDialog<Estado>
        open={open}
        onClose={() => setOpen(false)}
        title={v('titulo')}
        titleOptions={{ nombre: record.razonSocial }}
        description={v('descripcion')}
        opciones={OPCIONES}
        motivoLabel={v('motivo')}
        motivoHelp={v('motivo_ayuda')}
        onSubmit={async (estado, motivo) => {
          await dataProvider.validarInstitucion(record.id, { estado, motivo: motivo || null });
          notify(v(`hecho.${estado}`), { type: 'success' });
          refresh();
        }}
      />
    </>
  );
};
