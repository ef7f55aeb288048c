import { EditButton, Labeled, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { CatalogDeleteButton } from '../common/CatalogDeleteButton';
import { DateText } from '../common/DateText';
import { ActiveChip } from '../common/fields';
import { ToggleActiveButton } from '../common/ToggleActiveButton';

const f = (field: string) => `resources.niveles.fields.${field}`;

const Actions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <EditButton />
    <ToggleActiveButton />
    <CatalogDeleteButton />
  </TopToolbar>
);

export const NivelShow = () => (
  <Show actions={<Actions />}>
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
