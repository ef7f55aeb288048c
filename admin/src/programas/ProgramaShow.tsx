import { EditButton, Labeled, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { CatalogDeleteButton } from '../common/CatalogDeleteButton';
import { DateText } from '../common/DateText';
import { ActiveChip } from '../common/fields';
import { ToggleActiveButton } from '../common/ToggleActiveButton';

const f = (field: string) => `resources.programas.fields.${field}`;

const Actions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <EditButton />
    <ToggleActiveButton />
    <CatalogDeleteButton />
  </TopToolbar>
);

export const ProgramaShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="clave" label={f('clave')} />
      <TextField source="nombre" label={f('nombre')} />
      <TextField source="nivel" label={f('nivel')} />
      <Labeled label={f('activo')}>
        <ActiveChip />
      </Labeled>
      <NumberField source="egresados" label={f('egresados')} />
      <DateText source="createdAt" label={f('createdAt')} />
      <DateText source="updatedAt" label={f('updatedAt')} />
    </SimpleShowLayout>
  </Show>
);
