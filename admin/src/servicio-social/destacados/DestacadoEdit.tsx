import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar } from 'react-admin';
import { DestacadoInputs, validateDestacado } from './DestacadoInputs';
import { FotosDestacado } from './FotosDestacado';
import { PublicarButton } from './PublicarButton';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

// Only the writable fields go back (photos are saved on their own).
const transform = ({ titulo, historia, institucionId, programaId, publicado, orden }: Record<string, unknown>) => ({ titulo, historia, institucionId, programaId, publicado, orden });

export const DestacadoEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} transform={transform} actions={<TopToolbar><PublicarButton /></TopToolbar>}>
    <SimpleForm toolbar={<EditToolbar />} validate={validateDestacado}>
      <FotosDestacado />
      <DestacadoInputs />
    </SimpleForm>
  </Edit>
);
