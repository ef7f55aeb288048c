import { DataTable, List, useTranslate } from 'react-admin';
import type { MetaIndicador } from '../../../../shared/schemas/seguimiento';
import { fm } from '../textos';

const Column = DataTable.Col<MetaIndicador>;

export const MetaList = () => {
  const translate = useTranslate();
  return (
    <List pagination={false} exporter={false} actions={false} title={translate('resources.egresados/seguimiento/metas.name', { smart_count: 2 })}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Column source="nombre" label={fm('nombre')} disableSort />
        <Column source="meta" label={fm('meta')} disableSort render={(m) => (m.unidad === '%' ? `${m.meta} %` : String(m.meta))} />
      </DataTable>
    </List>
  );
};
