import { Edit, SimpleForm } from 'react-admin';
import { ConvocatoriaInputs, validateConvocatoria } from './ConvocatoriaInputs';

// The estado moves with the buttons of the show page (one step at a time), not from this form.
export const ConvocatoriaEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm validate={validateConvocatoria}>
      <ConvocatoriaInputs edit />
    </SimpleForm>
  </Edit>
);
