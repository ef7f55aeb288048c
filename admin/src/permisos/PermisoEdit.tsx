import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DisableButton } from '../common/DisableButton';
import { PermisoInputs } from './PermisoInputs';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DisableButton strings="permisos" />
  </Toolbar>
);

export const PermisoEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />}>
      <PermisoInputs />
    </SimpleForm>
  </Edit>
);
