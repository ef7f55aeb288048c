import { Edit, SimpleForm } from 'react-admin';
import { AplicacionInputs, aPeticion } from './AplicacionInputs';

export const AplicacionEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" transform={aPeticion}>
    <SimpleForm>
      <AplicacionInputs />
    </SimpleForm>
  </Edit>
);
