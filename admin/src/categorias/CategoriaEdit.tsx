import { Edit, SimpleForm } from 'react-admin';
import { CategoriaInputs, validateCategoria } from './CategoriaInputs';
import { RondasPanel } from './rondas/RondasPanel';

export const CategoriaEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm validate={validateCategoria}>
      <CategoriaInputs />
    </SimpleForm>
    <RondasPanel />
  </Edit>
);
