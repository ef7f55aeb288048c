import { Labeled, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CatalogShowActions } from '../common/CatalogShowActions';
import { DateText } from '../common/DateText';
import { ActiveChip } from '../common/fields';

const f = (field: string) => `resources.niveles.fields.${field}`;

export const NivelShow = () => (
  <Show actions={<CatalogShowActions />}>
    <SimpleShowLayout>
      <TextField source="nombre" label={f('nombre')} />
      <TextField source="clave" label={f('clave')} />
      <NumberField source="orden" label={f('orden')} />
      <Labeled label={f('activo')}>
        <ActiveChip />
      </Labeled>
      <NumberField source="programas" label={f('programas')} />
      <DateText source="createdAt" label={f('createdAt')} />
      <DateText source="updatedAt" label={f('updatedAt')} />
    </SimpleShowLayout>
  </Show>
);
