import Alert from '@mui/material/Alert';
import StarIcon from '@mui/icons-material/Star';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { DateField, Show, SimpleShowLayout, TextField, TopToolbar, useCanAccess, useDataProvider, useRecordContext, useRefresh, useTranslate, FunctionField } from 'react-admin';
import { ESTADOS_EMPLEADOR, type EstadoEmpleador } from '../../../shared/bolsa/valores';
import { ENTIDADES_FEDERATIVAS, type EntidadFederativa } from '../../../shared/egresados/valores';
import type { Empleador } from '../../../shared/schemas/bolsa';
import { ConfirmActionButton } from '../common/ConfirmActionButton';
import type { AdminDataProvider } from '../providers/dataProvider';
import { R } from '../resourceNames';
import { DecisionEmpleadorButton } from './DecisionEmpleadorButton';

type Registro = Empleador & { id: number };

/** What staff may change: the decision on a company, trust, and (an institution) access to the bolsa. */
function Acciones() {
  const record = useRecordContext<Registro>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: R.bolsa.empleadores, action: 'empleadores' });
  if (!record || !canAccess) return <TopToolbar />;
  const valores = { nombre: record.razonSocial };
  return (
    <TopToolbar>
      {record.estado === 'pendiente' && <DecisionEmpleadorButton />}
      {record.estado === 'aprobado' && (
        <ConfirmActionButton
          label={record.confiable ? 'app.bolsa.empleador.confiable_no' : 'app.bolsa.empleador.confiable_si'}
          title="app.bolsa.empleador.confiable_titulo" content="app.bolsa.empleador.confiable_texto" done="app.bolsa.empleador.confiable_hecho"
          icon={<StarIcon />} values={valores} onDone={refresh}
          action={() => dataProvider.editarEmpleador(record.id, { confiable: !record.confiable })}
        />
      )}
      {record.institucionId !== null && record.estado === 'aprobado' && (
        <ConfirmActionButton
          label={record.habilitado ? 'app.bolsa.empleador.deshabilitar' : 'app.bolsa.empleador.habilitar'}
          title="app.bolsa.empleador.habilitar_titulo" content="app.bolsa.empleador.habilitar_texto" done="app.bolsa.empleador.habilitar_hecho"
          icon={<ToggleOnIcon />} values={valores} onDone={refresh}
          action={() => dataProvider.editarEmpleador(record.id, { habilitado: !record.habilitado })}
        />
      )}
    </TopToolbar>
  );
}

function AvisoGratuito() {
  const record = useRecordContext<Registro>();
  const translate = useTranslate();
  return record?.correoGratuito ? <Alert severity="warning">{translate('app.bolsa.correo_gratuito')}</Alert> : null;
}

export const EmpleadorShow = () => (
  <Show actions={<Acciones />}>
    <SimpleShowLayout>
      <AvisoGratuito />
      <TextField source="razonSocial" />
      <TextField source="rfc" />
      <TextField source="giro" />
      <FunctionField source="municipio" render={(e: Registro) => `${e.municipio}, ${ENTIDADES_FEDERATIVAS[e.entidad as EntidadFederativa] ?? e.entidad}`} />
      <TextField source="contactoNombre" />
      <TextField source="contactoCorreo" />
      <TextField source="contactoTelefono" />
      <FunctionField source="correoConfirmado" render={(e: Registro) => (e.correoConfirmado ? 'Sí' : 'Aún no: no ha abierto el enlace de confirmación')} />
      <FunctionField source="estado" render={(e: Registro) => ESTADOS_EMPLEADOR[e.estado as EstadoEmpleador] ?? e.estado} />
      <TextField source="motivo" emptyText="—" />
      <FunctionField source="confiable" render={(e: Registro) => (e.confiable ? 'Sí: sus ofertas se publican al momento y la oficina las revisa después' : 'No: la oficina revisa cada oferta')} />
      <FunctionField source="habilitado" render={(e: Registro) => (e.habilitado ? 'Sí' : 'No: no puede publicar ofertas')} />
      <DateField source="createdAt" locales="es-MX" />
    </SimpleShowLayout>
  </Show>
);
export default EmpleadorShow;
