import { Create, SimpleForm } from 'react-admin';
import { PermisoInputs } from './PermisoInputs';

const defaults = { activo: true, descripcion: '' };

export const PermisoCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={defaults}>
      <PermisoInputs />
    </SimpleForm>
  </Create>
);
