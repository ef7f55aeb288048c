import { DataTable, List, useTranslate } from 'react-admin';
import type { Cuestionario } from '../../../../shared/schemas/servicio-social-evaluaciones';
import { DateText } from '../../common/DateText';

const Col = DataTable.Col<Cuestionario>;
const r = 'resources.servicio-social/administracion/cuestionarios';

export const CuestionarioList = () => {
  const translate = useTranslate();
  return (
    <List exporter={false} pagination={false} perPage={10}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Col source="tipo" label={`${r}.fields.tipo`} render={(c) => translate(`${r}.tipos.${c.tipo}`)} />
        <Col source="titulo" label={`${r}.fields.titulo`} />
        <Col source="criterios" label={`${r}.fields.criterios`} render={(c) => c.criterios.length} />
        <Col source="escala" label={`${r}.fields.escala`} render={(c) => c.escala.map((n) => `${n.valor} ${n.etiqueta}`).join(' · ')} />
        <Col source="updatedAt" label={`${r}.fields.updatedAt`}>
          <DateText source="updatedAt" />
        </Col>
      </DataTable>
    </List>
  );
};
