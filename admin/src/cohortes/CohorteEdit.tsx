import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { CohorteInputs, validateCohorte } from './CohorteInputs';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

// Pessimistic: moving an entry onto a program and year already captured comes back as a 422 for its field.
export const CohorteEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />} validate={validateCohorte}>
      <CohorteInputs />
    </SimpleForm>
  </Edit>
);
