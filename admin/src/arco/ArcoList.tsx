import { BooleanInput, CreateButton, DataTable, FilterButton, List, SelectInput, SimpleList, TextInput, TopToolbar, useCanAccess } from 'react-admin';
import { formatDate } from '../../../shared/formato';
import { DERECHOS, ESTADOS_ARCO } from '../../../shared/schemas/arco';
import { useIsSmall } from '../common/useIsSmall';
import { R } from '../resourceNames';
import { choices } from '../../../shared/egresados/valores';
import { Reloj } from './Reloj';
import type { SolicitudArco } from './types';

const Column = DataTable.Col<SolicitudArco>;

const filtros = [
  <TextInput key="q" source="q" label="Folio, nombre o correo" alwaysOn />,
  <BooleanInput key="enCurso" source="enCurso" label="Solo en curso" alwaysOn />,
  <SelectInput key="estado" source="estado" label="Estado" choices={choices(ESTADOS_ARCO)} />,
  <SelectInput key="derecho" source="derecho" label="Derecho" choices={choices(DERECHOS)} />,
];

/** Requests filed online arrive by themselves; one received in writing is typed in by whoever may take its steps. */
function Acciones() {
  const { canAccess } = useCanAccess({ resource: R.arco, action: 'create' });
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess ? <CreateButton label="Registrar solicitud recibida por escrito" /> : null}
    </TopToolbar>
  );
}

export const ArcoList = () => {
  const small = useIsSmall();
  return (
    <List filters={filtros} actions={<Acciones />} filterDefaultValues={{ enCurso: true }} sort={{ field: 'limite', order: 'ASC' }} perPage={25} exporter={false} title="Solicitudes ARCO">
      {small ? (
        <SimpleList<SolicitudArco>
          primaryText={(s) => `${s.folio} · ${DERECHOS[s.derecho]}`}
          secondaryText={(s) => `${s.nombre} · ${ESTADOS_ARCO[s.estado]}`}
          tertiaryText={(s) => (s.limite ? `Vence ${formatDate(s.limite)}` : '')}
          rowClick="show"
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <Column source="folio" label="Folio" />
          <Column source="derecho" label="Derecho" render={(s) => DERECHOS[s.derecho]} />
          <Column source="nombre" label="Titular" disableSort />
          <Column source="estado" label="Estado" render={(s) => ESTADOS_ARCO[s.estado]} />
          <Column source="recibida" label="Recibida" render={(s) => formatDate(s.recibida)} />
          <Column source="limite" label="Vence" render={(s) => formatDate(s.limite)} />
          <Column source="restantes" label="Plazo restante">
            <Reloj />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
export default ArcoList;
