import { Box } from '@mui/material';
import { BooleanInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { programaInputSchema } from '../../../shared/schemas/programas';
import { zodValidator } from '../common/zodValidator';
import { R } from '../resourceNames';

const f = (field: string) => `resources.programas.fields.${field}`;

export const validatePrograma = zodValidator(programaInputSchema);

/** The fields of a program; create and edit share them. */
export const ProgramaInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 560, display: 'flex', flexDirection: 'column' }}>
    <TextInput source="clave" label={f('clave')} isRequired />
    <TextInput source="nombre" label={f('nombre')} isRequired />
    <ReferenceInput source="nivelId" reference={R.egresados.niveles} sort={{ field: 'orden', order: 'ASC' }} perPage={100}>
      <SelectInput label={f('nivelId')} optionText="nombre" isRequired />
    </ReferenceInput>
    <BooleanInput source="activo" label={f('activo')} helperText="resources.programas.helpers.activo" />
  </Box>
);
