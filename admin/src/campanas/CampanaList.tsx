import { CreateButton, DataTable, List, SelectInput, SimpleList, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { ESTADOS_CAMPANA, type Campana } from '../../../shared/schemas/campanas';
import { ESTADOS_CAMPANA_EN_CURSO } from '../../../shared/schemas/pendientes';
import { DateText } from '../common/DateText';
import { BusquedaInput, conGrupo } from '../common/filters';
import { useIsSmall } from '../common/useIsSmall';
import { R } from '../resourceNames';
import { CampanaEmpty } from './CampanaEmpty';
import { f } from './CampanaInputs';
import { EstadoCampanaChip, estadoCampanaChoices } from './estados';
import { ProgresoCorto } from './ProgresoCorto';

const Column = DataTable.Col<Campana>;

const campanaFilters = [
  <BusquedaInput key="q" source="q" alwaysOn placeholder="app.campanas.search" />,
  <SelectInput
    key="estado" source="estado" label={f('estado')} {...conGrupo(estadoCampanaChoices, { estados: ESTADOS_CAMPANA_EN_CURSO, name: 'En curso (programada, enviando o en pausa)' })}
    translateChoice={false} emptyText="app.filters.todos" alwaysOn
  />,
];

const ListActions = () => {
  const { canAccess: canCreate } = useCanAccess({ resource: R.egresados.campanas, action: 'create' });
  return <TopToolbar>{canCreate ? <CreateButton label="app.campanas.nueva" /> : null}</TopToolbar>;
};

const fecha = (iso: string | null) => (iso ? new Date(iso).toLocaleString('es-MX', { dateStyle: 'medium', timeStyle: 'short' }) : '');

export const CampanaList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={campanaFilters} actions={<ListActions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false} empty={<CampanaEmpty />}>
      {small ? (
        <SimpleList<Campana>
          primaryText={(record) => record.nombre}
          secondaryText={(record) =>
            `${ESTADOS_CAMPANA[record.estado]} · ${translate('app.campanas.progreso', { enviados: record.enviados.toLocaleString('es-MX'), total: record.total.toLocaleString('es-MX') })}`
          }
          tertiaryText={(record) => fecha(record.programadaPara)}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="nombre" label={f('nombre')} />
          <Column source="plantilla" label={f('plantilla')} disableSort />
          <Column source="estado" label={f('estado')} render={(record) => <EstadoCampanaChip estado={record.estado} />} />
          <DataTable.NumberCol<Campana> source="total" label={f('total')} disableSort />
          <Column source="enviados" label={f('progreso')} disableSort>
            <ProgresoCorto />
          </Column>
          <Column source="programadaPara" label={f('programadaPara')}>
            <DateText source="programadaPara" emptyText="—" />
          </Column>
          <Column source="createdAt" label={f('createdAt')}>
            <DateText source="createdAt" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
