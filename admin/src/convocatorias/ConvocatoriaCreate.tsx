import { Create, SimpleForm } from 'react-admin';
import { ConvocatoriaInputs, validateConvocatoria } from './ConvocatoriaInputs';

const defaults = { estado: 'borrador', normalizar: false, descripcion: '' };

export const ConvocatoriaCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={defaults} validate={validateConvocatoria}>
      <ConvocatoriaInputs />
    </SimpleForm>
  </Create>
);
