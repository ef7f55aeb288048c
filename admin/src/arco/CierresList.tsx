import { Create, DataTable, DateInput, DeleteButton, List, SimpleForm, TextInput, required } from 'react-admin';
import { formatDate } from '../../../shared/formato';

interface Cierre { id: number; dia: string; motivo: string }
const Column = DataTable.Col<Cierre>;

/** The institution's own closures: the ARCO clock skips them as it skips the LFT rest days. */
export const CierresList = () => (
  <List title="Días inhábiles propios" pagination={false} exporter={false} sort={{ field: 'dia', order: 'ASC' }}>
    <DataTable bulkActionButtons={false}>
      <Column source="dia" label="Día" render={(c) => formatDate(c.dia)} />
      <Column source="motivo" label="Motivo" />
      <Column label="Acciones">
        <DeleteButton mutationMode="pessimistic" confirmTitle="¿Quitar este día inhábil?" confirmContent="Los plazos de las solicitudes volverán a contar ese día como hábil." />
      </Column>
    </DataTable>
  </List>
);

export const CierreCreate = () => (
  <Create title="Nuevo día inhábil" redirect="list">
    <SimpleForm>
      <DateInput source="dia" label="Día" validate={required()} />
      <TextInput source="motivo" label="Motivo" helperText="Por ejemplo, vacaciones de invierno" validate={required()} fullWidth />
    </SimpleForm>
  </Create>
);
