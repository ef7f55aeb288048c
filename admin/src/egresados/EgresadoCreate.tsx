import { Create, SimpleForm } from 'react-admin';
import { DuplicadosAviso, useDuplicados } from './useDuplicados';
import { EgresadoInputs, validateEgresado } from './EgresadoInputs';

const defaults = { titulado: false };

export const EgresadoCreate = () => {
  const { duplicados, onError } = useDuplicados();
  return (
    <Create redirect="show" mutationOptions={{ onError }}>
      <SimpleForm defaultValues={defaults} validate={validateEgresado}>
        <DuplicadosAviso duplicados={duplicados} />
        <EgresadoInputs />
      </SimpleForm>
    </Create>
  );
};
