import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { CatalogDeleteButton } from '../common/CatalogDeleteButton';
import { NivelInputs, validateNivel } from './NivelInputs';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <CatalogDeleteButton />
  </Toolbar>
);

// Pessimistic: a repeated name or clave comes back as a 422 that must reach its field.
export const NivelEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<EditToolbar />} validate={validateNivel}>
      <NivelInputs />
    </SimpleForm>
  </Edit>
);
