import { Box } from '@mui/material';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { nivelInputSchema } from '../../../shared/schemas/niveles';
import { zodValidator } from '../common/zodValidator';

const f = (field: string) => `resources.niveles.fields.${field}`;

export const validateNivel = zodValidator(nivelInputSchema);

/** The fields of a level; create and edit share them. */
export const NivelInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 560, display: 'flex', flexDirection: 'column' }}>
    <TextInput source="nombre" label={f('nombre')} isRequired />
    <TextInput source="clave" label={f('clave')} isRequired />
    <NumberInput source="orden" label={f('orden')} min={0} max={999} step={1} helperText="resources.niveles.helpers.orden" />
    <BooleanInput source="activo" label={f('activo')} helperText="resources.niveles.helpers.activo" />
  </Box>
);
