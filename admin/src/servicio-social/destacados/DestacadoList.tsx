import { CreateButton, DataTable, List, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import type { DestacadoSs } from '../../../../shared/schemas/servicio-social';
import { searchFilter } from '../../common/filters';
import { useIsSmall } from '../../common/useIsSmall';
import { PublicarButton } from './PublicarButton';

const Column = DataTable.Col<DestacadoSs>;
const f = (field: string) => `resources.servicio-social/administracion/destacados.fields.${field}`;
const d = (key: string) => `app.servicio_social.destacados.${key}`;

export const DestacadoList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={[searchFilter]} actions={<TopToolbar><CreateButton /></TopToolbar>} sort={{ field: 'orden', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<DestacadoSs>
          primaryText={(record) => record.titulo}
          secondaryText={(record) => record.institucion ?? ''}
          tertiaryText={(record) => translate(d(record.publicado ? 'publicado_corto' : 'borrador_corto'))}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="orden" label={f('orden')} />
          <Column source="titulo" label={f('titulo')} />
          <Column source="institucion" label={f('institucion')} />
          <Column source="programa" label={f('programa')} />
          <Column source="fotos" label={f('fotos')} disableSort render={(r) => r.fotos.length} />
          <Column source="publicado" label={f('publicado')} render={(r) => translate(d(r.publicado ? 'publicado_corto' : 'borrador_corto'))} />
          <Column label={d('publicacion')} disableSort>
            <PublicarButton />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
