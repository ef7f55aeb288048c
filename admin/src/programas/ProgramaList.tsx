import { DataTable, List, ReferenceInput, SelectInput, SimpleList, useTranslate } from 'react-admin';
import type { Programa } from '../../../shared/schemas/programas';
import { ActiveChip } from '../common/fields';
import { activeFilter, searchFilter } from '../common/filters';
import { useIsSmall } from '../common/useIsSmall';
import { R } from '../resourceNames';

const Column = DataTable.Col<Programa>;
const NumberColumn = DataTable.NumberCol<Programa>;
const f = (field: string) => `resources.programas.fields.${field}`;

const programaFilters = [
  searchFilter,
  <ReferenceInput key="nivelId" source="nivelId" reference={R.egresados.niveles} sort={{ field: 'orden', order: 'ASC' }} perPage={100}>
    <SelectInput label={f('nivelId')} optionText="nombre" emptyText="app.filters.todos" />
  </ReferenceInput>,
  activeFilter(f('activo')),
];

export const ProgramaList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={programaFilters} sort={{ field: 'nombre', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<Programa>
          primaryText={(record) => record.nombre}
          secondaryText={(record) => `${record.clave} · ${record.nivel}`}
          tertiaryText={(record) => (record.activo ? '' : translate('app.status.inactive'))}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="clave" label={f('clave')} />
          <Column source="nombre" label={f('nombre')} />
          <Column source="nivel" label={f('nivel')} />
          <NumberColumn source="egresados" label={f('egresados')} />
          <Column source="activo" label={f('activo')}>
            <ActiveChip />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
