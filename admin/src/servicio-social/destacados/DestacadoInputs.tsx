import { Box } from '@mui/material';
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, TextInput } from 'react-admin';
import { destacadoSchema } from '../../../../shared/schemas/servicio-social';
import { zodValidator } from '../../common/zodValidator';
import { EditorHtml } from '../../plantillas/EditorHtml';
import { R as RN } from '../../resourceNames';

const R = 'resources.servicio-social/administracion/destacados';
const f = (field: string) => `${R}.fields.${field}`;

export const validateDestacado = zodValidator(destacadoSchema);

/** What a featured project says; create and edit share it (photos are added once it exists). */
export const DestacadoInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 800, display: 'flex', flexDirection: 'column' }}>
    <TextInput source="titulo" label={f('titulo')} isRequired sx={{ maxWidth: 560 }} />
    <ReferenceInput source="institucionId" reference={RN.servicioSocial.instituciones} filter={{ estado: 'aprobada' }} sort={{ field: 'razonSocial', order: 'ASC' }}>
      <AutocompleteInput label={f('institucion')} optionText="razonSocial" filterToQuery={(q) => ({ q })} sx={{ maxWidth: 560 }} />
    </ReferenceInput>
    <ReferenceInput source="programaId" reference={RN.servicioSocial.programas} filter={{ estado: 'aprobado' }} sort={{ field: 'nombre', order: 'ASC' }}>
      <AutocompleteInput label={f('programa')} optionText="nombre" filterToQuery={(q) => ({ q })} sx={{ maxWidth: 560 }} />
    </ReferenceInput>
    <EditorHtml source="historia" label={f('historia')} helperText={`${R}.helpers.historia`} />
    <NumberInput source="orden" label={f('orden')} min={0} step={1} helperText={`${R}.helpers.orden`} sx={{ maxWidth: 240 }} />
    <BooleanInput source="publicado" label={f('publicado')} />
  </Box>
);
