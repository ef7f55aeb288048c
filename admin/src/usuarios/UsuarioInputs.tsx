import {
  AutocompleteArrayInput,
  BooleanInput,
  PasswordInput,
  ReferenceArrayInput,
  TextInput,
  email,
  maxLength,
  minLength,
  required,
  useGetIdentity,
  usePermissions,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { isAdmin, type AccessSubject } from '../../../shared/permissions';
import { Box, Typography } from '@mui/material';
import type { Rol } from '../../../shared/schemas/roles';
import { ALL_AREAS } from '../providers/dataProvider';
import { siblingResource } from '../resourceNames';

const validateName = [required(), maxLength(160, 'app.validation.name_max')];
const validateEmail = [required(), email(), maxLength(254)];
const passwordRules = [minLength(8, 'app.validation.password_min'), maxLength(256, 'app.validation.password_max')];
const validatePasswordCreate = [required(), ...passwordRules];

// react-admin hands an element optionText its choice through the record context, not as a prop.
const RoleOption = () => {
  const record = useRecordContext<Rol>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="body2" component="span">
        {record.nombre}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary" sx={{ ml: 1 }}>
        {translate(`app.areas.${record.area}`)}
        {record.activo ? '' : ` · ${translate('app.status.inactive')}`}
        {record.noConcedible ? ` · ${translate('resources.usuarios.helpers.no_concedible')}` : ''}
      </Typography>
    </Box>
  );
};

const roleText = (record: Rol) => record.nombre;

/** The fields of a staff account; create and edit share them so the two forms never drift apart. */
export const UsuarioInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const resource = useResourceContext() ?? 'egresados/usuarios';
  const record = useRecordContext<{ id: number }>();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<AccessSubject>();
  // Only the owner or an administrator sets an existing account's password or address; others send a reset link.
  const credenciales = mode === 'create' || isAdmin(permissions) || (!!identity && identity.id === record?.id);
  return (
    <Box sx={{ width: '100%', maxWidth: 640, display: 'flex', flexDirection: 'column' }}>
      <TextInput source="name" label="resources.usuarios.fields.name" validate={validateName} autoComplete="name" />
      <TextInput
        source="email"
        label="resources.usuarios.fields.email"
        type="email"
        validate={validateEmail}
        autoComplete="off"
        disabled={!credenciales}
        helperText={credenciales ? undefined : 'resources.usuarios.helpers.email_solo_admin'}
      />
      {credenciales && (
        <PasswordInput
          source="password"
          label="resources.usuarios.fields.password"
          validate={mode === 'create' ? validatePasswordCreate : passwordRules}
          helperText={mode === 'create' ? 'resources.usuarios.helpers.password_create' : 'resources.usuarios.helpers.password_edit'}
          autoComplete="new-password"
        />
      )}
      {/* Every area's roles: an account may hold roles of several areas (and the platform's). */}
      <ReferenceArrayInput
        source="roleIds"
        reference={siblingResource(resource, 'roles')}
        filter={{ area: ALL_AREAS }}
        sort={{ field: 'nombre', order: 'ASC' }}
        perPage={100}
      >
        <AutocompleteArrayInput
          fullWidth
          // Long role names wrap instead of widening the form past a phone's screen.
          sx={{ minWidth: 0, '& .MuiChip-root': { maxWidth: '100%' } }}
          label="resources.usuarios.fields.roleIds"
          optionText={<RoleOption />}
          inputText={roleText}
          matchSuggestion={(filter: string, choice: Rol) => choice.nombre.toLowerCase().includes(filter.toLowerCase())}
          helperText="resources.usuarios.helpers.roleIds"
          // The server marks the roles this user may not grant; they stay visible but cannot be picked.
          disableValue="noConcedible"
          filterToQuery={(q: string) => ({ q })}
        />
      </ReferenceArrayInput>
      <BooleanInput source="activo" label="resources.usuarios.fields.activo" />
    </Box>
  );
};
