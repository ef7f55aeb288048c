import { Edit, SimpleForm } from 'react-admin';
import { aPeticion, CuestionarioInputs } from './CuestionarioInputs';

// Pessimistic: a frozen version answers with the new version's id, and the page follows it.
export const CuestionarioEdit = () => (
  <Edit mutationMode="pessimistic" redirect={(_resource, _id, data) => `egresados/seguimiento/cuestionarios/${data?.id}/show`} transform={aPeticion}>
    <SimpleForm>
      <CuestionarioInputs />
    </SimpleForm>
  </Edit>
);
