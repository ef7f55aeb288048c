import { Alert, Box } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, maxLength, required, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ADMIN_ROLE } from '../../../shared/permissions';
import type { Rol } from '../../../shared/schemas/roles';
import { areaChoices } from '../common/fields';
import { areaOf } from '../resourceNames';
import { PermisoIdsInput } from './PermisoIdsInput';

const f = (field: string) => `resources.roles.fields.${field}`;
const validateNombre = [required(), maxLength(80, 'app.validation.name_max')];
const validateDescripcion = [maxLength(500, 'app.validation.description_max')];
const validateArea = [required()];

/** A role's fields, shared by create and edit; the administrator role keeps its name. */
export const RolInputs = () => {
  const resource = useResourceContext() ?? 'egresados/roles';
  const record = useRecordContext<Rol>();
  const protectedName = record?.nombre === ADMIN_ROLE;
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ maxWidth: 640, display: 'flex', flexDirection: 'column' }}>
        <TextInput
          source="nombre"
          label={f('nombre')}
          validate={validateNombre}
          disabled={protectedName}
          helperText={record?.sistema ? 'resources.roles.helpers.sistema' : undefined}
        />
        <TextInput source="descripcion" label={f('descripcion')} validate={validateDescripcion} multiline minRows={2} />
        <SelectInput source="area" label={f('area')} choices={areaChoices} validate={validateArea} defaultValue={areaOf(resource)} disabled={protectedName} />
        <BooleanInput source="activo" label={f('activo')} disabled={protectedName} />
      </Box>
      {protectedName && (
        <Alert severity="info" sx={{ maxWidth: 640, mb: 2 }}>
          {translate('resources.roles.helpers.administrador')}
        </Alert>
      )}
      <PermisoIdsInput />
    </Box>
  );
};
