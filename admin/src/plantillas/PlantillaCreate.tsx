import { Create, SimpleForm } from 'react-admin';
import { PlantillaInputs, validatePlantilla } from './PlantillaInputs';

const defaults = { nombre: '', asunto: '', cuerpoHtml: '' };

// Pessimistic by nature (create): a repeated name or an unknown field comes back as a 422 on its input.
export const PlantillaCreate = () => (
  <Create redirect="edit">
    <SimpleForm defaultValues={defaults} validate={validatePlantilla}>
      <PlantillaInputs />
    </SimpleForm>
  </Create>
);
