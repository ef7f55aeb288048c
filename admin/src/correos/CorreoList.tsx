import { DataTable, List, SelectArrayInput, SimpleList, useTranslate } from 'react-admin';
import { DateText } from '../common/DateText';
import { searchFilter } from '../common/filters';
import { useIsSmall } from '../common/useIsSmall';
import { EstadoChip } from './EstadoChip';
import { ESTADOS, type Correo } from './types';

const Column = DataTable.Col<Correo>;
const NumberColumn = DataTable.NumberCol<Correo>;
const f = (field: string) => `resources.correos.fields.${field}`;

const estadoChoices = ESTADOS.map((estado) => ({ id: estado, name: `resources.correos.estados.${estado}` }));
const correoFilters = [searchFilter, <SelectArrayInput key="estado" source="estado" label={f('estado')} choices={estadoChoices} />];

export const CorreoList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={correoFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<Correo>
          primaryText={(record) => record.subject}
          secondaryText={(record) => record.to}
          tertiaryText={(record) => translate(`resources.correos.estados.${record.estado}`, { _: record.estado })}
          rowClick="show"
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <Column source="to" label={f('to')} />
          <Column source="subject" label={f('subject')} />
          <Column source="estado" label={f('estado')}>
            <EstadoChip />
          </Column>
          <NumberColumn source="intentos" label={f('intentos')} />
          <Column source="createdAt" label={f('createdAt')}>
            <DateText source="createdAt" />
          </Column>
          <Column source="enviadoEn" label={f('enviadoEn')}>
            <DateText source="enviadoEn" emptyText="—" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
