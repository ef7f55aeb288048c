import { DataTable, List, SimpleList, useResourceContext, useTranslate } from 'react-admin';
import type { Rol } from '../../../shared/schemas/roles';
import { BulkDisableButton } from '../common/DisableButton';
import { ActiveChip, AreaField } from '../common/fields';
import { activeFilter, scopedAreaFilter, searchFilter } from '../common/filters';
import { useIsSmall } from '../common/useIsSmall';
import { areaOf } from '../resourceNames';

const Column = DataTable.Col<Rol>;
const NumberColumn = DataTable.NumberCol<Rol>;
const f = (field: string) => `resources.roles.fields.${field}`;

const rolFilters = [searchFilter, scopedAreaFilter(f('area')), activeFilter(f('activo'))];

export const RolList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  return (
    <List filters={rolFilters} filterDefaultValues={{ area: areaOf(resource) }} sort={{ field: 'nombre', order: 'ASC' }} perPage={25}>
      {small ? (
        <SimpleList<Rol>
          primaryText={(record) => record.nombre}
          secondaryText={(record) => record.descripcion}
          tertiaryText={(record) => (record.activo ? translate(`app.areas.${record.area}`) : translate('app.status.inactive'))}
        />
      ) : (
        <DataTable bulkActionButtons={<BulkDisableButton strings="roles" />}>
          <Column source="nombre" label={f('nombre')} />
          <Column source="descripcion" label={f('descripcion')} disableSort sx={{ maxWidth: 360 }} />
          <Column source="area" label={f('area')}>
            <AreaField source="area" />
          </Column>
          <NumberColumn source="usuarios" label={f('usuarios')} />
          <Column source="permisoIds" label={f('permisoIds')} disableSort align="right" render={(record) => record.permisoIds?.length ?? 0} />
          <Column source="activo" label={f('activo')}>
            <ActiveChip />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
