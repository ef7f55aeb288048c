import { Box } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, maxLength, required, useRecordContext, useResourceContext } from 'react-admin';
import type { Permiso } from '../../../shared/schemas/permisos';
import { areaChoices } from '../common/fields';
import { areaOf } from '../resourceNames';

const f = (field: string) => `resources.permisos.fields.${field}`;
const validateNombre = [required(), maxLength(120, 'app.validation.name_max')];
const validateDescripcion = [maxLength(500, 'app.validation.description_max')];
const validateArea = [required()];

/** A permission's fields; the code checks system permissions by name, so only their description and state change. */
export const PermisoInputs = () => {
  const resource = useResourceContext() ?? 'egresados/permisos';
  const record = useRecordContext<Permiso>();
  const locked = !!record?.sistema;
  return (
    <Box sx={{ width: '100%', maxWidth: 640, display: 'flex', flexDirection: 'column' }}>
      <TextInput
        source="nombre"
        label={f('nombre')}
        validate={validateNombre}
        disabled={locked}
        helperText={locked ? 'resources.permisos.helpers.sistema' : 'resources.permisos.helpers.nombre'}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <TextInput source="descripcion" label={f('descripcion')} validate={validateDescripcion} multiline minRows={2} />
      <SelectInput source="area" label={f('area')} choices={areaChoices} validate={validateArea} defaultValue={areaOf(resource)} disabled={locked} />
      <BooleanInput source="activo" label={f('activo')} />
    </Box>
  );
};
