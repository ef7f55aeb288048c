import { Create, SimpleForm } from 'react-admin';
import { CampanaInputs, aPeticion, validateCampana } from './CampanaInputs';

const defaults = { filtro: {}, programadaPara: null };

export const CampanaCreate = () => (
  <Create redirect="show" transform={aPeticion}>
    <SimpleForm defaultValues={defaults} validate={validateCampana}>
      <CampanaInputs />
    </SimpleForm>
  </Create>
);
