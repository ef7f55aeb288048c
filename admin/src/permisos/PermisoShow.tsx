import { EditButton, FunctionField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useTranslate } from 'react-admin';
import { accionLabel, permissionLabel, recursoLabel } from '../../../shared/permissions';
import type { Permiso } from '../../../shared/schemas/permisos';
import { DisableButton } from '../common/DisableButton';
import { ActiveChip, AreaField } from '../common/fields';
import { DateText } from '../common/DateText';

const f = (field: string) => `resources.permisos.fields.${field}`;

const Actions = () => (
  <TopToolbar>
    <EditButton />
    <DisableButton strings="permisos" />
  </TopToolbar>
);

export const PermisoShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <FunctionField<Permiso> source="nombre" label={f('nombre')} render={(record) => permissionLabel(record.nombre)} />
        <TextField source="descripcion" label={f('descripcion')} emptyText="—" />
        <AreaField source="area" label={f('area')} />
        <FunctionField<Permiso> source="recurso" label={f('recurso')} render={(record) => recursoLabel(record.recurso)} />
        <FunctionField<Permiso> source="accion" label={f('accion')} render={(record) => accionLabel(record.accion)} />
        <Labeled label={f('activo')}>
          <ActiveChip />
        </Labeled>
        <FunctionField<Permiso> source="sistema" label={f('sistema')} render={(record) => translate(record.sistema ? 'ra.boolean.true' : 'ra.boolean.false')} />
        <DateText source="updatedAt" label={f('updatedAt')} />
      </SimpleShowLayout>
    </Show>
  );
};
