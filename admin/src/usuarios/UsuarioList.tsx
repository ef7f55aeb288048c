import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import type { Usuario } from '../../../shared/schemas/usuarios';
import { CorreoPartible } from '../common/CorreoPartible';
import { BulkDisableButton } from '../common/DisableButton';
import { ActiveChip } from '../common/fields';
import { DateText } from '../common/DateText';
import { activeFilter, optionalAreaFilter, searchFilter } from '../common/filters';
import { useIsSmall } from '../common/useIsSmall';
import { RoleChips } from './RoleChips';

const Column = DataTable.Col<Usuario>;
const f = (field: string) => `resources.usuarios.fields.${field}`;

const usuarioFilters = [searchFilter, optionalAreaFilter(f('area')), activeFilter(f('activo'))];

export const UsuarioList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={usuarioFilters} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      {small ? (
        <SimpleList<Usuario>
          primaryText={(record) => record.name}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => (record.activo ? '' : translate('app.status.inactive'))}
        />
      ) : (
        <DataTable bulkActionButtons={<BulkDisableButton strings="usuarios" />}>
          <Column source="name" label={f('name')} />
          <Column source="email" label={f('email')} render={(record) => <CorreoPartible correo={record.email} />} />
          <Column source="roles" label={f('roles')} disableSort>
            <RoleChips />
          </Column>
          <Column source="activo" label={f('activo')}>
            <ActiveChip />
          </Column>
          <Column source="emailVerifiedAt" label={f('emailVerifiedAt')} render={(record) => translate(record.emailVerifiedAt ? 'resources.usuarios.values.verified' : 'resources.usuarios.values.unverified')} />
          <Column source="lastLoginAt" label={f('lastLoginAt')}>
            <DateText source="lastLoginAt" emptyText="resources.usuarios.values.never" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
