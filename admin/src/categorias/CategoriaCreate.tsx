import { Create, SimpleForm } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CategoriaInputs, categoriaDefaults, validateCategoria } from './CategoriaInputs';

export const CategoriaCreate = () => {
  // «Nueva categoría» from a filtered list arrives with ?convocatoriaId in the state.
  const state = useLocation().state as { record?: { convocatoriaId?: number } } | null;
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ ...categoriaDefaults, ...state?.record }} validate={validateCategoria}>
        <CategoriaInputs />
      </SimpleForm>
    </Create>
  );
};
