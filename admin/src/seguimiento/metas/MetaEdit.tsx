import { Edit, NumberInput, SimpleForm, TextField, Labeled, required } from 'react-admin';
import { fm } from '../textos';

export const MetaEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <Labeled label={fm('nombre')}>
        <TextField source="nombre" />
      </Labeled>
      <NumberInput source="meta" label={fm('meta')} min={0} max={100} validate={required()} />
    </SimpleForm>
  </Edit>
);
