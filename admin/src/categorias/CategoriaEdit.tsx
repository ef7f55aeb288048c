import { Edit, SimpleForm } from 'react-admin';
import { CategoriaInputs, validateCategoria } from './CategoriaInputs';

export const CategoriaEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm validate={validateCategoria}>
      <CategoriaInputs />
    </SimpleForm>
  </Edit>
);
