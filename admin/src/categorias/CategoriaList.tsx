import { CreateButton, DataTable, FilterButton, List, ReferenceInput, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { VINCULO_LABELS, type Categoria } from '../../../shared/schemas/postulaciones';
import { ActiveChip } from '../common/fields';
import { useIsSmall } from '../common/useIsSmall';
import { R } from '../resourceNames';

const Column = DataTable.Col<Categoria>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="convocatoriaId" source="convocatoriaId" reference={R.postulaciones.convocatorias} sort={{ field: 'apertura', order: 'DESC' }} perPage={100} alwaysOn>
    <SelectInput optionText="nombre" emptyText="app.filters.todos" />
  </ReferenceInput>,
];

export const CategoriaList = () => {
  const small = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'orden', order: 'ASC' }} exporter={false} actions={<TopToolbar><FilterButton /><CreateButton /></TopToolbar>}>
      {small ? (
        <SimpleList<Categoria> primaryText={(r) => r.nombre} secondaryText={(r) => r.convocatoriaNombre} tertiaryText={(r) => (r.ciega ? 'Ciega' : '')} linkType="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="nombre" />
          <Column source="convocatoriaNombre" />
          <Column source="elegibles" disableSort render={(r) => r.elegibles.map((e) => VINCULO_LABELS[e]).join(', ')} />
          <Column source="criterios" disableSort render={(r) => r.criterios.length} />
          <Column source="documentos" disableSort render={(r) => r.documentos.length} />
          <Column source="ciega" render={(r) => (r.ciega ? 'Sí' : 'No')} />
          <Column source="postulaciones" disableSort />
          <Column source="activa">
            <ActiveChip source="activa" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
