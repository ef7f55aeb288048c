import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { CatalogDeleteButton } from '../common/CatalogDeleteButton';
import { ProgramaInputs, validatePrograma } from './ProgramaInputs';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <CatalogDeleteButton />
  </Toolbar>
);

export const ProgramaEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<EditToolbar />} validate={validatePrograma}>
      <ProgramaInputs />
    </SimpleForm>
  </Edit>
);
