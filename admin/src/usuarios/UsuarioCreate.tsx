import { Create, SimpleForm } from 'react-admin';
import { UsuarioInputs } from './UsuarioInputs';

const defaults = { activo: true, roleIds: [] };

export const UsuarioCreate = () => (
  <Create redirect="show">
    <SimpleForm defaultValues={defaults}>
      <UsuarioInputs mode="create" />
    </SimpleForm>
  </Create>
);
