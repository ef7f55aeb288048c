import { Box, Stack } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { ESTADO_CONVOCATORIA_LABELS, convocatoriaInputSchema } from '../../../shared/schemas/postulaciones';
import { zodValidator } from '../common/zodValidator';
import { EditorHtml } from '../plantillas/EditorHtml';
import { aLocalMx, deLocalMx } from './fechas';

const R = 'resources.postulaciones/convocatorias';
export const validateConvocatoria = zodValidator(convocatoriaInputSchema);
export const estadoConvocatoriaChoices = Object.entries(ESTADO_CONVOCATORIA_LABELS).map(([id, name]) => ({ id, name }));

const Fecha = ({ source }: { source: string }) => (
  <TextInput
    source={source}
    type="datetime-local"
    format={aLocalMx}
    parse={deLocalMx}
    helperText={`${R}.helpers.fechas`}
    isRequired
    slotProps={{ inputLabel: { shrink: true } }}
    sx={{ minWidth: 240 }}
  />
);

/** A call's fields; create and edit share them. */
export const ConvocatoriaInputs = ({ edit = false }: { edit?: boolean }) => (
  <Box sx={{ width: '100%', maxWidth: 820, display: 'flex', flexDirection: 'column' }}>
    <TextInput source="nombre" isRequired />
    <EditorHtml source="descripcion" label={`${R}.fields.descripcion`} />
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
      <Fecha source="apertura" />
      <Fecha source="cierre" />
      <Fecha source="publicacionResultados" />
    </Stack>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <TextInput source="prefijo" helperText={`${R}.helpers.prefijo`} />
      <NumberInput source="anio" step={1} />
      {!edit && <SelectInput source="estado" choices={estadoConvocatoriaChoices} translateChoice={false} defaultValue="borrador" />}
    </Stack>
    <BooleanInput source="normalizar" helperText={`${R}.helpers.normalizar`} />
  </Box>
);
