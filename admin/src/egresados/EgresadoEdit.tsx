import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useCanAccess } from 'react-admin';
import { R } from '../resourceNames';
import { DuplicadosAviso, useDuplicados } from './useDuplicados';
import { EgresadoInputs, validateEgresado } from './EgresadoInputs';

/** Deleting a graduate is for administrators only; others do not see the button (the server refuses anyway). */
export const EgresadoDeleteButton = () => {
  const { canAccess } = useCanAccess({ resource: R.egresados.egresados, action: 'delete' });
  if (!canAccess) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle="resources.egresados.delete.title"
      confirmContent="resources.egresados.delete.content"
    />
  );
};

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
