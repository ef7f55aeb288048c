import { EditButton, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useTranslate, FunctionField } from 'react-admin';
import type { Usuario } from '../../../shared/schemas/usuarios';
import { DisableButton } from '../common/DisableButton';
import { ActiveChip } from '../common/fields';
import { DateText } from '../common/DateText';
import { RoleChips } from './RoleChips';

const f = (field: string) => `resources.usuarios.fields.${field}`;

const Actions = () => (
  <TopToolbar>
    <EditButton />
    <DisableButton strings="usuarios" />
  </TopToolbar>
);

export const UsuarioShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="name" label={f('name')} />
        <TextField source="email" label={f('email')} />
        <Labeled label={f('activo')}>
          <ActiveChip />
        </Labeled>
        <Labeled label={f('roles')}>
          <RoleChips />
        </Labeled>
        <FunctionField<Usuario>
          source="emailVerifiedAt"
          label={f('emailVerifiedAt')}
          render={(record) =>
            record.emailVerifiedAt ? (
              <DateText source="emailVerifiedAt" />
            ) : (
              translate('resources.usuarios.values.unverified')
            )
          }
        />
        <DateText source="lastLoginAt" label={f('lastLoginAt')} emptyText="resources.usuarios.values.never" />
        <DateText source="createdAt" label={f('createdAt')} />
        <DateText source="updatedAt" label={f('updatedAt')} />
      </SimpleShowLayout>
    </Show>
  );
};
