import { DataTable, List, SimpleList } from 'react-admin';
import { useIsSmall } from '../../common/useIsSmall';
import { fechaCorta } from '../comun/fechas';

export interface PlantillaDocumentoRecord {
  id: string;
  tipo: string;
  etiqueta: string;
  titulo: string;
  limitePalabras: number | null;
  updatedAt: string;
}

const Column = DataTable.Col<PlantillaDocumentoRecord>;
const f = (field: string) => `resources.servicio-social/administracion/plantillas-documentos.fields.${field}`;

/** The eight document templates (one per type); a row opens its editor. */
export const PlantillaDocumentoList = () => {
  const small = useIsSmall();
  return (
    <List pagination={false} exporter={false} sort={{ field: 'tipo', order: 'ASC' }}>
      {small ? (
        <SimpleList<PlantillaDocumentoRecord> primaryText={(r) => r.etiqueta} secondaryText={(r) => r.titulo} linkType="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="etiqueta" label={f('etiqueta')} disableSort />
          <Column source="titulo" label={f('titulo')} disableSort />
          <Column source="limitePalabras" label={f('limitePalabras')} disableSort render={(r) => r.limitePalabras ?? '—'} />
          <Column source="updatedAt" label={f('updatedAt')} disableSort render={(r) => fechaCorta(r.updatedAt)} />
        </DataTable>
      )}
    </List>
  );
};
