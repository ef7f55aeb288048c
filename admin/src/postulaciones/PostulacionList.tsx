import AddIcon from '@mui/icons-material/Add';
import { Button as MuiButton } from '@mui/material';
import {
  ColumnsButton, DataTable, DateField, FilterButton, List, ReferenceInput, SearchInput, SelectInput, SimpleList, TopToolbar, useCanAccess, useTranslate,
} from 'react-admin';
import { ACEPTACION_LABELS, VINCULO_LABELS, type PostulacionFila } from '../../../shared/schemas/postulaciones';
import { ESTADOS_POSTULACION_POR_REVISAR } from '../../../shared/schemas/pendientes';
import { conGrupo } from '../common/filters';
import { useIsSmall } from '../common/useIsSmall';
import { POSTULACIONES_PATHS, R } from '../resourceNames';
import { EstadoChip, estadoChoices, aceptacionChoices } from './choices';
import { ExportarPostulaciones } from './ExportarPostulaciones';

const Column = DataTable.Col<PostulacionFila>;
const STORE_KEY = 'postulaciones.lista';

export const postulacionFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Folio o nombre" />,
  <ReferenceInput key="convocatoriaId" source="convocatoriaId" reference={R.postulaciones.convocatorias} sort={{ field: 'apertura', order: 'DESC' }} perPage={100} alwaysOn>
    <SelectInput optionText="nombre" emptyText="app.filters.todos" />
  </ReferenceInput>,
  <ReferenceInput key="categoriaId" source="categoriaId" reference={R.postulaciones.categorias} sort={{ field: 'nombre', order: 'ASC' }} perPage={200}>
    <SelectInput optionText="nombre" emptyText="app.filters.todos" />
  </ReferenceInput>,
  <SelectInput key="estado" source="estado" {...conGrupo(estadoChoices, { estados: ESTADOS_POSTULACION_POR_REVISAR, name: 'Por revisar (recibida o en revisión)' })} emptyText="app.filters.todos" alwaysOn />,
  <SelectInput key="aceptacion" source="aceptacion" choices={aceptacionChoices} emptyText="app.filters.todos" />,
];

const ListActions = () => {
  const { canAccess: canCreate } = useCanAccess({ resource: R.postulaciones.postulaciones, action: 'create' });
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {/* «Nuevo postulante» lives in the public app's awards layout: a full page load. */}
      {canCreate ? (
        <MuiButton size="small" href={POSTULACIONES_PATHS.crear} startIcon={<AddIcon />}>
          {translate('app.postulaciones.menu.nuevo')}
        </MuiButton>
      ) : null}
      <FilterButton />
      {small ? null : <ColumnsButton storeKey={STORE_KEY} />}
      <ExportarPostulaciones storeKey={STORE_KEY} />
    </TopToolbar>
  );
};

export const PostulacionList = () => {
  const small = useIsSmall();
  return (
    <List filters={postulacionFilters} actions={<ListActions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<PostulacionFila>
          primaryText={(r) => `${r.folio} · ${r.nombre}`}
          secondaryText={(r) => `${r.categoria}`}
          tertiaryText={(r) => <EstadoChip estado={r.estado} />}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false} storeKey={STORE_KEY} hiddenColumns={['convocatoria', 'correo', 'telefono', 'vinculo', 'nominadorTipo', 'origen']}>
          <Column source="folio" />
          <Column source="convocatoria" />
          <Column source="categoria" />
          <Column source="nombre" />
          <Column source="correo" />
          <Column source="telefono" disableSort />
          <Column source="vinculo" render={(r) => VINCULO_LABELS[r.vinculo]} />
          <Column source="nominadorNombre" />
          <Column source="nominadorTipo" render={(r) => (r.nominadorTipo === 'propia' ? 'Autopostulación' : 'Tercero')} />
          <Column source="estado">
            <EstadoChip />
          </Column>
          <Column source="aceptacion" render={(r) => ACEPTACION_LABELS[r.aceptacion]} />
          <Column source="origen" render={(r) => (r.origen === 'captura' ? 'Captura en oficina' : 'Formulario público')} />
          <Column source="createdAt">
            <DateField source="createdAt" showTime />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
