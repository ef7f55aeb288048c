import { Box } from '@mui/material';
import { BooleanInput, DateInput, TextInput } from 'react-admin';
import { periodoSchema } from '../../../../shared/schemas/servicio-social';
import { zodValidator } from '../../common/zodValidator';

const R = 'resources.servicio-social/administracion/periodos';
const f = (field: string) => `${R}.fields.${field}`;

export const validatePeriodo = zodValidator(periodoSchema);

/** A period's clave and dates; create and edit share them. */
export const PeriodoInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 560, display: 'flex', flexDirection: 'column' }}>
    <TextInput source="clave" label={f('clave')} helperText={`${R}.helpers.clave`} isRequired />
    <DateInput source="inicio" label={f('inicio')} isRequired />
    <DateInput source="fin" label={f('fin')} isRequired />
    <DateInput source="inscripcionHasta" label={f('inscripcionHasta')} helperText={`${R}.helpers.inscripcionHasta`} />
    <BooleanInput source="activo" label={f('activo')} />
  </Box>
);
