import { CreateButton, DataTable, List, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { ESTADO_CONVOCATORIA_LABELS, type Convocatoria } from '../../../shared/schemas/postulaciones';
import { useIsSmall } from '../common/useIsSmall';
import { estadoConvocatoriaChoices } from './ConvocatoriaInputs';
import { EstadoConvocatoriaChip } from './EstadoConvocatoriaChip';
import { fechaMx } from './fechas';

const Column = DataTable.Col<Convocatoria>;
const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="estado" source="estado" choices={estadoConvocatoriaChoices} translateChoice={false} emptyText="app.filters.todos" alwaysOn />];

export const ConvocatoriaList = () => {
  const small = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'apertura', order: 'DESC' }} exporter={false} actions={<TopToolbar><CreateButton /></TopToolbar>}>
      {small ? (
        <SimpleList<Convocatoria> primaryText={(r) => r.nombre} secondaryText={(r) => `${ESTADO_CONVOCATORIA_LABELS[r.estado]} · cierre ${fechaMx(r.cierre)}`} linkType="show" />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="nombre" />
          <Column source="anio" />
          <Column source="estado" render={(r) => <EstadoConvocatoriaChip estado={r.estado} />} />
          <Column source="apertura" render={(r) => fechaMx(r.apertura)} />
          <Column source="cierre" render={(r) => fechaMx(r.cierre)} />
          <Column source="categorias" disableSort />
          <Column source="postulaciones" disableSort />
        </DataTable>
      )}
    </List>
  );
};
