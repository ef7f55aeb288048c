import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { PlantillaInputs, validatePlantilla } from './PlantillaInputs';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {/* The server refuses (409, with its reason) while an unfinished campaign still needs the template. */}
    <DeleteWithConfirmButton mutationMode="pessimistic" />
  </Toolbar>
);

export const PlantillaEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false}>
    <SimpleForm toolbar={<EditToolbar />} validate={validatePlantilla}>
      <PlantillaInputs />
    </SimpleForm>
  </Edit>
);
