import { Alert } from '@mui/material';
import { Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { ESTADOS_CAMPANA, type Campana } from '../../../shared/schemas/campanas';
import { CampanaInputs, aPeticion, validateCampana } from './CampanaInputs';

// Once sent, a campaign's recipients are fixed: its audience and template may no longer change.
const SoloBorrador = () => {
  const record = useRecordContext<Campana>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.estado !== 'borrador') {
    return <Alert severity="info" sx={{ m: 2 }}>{translate('app.campanas.solo_borrador', { estado: ESTADOS_CAMPANA[record.estado] })}</Alert>;
  }
  return (
    <SimpleForm validate={validateCampana}>
      <CampanaInputs />
    </SimpleForm>
  );
};

// Pessimistic: a 422 must reach its field before the page moves on.
export const CampanaEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" transform={aPeticion}>
    <SoloBorrador />
  </Edit>
);
