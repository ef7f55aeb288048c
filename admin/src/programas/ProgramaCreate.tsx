import { Create, SimpleForm } from 'react-admin';
import { ProgramaInputs, validatePrograma } from './ProgramaInputs';

const defaults = { activo: true };

export const ProgramaCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={defaults} validate={validatePrograma}>
      <ProgramaInputs />
    </SimpleForm>
  </Create>
);
