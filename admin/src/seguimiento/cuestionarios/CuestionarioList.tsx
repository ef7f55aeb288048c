import { CreateButton, DataTable, List, SelectInput, SimpleList, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import type { Cuestionario } from '../../../../shared/schemas/seguimiento';
import { DateText } from '../../common/DateText';
import { useIsSmall } from '../../common/useIsSmall';
import { R } from '../../resourceNames';
import { fc, tipoChoices, ts } from '../textos';

const Column = DataTable.Col<Cuestionario>;
const filtros = [<SelectInput key="tipo" source="tipo" label={fc('tipo')} choices={tipoChoices} emptyText="app.filters.todos" alwaysOn />];

const Acciones = () => {
  const { canAccess } = useCanAccess({ resource: R.egresados.cuestionarios, action: 'edit' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
};

export const CuestionarioList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={filtros} actions={<Acciones />} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<Cuestionario>
          primaryText={(r) => r.nombre}
          secondaryText={(r) => `${translate(ts(`tipos.${r.tipo}`))} · ${translate(ts('version'), { version: r.version })} · ${r.respuestas} ${translate(fc('respuestas')).toLowerCase()}`}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="nombre" label={fc('nombre')} />
          <Column source="tipo" label={fc('tipo')} render={(r) => translate(ts(`tipos.${r.tipo}`))} />
          <DataTable.NumberCol<Cuestionario> source="version" label={fc('version')} />
          <DataTable.NumberCol<Cuestionario> source="respuestas" label={fc('respuestas')} disableSort />
          <Column source="updatedAt" label={fc('updatedAt')}>
            <DateText source="updatedAt" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
