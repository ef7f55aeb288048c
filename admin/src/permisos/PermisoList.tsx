import { DataTable, List, SimpleList, useResourceContext, useTranslate } from 'react-admin';
import { accionLabel, permissionLabel, recursoLabel } from '../../../shared/permissions';
import type { Permiso } from '../../../shared/schemas/permisos';
import { BulkDisableButton } from '../common/DisableButton';
import { ActiveChip, AreaField } from '../common/fields';
import { activeFilter, scopedAreaFilter, searchFilter } from '../common/filters';
import { useIsSmall } from '../common/useIsSmall';
import { areaOf } from '../resourceNames';

const Column = DataTable.Col<Permiso>;
const f = (field: string) => `resources.permisos.fields.${field}`;

const permisoFilters = [searchFilter, scopedAreaFilter(f('area')), activeFilter(f('activo'))];

export const PermisoList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  return (
    <List filters={permisoFilters} filterDefaultValues={{ area: areaOf(resource) }} sort={{ field: 'nombre', order: 'ASC' }} perPage={25}>
      {small ? (
        <SimpleList<Permiso>
          primaryText={(record) => permissionLabel(record.nombre)}
          secondaryText={(record) => record.descripcion}
          tertiaryText={(record) => (record.activo ? '' : translate('app.status.inactive'))}
        />
      ) : (
        <DataTable bulkActionButtons={<BulkDisableButton strings="permisos" />}>
          <Column source="nombre" label={f('nombre')} render={(record) => permissionLabel(record.nombre)} />
          <Column source="descripcion" label={f('descripcion')} disableSort />
          <Column source="recurso" label={f('recurso')} render={(record) => recursoLabel(record.recurso)} />
          <Column source="accion" label={f('accion')} render={(record) => accionLabel(record.accion)} />
          <Column source="area" label={f('area')}>
            <AreaField source="area" />
          </Column>
          <Column source="activo" label={f('activo')}>
            <ActiveChip />
          </Column>
          <Column source="sistema" label={f('sistema')} render={(record) => translate(record.sistema ? 'ra.boolean.true' : 'ra.boolean.false')} />
        </DataTable>
      )}
    </List>
  );
};
