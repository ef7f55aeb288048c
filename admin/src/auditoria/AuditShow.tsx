import { Labeled, ListButton, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateText } from '../common/DateText';
import { AuditDiff } from './AuditDiff';
import { AccionChip, ActorText, RecursoText, RegistroLink } from './fields';

const f = (field: string) => `resources.auditoria.fields.${field}`;

const Actions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
);

export const AuditShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <DateText source="createdAt" label={f('createdAt')} />
      <Labeled label={f('actorEmail')}>
        <ActorText />
      </Labeled>
      <Labeled label={f('accion')}>
        <AccionChip />
      </Labeled>
      <Labeled label={f('recurso')}>
        <RecursoText />
      </Labeled>
      <Labeled label={f('registroId')}>
        <RegistroLink />
      </Labeled>
      <TextField source="ip" label={f('ip')} emptyText="—" />
      <Labeled label="resources.auditoria.diff.title" fullWidth>
        <AuditDiff />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
