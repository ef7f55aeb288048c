import {
  ColumnsButton,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import type { Egresado } from '../../../shared/schemas/egresados';
import { ORIGENES, SITUACIONES_LABORALES } from '../../../shared/egresados/valores';
import { CorreoPartible } from '../common/CorreoPartible';
import { useIsSmall } from '../common/useIsSmall';
import { EGRESADOS_PATHS, R } from '../resourceNames';
import { label } from './choices';
import { EgresadoEmpty } from './EgresadoEmpty';
import { egresadoFilters } from './filtros';
import { ExportMenu } from './ExportMenu';
import { nombreCompleto } from './nombre';
import { VerificadoChip } from './VerificadoChip';
import { EgresadoPagination } from './EgresadoPagination';

const Column = DataTable.Col<Egresado>;
const f = (field: string) => `resources.egresados.fields.${field}`;

const ListActions = () => {
  const { canAccess: canCreate } = useCanAccess({ resource: R.egresados.egresados, action: 'create' });
  const small = useIsSmall();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {canCreate ? <CreateButton to={EGRESADOS_PATHS.crear} /> : null}
      <FilterButton />
      {small ? null : <ColumnsButton />}
      <ExportMenu />
    </TopToolbar>
  );
};

export const EgresadoList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={egresadoFilters} actions={<ListActions />} sort={{ field: 'apellidoPaterno', order: 'ASC' }} perPage={25} exporter={false} empty={<EgresadoEmpty />} pagination={<EgresadoPagination />}>
      {small ? (
        <SimpleList<Egresado>
          primaryText={(record) => nombreCompleto(record)}
          secondaryText={(record) => `${record.matricula} · ${record.programa} · ${record.anioEgreso}`}
          tertiaryText={(record) => translate(record.verificado ? 'resources.egresados.values.verificado' : 'resources.egresados.values.sin_verificar')}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false} hiddenColumns={['curp', 'telefono', 'nivel', 'situacionLaboral', 'origen']}>
          <Column source="matricula" label={f('matricula')} />
          <Column source="apellidoPaterno" label={f('nombreCompleto')} render={(record) => nombreCompleto(record)} />
          <Column source="correo" label={f('correo')} render={(record) => <CorreoPartible correo={record.correo} />} />
          <Column source="curp" label={f('curp')} />
          <Column source="telefono" label={f('telefono')} disableSort />
          <Column source="nivel" label={f('nivel')} />
          <Column source="programa" label={f('programa')} />
          <DataTable.NumberCol<Egresado> source="anioEgreso" label={f('anioEgreso')} options={{ useGrouping: false }} />
          <Column source="titulado" label={f('titulado')} render={(record) => translate(record.titulado ? 'resources.egresados.values.si' : 'resources.egresados.values.no')} />
          <Column source="situacionLaboral" label={f('situacionLaboral')} render={(record) => label(SITUACIONES_LABORALES, record.situacionLaboral)} />
          <Column source="origen" label={f('origen')} render={(record) => label(ORIGENES, record.origen)} />
          <Column source="verificado" label={f('verificado')}>
            <VerificadoChip />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
