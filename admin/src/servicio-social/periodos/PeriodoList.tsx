import { DataTable, List } from 'react-admin';
import type { PeriodoSs } from '../../../../shared/schemas/servicio-social';
import { ActiveChip } from '../../common/fields';
import { fechaCorta } from '../comun/fechas';

const Col = DataTable.Col<PeriodoSs>;
const f = (field: string) => `resources.servicio-social/administracion/periodos.fields.${field}`;

export const PeriodoList = () => (
  <List sort={{ field: 'inicio', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <Col source="clave" label={f('clave')} />
      <Col source="inicio" label={f('inicio')} render={(p) => fechaCorta(p.inicio)} />
      <Col source="fin" label={f('fin')} render={(p) => fechaCorta(p.fin)} />
      <Col source="inscripcionHasta" label={f('inscripcionHasta')} render={(p) => fechaCorta(p.inscripcionHasta)} />
      <Col source="activo" label={f('activo')}>
        <ActiveChip />
      </Col>
    </DataTable>
  </List>
);
