import { Box, LinearProgress } from '@mui/material';
import { EditButton, Labeled, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useGetList, useRecordContext, useResourceContext } from 'react-admin';
import { ADMIN_ROLE } from '../../../shared/permissions';
import type { Permiso } from '../../../shared/schemas/permisos';
import type { Rol } from '../../../shared/schemas/roles';
import { DisableButton } from '../common/DisableButton';
import { ActiveChip, AreaField } from '../common/fields';
import { siblingResource } from '../resourceNames';
import { ALL_PERMISOS } from './PermisoIdsInput';
import { PermissionMatrix } from './PermissionMatrix';

const f = (field: string) => `resources.roles.fields.${field}`;

const Actions = () => (
  <TopToolbar>
    <EditButton />
    <DisableButton strings="roles" hidden={(record) => record.nombre === ADMIN_ROLE} />
  </TopToolbar>
);

/** The role's permissions, read-only: only the resources where it grants something. */
const GrantedPermissions = () => {
  const record = useRecordContext<Rol>();
  const resource = useResourceContext() ?? 'egresados/roles';
  const { data = [], isPending } = useGetList<Permiso>(siblingResource(resource, 'permisos'), ALL_PERMISOS);
  if (!record) return null;
  if (isPending) return <LinearProgress />;
  const selected = new Set(record.permisoIds);
  const granted = new Set(data.filter((p) => selected.has(p.id)).map((p) => `${p.area}/${p.recurso}`));
  return <PermissionMatrix permisos={data.filter((p) => granted.has(`${p.area}/${p.recurso}`))} selected={selected} />;
};

export const RolShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="nombre" label={f('nombre')} />
      <TextField source="descripcion" label={f('descripcion')} emptyText="—" />
      <AreaField source="area" label={f('area')} />
      <Labeled label={f('activo')}>
        <ActiveChip />
      </Labeled>
      <NumberField source="usuarios" label={f('usuarios')} />
      <Labeled label={f('permisoIds')} fullWidth>
        <Box sx={{ width: '100%' }}>
          <GrantedPermissions />
        </Box>
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
