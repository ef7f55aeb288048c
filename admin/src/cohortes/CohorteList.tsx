import { DataTable, List, NumberInput, ReferenceInput, SelectInput, SimpleList, useTranslate } from 'react-admin';
import type { Cohorte } from '../../../shared/schemas/reportes';
import { useIsSmall } from '../common/useIsSmall';
import { R } from '../resourceNames';
import { CohorteEmpty } from './CohorteEmpty';

const Column = DataTable.Col<Cohorte>;
const NumberColumn = DataTable.NumberCol<Cohorte>;
const f = (field: string) => `resources.egresados/cohortes.fields.${field}`;

const cohorteFilters = [
  <ReferenceInput key="programaId" source="programaId" reference={R.egresados.programas} sort={{ field: 'nombre', order: 'ASC' }} perPage={500} alwaysOn>
    <SelectInput label={f('programaId')} optionText="nombre" emptyText="app.filters.todos" />
  </ReferenceInput>,
  <NumberInput key="anioEgreso" source="anioEgreso" label={f('anioEgreso')} step={1} alwaysOn />,
];

export const CohorteList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={cohorteFilters} sort={{ field: 'anioEgreso', order: 'DESC' }} perPage={25} exporter={false} empty={<CohorteEmpty />}>
      {small ? (
        <SimpleList<Cohorte>
          primaryText={(record) => `${record.programa} · ${record.anioEgreso}`}
          secondaryText={(record) =>
            translate('resources.egresados/cohortes.list.registrados_de', {
              registrados: record.registrados.toLocaleString('es-MX'),
              esperados: record.esperados.toLocaleString('es-MX'),
            })
          }
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <Column source="programa" label={f('programa')} />
          <Column source="nivel" label={f('nivel')} />
          <NumberColumn source="anioEgreso" label={f('anioEgreso')} options={{ useGrouping: false }} />
          <NumberColumn source="esperados" label={f('esperados')} />
          <NumberColumn source="registrados" label={f('registrados')} />
        </DataTable>
      )}
    </List>
  );
};
