import { EditButton, FunctionField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useTranslate } from 'react-admin';
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
        <TextField source="nombre" label={f('nombre')} sx={{ fontFamily: 'monospace' }} />
        <TextField source="descripcion" label={f('descripcion')} emptyText="—" />
        <AreaField source="area" label={f('area')} />
        <TextField source="recurso" label={f('recurso')} />
        <TextField source="accion" label={f('accion')} />
        <Labeled label={f('activo')}>
          <ActiveChip />
        </Labeled>
        <FunctionField<Permiso> source="sistema" label={f('sistema')} render={(record) => translate(record.sistema ? 'ra.boolean.true' : 'ra.boolean.false')} />
        <DateText source="updatedAt" label={f('updatedAt')} />
      </SimpleShowLayout>
    </Show>
  );
};
