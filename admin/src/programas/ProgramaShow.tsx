import { Labeled, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CatalogShowActions } from '../common/CatalogShowActions';
import { DateText } from '../common/DateText';
import { ActiveChip } from '../common/fields';

const f = (field: string) => `resources.programas.fields.${field}`;

export const ProgramaShow = () => (
  <Show actions={<CatalogShowActions />}>
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
