import { Create, SimpleForm } from 'react-admin';
import { aPeticion, CuestionarioInputs } from './CuestionarioInputs';

export const CuestionarioCreate = () => (
  <Create redirect="show" transform={aPeticion}>
    <SimpleForm defaultValues={{ tipo: 'egresados', secciones: [{ titulo: '', preguntas: [] }] }}>
      <CuestionarioInputs />
    </SimpleForm>
  </Create>
);
