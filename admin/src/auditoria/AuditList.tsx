import { DataTable, DateInput, List, SelectInput, SimpleList, TextInput, useTranslate } from 'react-admin';
import { DateText } from '../common/DateText';
import { useIsSmall } from '../common/useIsSmall';
import { useAuditSentence } from './describir';
import { AccionChip, ActorText, RecursoText, RegistroLink } from './fields';
import { AUDIT_ACCIONES, AUDIT_RECURSOS, type AuditEntry } from './types';

const Column = DataTable.Col<AuditEntry>;
const f = (field: string) => `resources.auditoria.fields.${field}`;

const recursoChoices = AUDIT_RECURSOS.map((recurso) => ({ id: recurso, name: `resources.${recurso}.name` }));
const accionChoices = AUDIT_ACCIONES.map((accion) => ({ id: accion, name: `resources.auditoria.acciones.${accion}` }));

// The log is filtered by what the server indexes: collection, action, record and date range.
const auditFilters = [
  <SelectInput key="recurso" source="recurso" label={f('recurso')} choices={recursoChoices} translateChoice emptyText="app.filters.todos" alwaysOn />,
  <SelectInput key="accion" source="accion" label={f('accion')} choices={accionChoices} emptyText="app.filters.todos" alwaysOn />,
  <TextInput key="registroId" source="registroId" label={f('registroId')} />,
  <DateInput key="desde" source="desde" label={f('desde')} />,
  <DateInput key="hasta" source="hasta" label={f('hasta')} />,
];

export const AuditList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  const sentence = useAuditSentence();
  return (
    <List filters={auditFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<AuditEntry>
          primaryText={(record) => sentence(record)}
          secondaryText={(record) => record.actorEmail ?? translate('resources.auditoria.diff.system')}
          tertiaryText={(record) => new Date(record.createdAt).toLocaleDateString('es-MX')}
          rowClick="show"
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <Column source="createdAt" label={f('createdAt')}>
            <DateText source="createdAt" />
          </Column>
          <Column source="actorEmail" label={f('actorEmail')}>
            <ActorText />
          </Column>
          <Column source="accion" label={f('accion')}>
            <AccionChip />
          </Column>
          <Column source="recurso" label={f('recurso')}>
            <RecursoText />
          </Column>
          <Column source="registroId" label={f('registroId')}>
            <RegistroLink />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
