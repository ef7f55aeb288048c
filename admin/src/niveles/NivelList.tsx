import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import type { Nivel } from '../../../shared/schemas/niveles';
import { ActiveChip } from '../common/fields';
import { activeFilter, searchFilter } from '../common/filters';
import { useIsSmall } from '../common/useIsSmall';

const Column = DataTable.Col<Nivel>;
const NumberColumn = DataTable.NumberCol<Nivel>;
const f = (field: string) => `resources.niveles.fields.${field}`;

const nivelFilters = [searchFilter, activeFilter(f('activo'))];

export const NivelList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={nivelFilters} sort={{ field: 'orden', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<Nivel>
          primaryText={(record) => record.nombre}
          secondaryText={(record) => `${record.clave} · ${translate('resources.niveles.fields.programas')}: ${record.programas}`}
          tertiaryText={(record) => (record.activo ? '' : translate('app.status.inactive'))}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <NumberColumn source="orden" label={f('orden')} />
          <Column source="nombre" label={f('nombre')} />
          <Column source="clave" label={f('clave')} />
          <NumberColumn source="programas" label={f('programas')} />
          <Column source="activo" label={f('activo')}>
            <ActiveChip />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
