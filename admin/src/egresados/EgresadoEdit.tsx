import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { EgresadoDeleteButton } from './EgresadoDeleteButton';
import { DuplicadosAviso, useDuplicados } from './useDuplicados';
import { EgresadoInputs, validateEgresado } from './EgresadoInputs';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <EgresadoDeleteButton />
  </Toolbar>
);

// Pessimistic: a duplicate comes back as a 422 whose field errors and links must reach the form.
export const EgresadoEdit = () => {
  const { duplicados, onError } = useDuplicados();
  return (
    <Edit mutationMode="pessimistic" redirect="show" mutationOptions={{ onError }}>
      <SimpleForm toolbar={<EditToolbar />} validate={validateEgresado}>
        <DuplicadosAviso duplicados={duplicados} />
        <EgresadoInputs />
      </SimpleForm>
    </Edit>
  );
};
