import { Box } from '@mui/material';
import { NumberInput, ReferenceInput, SelectInput } from 'react-admin';
import { cohorteInputSchema } from '../../../shared/schemas/reportes';
import { zodValidator } from '../common/zodValidator';
import { R } from '../resourceNames';

const f = (field: string) => `resources.egresados/cohortes.fields.${field}`;

const validarEsquema = zodValidator(cohorteInputSchema);

// An emptied number input is null, which the schema's coercion would read as 0: say what is missing instead.
export const validateCohorte = (values: Record<string, unknown>) => {
  const errors = validarEsquema(values);
  for (const campo of ['programaId', 'anioEgreso', 'esperados']) {
    if (values[campo] == null || values[campo] === '') errors[campo] = `resources.egresados/cohortes.validation.${campo}`;
  }
  return errors;
};

/** Program, year and how many graduated: create and edit share them. */
export const CohorteInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 560, display: 'flex', flexDirection: 'column' }}>
    <ReferenceInput source="programaId" reference={R.egresados.programas} sort={{ field: 'nombre', order: 'ASC' }} perPage={500}>
      <SelectInput label={f('programaId')} isRequired />
    </ReferenceInput>
    <NumberInput source="anioEgreso" label={f('anioEgreso')} step={1} isRequired />
    <NumberInput source="esperados" label={f('esperados')} step={1} isRequired helperText="resources.egresados/cohortes.helpers.esperados" />
  </Box>
);
