import { Create, SimpleForm } from 'react-admin';
import { NivelInputs, validateNivel } from './NivelInputs';

const defaults = { activo: true, orden: 0 };

export const NivelCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={defaults} validate={validateNivel}>
      <NivelInputs />
    </SimpleForm>
  </Create>
);
