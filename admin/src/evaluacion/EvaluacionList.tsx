import { DataTable, List, SelectInput, SimpleList } from 'react-admin';
import { ESTADO_EVALUACION_LABELS, type EvaluacionFila } from '../../../shared/schemas/postulaciones';
import { useIsSmall } from '../common/useIsSmall';
import { EstadoEvaluacionChip } from './EstadoEvaluacionChip';

const Column = DataTable.Col<EvaluacionFila>;
const estadoChoices = Object.entries(ESTADO_EVALUACION_LABELS).map(([id, name]) => ({ id, name }));

// Only the estado: a jurado cannot read the calls or categories (their rows carry those names already).
const filters = [
  <SelectInput key="estado" source="estado" choices={estadoChoices} translateChoice={false} emptyText="app.filters.todos" alwaysOn />,
];

/** A jurado's assigned, eligible nominations (the server lists nothing else). */
export const EvaluacionList = () => {
  const small = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'folio', order: 'ASC' }} exporter={false} actions={false}>
      {small ? (
        <SimpleList<EvaluacionFila> primaryText={(r) => `${r.folio} · ${r.nombre}`} secondaryText={(r) => r.categoria} tertiaryText={(r) => ESTADO_EVALUACION_LABELS[r.estado]} linkType="show" />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="folio" />
          <Column source="nombre" />
          <Column source="categoria" />
          <Column source="convocatoria" />
          <Column source="estado" render={(r) => <EstadoEvaluacionChip estado={r.estado} />} />
          <Column source="puntaje" render={(r) => (r.puntaje == null ? '—' : r.puntaje.toFixed(2))} />
        </DataTable>
      )}
    </List>
  );
};
