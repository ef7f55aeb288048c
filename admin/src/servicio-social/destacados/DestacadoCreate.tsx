import { Create, SimpleForm } from 'react-admin';
import { DestacadoInputs, validateDestacado } from './DestacadoInputs';

// Photos need the project's id: after creating it, its edit page offers the upload.
export const DestacadoCreate = () => (
  <Create redirect="edit">
    <SimpleForm defaultValues={{ publicado: false, orden: 0 }} validate={validateDestacado}>
      <DestacadoInputs />
    </SimpleForm>
  </Create>
);
