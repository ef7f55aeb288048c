import { CreateButton, DataTable, List, SimpleList, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import type { Aplicacion } from '../../../../shared/schemas/seguimiento';
import { DateText } from '../../common/DateText';
import { useIsSmall } from '../../common/useIsSmall';
import { R } from '../../resourceNames';
import { fa } from '../textos';
import { EstadoAplicacion } from './EstadoAplicacion';

const Column = DataTable.Col<Aplicacion>;

const Acciones = () => {
  const { canAccess } = useCanAccess({ resource: R.egresados.aplicaciones, action: 'edit' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
};

export const AplicacionList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List actions={<Acciones />} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<Aplicacion>
          primaryText={(r) => r.nombre}
          secondaryText={(r) => `${translate(fa('respuestas'))}: ${r.respuestas} / ${r.poblacion}`}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="nombre" label={fa('nombre')} />
          <Column source="cuestionario" label={fa('cuestionario')} disableSort />
          <Column source="cierre" label={fa('estado')} disableSort render={(r) => <EstadoAplicacion aplicacion={r} />} />
          <Column source="apertura" label={fa('apertura')}>
            <DateText source="apertura" showTime />
          </Column>
          <Column source="cierre" label={fa('cierre')}>
            <DateText source="cierre" showTime />
          </Column>
          <DataTable.NumberCol<Aplicacion> source="poblacion" label={fa('poblacion')} disableSort />
          <DataTable.NumberCol<Aplicacion> source="invitados" label={fa('invitados')} disableSort />
          <DataTable.NumberCol<Aplicacion> source="respuestas" label={fa('respuestas')} disableSort />
        </DataTable>
      )}
    </List>
  );
};
