import { BooleanInput, DataTable, FunctionField, List, SelectInput, Show, SimpleList, SimpleShowLayout, TextField } from 'react-admin';
import { ESTADOS_CANDIDATURA, type EstadoCandidatura } from '../../../shared/bolsa/valores';
import { choices } from '../../../shared/egresados/valores';
import { formatDate } from '../../../shared/formato';
import type { Candidatura } from '../../../shared/schemas/bolsa';
import { useIsSmall } from '../common/useIsSmall';

const Column = DataTable.Col<Candidatura>;
const estado = (c: Candidatura) => ESTADOS_CANDIDATURA[c.estado as EstadoCandidatura] ?? c.estado;

const filtros = [
  <SelectInput key="estado" source="estado" choices={choices(ESTADOS_CANDIDATURA)} alwaysOn />,
  <BooleanInput key="sinRespuesta" source="sinRespuesta" label="app.bolsa.filtros.sin_respuesta" alwaysOn />,
];

/** Read only: the pipeline is the employer's and the applicant's; staff follow it and chase silence. */
export const CandidaturasList = () => {
  const small = useIsSmall();
  return (
    <List filters={filtros} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<Candidatura> primaryText={(c) => c.nombre} secondaryText={(c) => `${c.oferta} · ${estado(c)}`} tertiaryText={(c) => formatDate(c.createdAt)} rowClick="show" />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <Column source="nombre" disableSort />
          <Column source="oferta" disableSort />
          <Column source="empleador" disableSort />
          <Column source="estado" disableSort render={estado} />
          <Column source="estadoEn" disableSort render={(c) => formatDate(c.estadoEn)} />
          <Column source="sinRespuesta" disableSort render={(c) => (c.sinRespuesta ? 'Sí' : 'No')} />
        </DataTable>
      )}
    </List>
  );
};

export const CandidaturaShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="nombre" />
      <TextField source="declaracion" />
      <TextField source="oferta" />
      <TextField source="empleador" />
      <FunctionField source="estado" render={(c: Candidatura) => estado(c)} />
      <FunctionField source="estadoEn" render={(c: Candidatura) => formatDate(c.estadoEn)} />
      <FunctionField source="createdAt" render={(c: Candidatura) => formatDate(c.createdAt)} />
      <TextField source="mensaje" emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
export default CandidaturasList;
