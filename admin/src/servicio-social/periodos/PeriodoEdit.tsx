import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { SERVICIO_SOCIAL_PATHS } from '../../resourceNames';
import { PeriodoInputs, validatePeriodo } from './PeriodoInputs';

const volver = () => SERVICIO_SOCIAL_PATHS.ajustes.slice(1);

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" redirect={volver} />
  </Toolbar>
);

// Pessimistic: a repeated clave comes back as a 422 that must reach its field.
export const PeriodoEdit = () => (
  <Edit mutationMode="pessimistic" redirect={volver}>
    <SimpleForm toolbar={<EditToolbar />} validate={validatePeriodo}>
      <PeriodoInputs />
    </SimpleForm>
  </Edit>
);
