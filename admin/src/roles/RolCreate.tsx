import { Create, SimpleForm } from 'react-admin';
import { RolInputs } from './RolInputs';

const defaults = { activo: true, descripcion: '', permisoIds: [] };

export const RolCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={defaults}>
      <RolInputs />
    </SimpleForm>
  </Create>
);
