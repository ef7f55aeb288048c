import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { DataTable, List, SelectInput, SimpleList, TextInput, useTranslate } from 'react-admin';
import { ESTADOS_EMPLEADOR, type EstadoEmpleador } from '../../../shared/bolsa/valores';
import { choices } from '../../../shared/egresados/valores';
import { formatDate } from '../../../shared/formato';
import type { Empleador } from '../../../shared/schemas/bolsa';
import { useIsSmall } from '../common/useIsSmall';

const Column = DataTable.Col<Empleador>;
const estado = (e: Empleador) => ESTADOS_EMPLEADOR[e.estado as EstadoEmpleador] ?? e.estado;

const filtros = [
  <TextInput key="q" source="q" label="ra.action.search" alwaysOn />,
  <SelectInput key="estado" source="estado" choices={choices(ESTADOS_EMPLEADOR)} alwaysOn />,
];

function Gratuito({ record }: { record: Empleador }) {
  const translate = useTranslate();
  return record.correoGratuito ? <WarningAmberIcon color="warning" titleAccess={translate('app.bolsa.correo_gratuito')} /> : null;
}

export const EmpleadoresList = () => {
  const small = useIsSmall();
  return (
    <List filters={filtros} filterDefaultValues={{ estado: 'pendiente' }} sort={{ field: 'createdAt', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<Empleador> primaryText={(e) => e.razonSocial} secondaryText={(e) => `${e.rfc} · ${estado(e)}`} tertiaryText={(e) => formatDate(e.createdAt)} rowClick="show" />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <Column source="razonSocial" />
          <Column source="rfc" disableSort />
          <Column source="contactoCorreo" disableSort />
          <Column source="correoGratuito" disableSort render={(e) => <Gratuito record={e} />} />
          <Column source="estado" render={estado} />
          <Column source="institucionId" disableSort render={(e) => (e.institucionId ? 'Sí' : 'No')} />
          <Column source="habilitado" disableSort render={(e) => (e.habilitado ? 'Sí' : 'No')} />
          <Column source="createdAt" render={(e) => formatDate(e.createdAt)} />
        </DataTable>
      )}
    </List>
  );
};
export default EmpleadoresList;
