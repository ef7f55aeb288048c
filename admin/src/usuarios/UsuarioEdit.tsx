import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { DisableButton } from '../common/DisableButton';
import { UsuarioInputs } from './UsuarioInputs';
import { ResetLinkButton } from './ResetLinkButton';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <ResetLinkButton />
    <DisableButton strings="usuarios" />
  </Toolbar>
);

// Pessimistic: the server may refuse (duplicate email, own admin role) and its 422 must reach the fields.
export const UsuarioEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<EditToolbar />}>
      <UsuarioInputs mode="edit" />
    </SimpleForm>
  </Edit>
);
