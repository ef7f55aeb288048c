import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { ADMIN_ROLE } from '../../../shared/permissions';
import { DisableButton } from '../common/DisableButton';
import { RolInputs } from './RolInputs';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DisableButton strings="roles" hidden={(record) => record.nombre === ADMIN_ROLE} />
  </Toolbar>
);

export const RolEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<EditToolbar />}>
      <RolInputs />
    </SimpleForm>
  </Edit>
);
