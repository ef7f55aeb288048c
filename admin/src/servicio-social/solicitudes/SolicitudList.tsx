import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import type { SolicitudSs } from '../../../../shared/schemas/servicio-social';
import { ESTADOS_SOLICITUD } from '../../../../shared/servicio-social/valores';
import { DateText } from '../../common/DateText';
import { searchFilter } from '../../common/filters';
import { useIsSmall } from '../../common/useIsSmall';
import { EstadoChip, estadoKey } from '../comun/EstadoChip';
import { estadoFiltro, institucionFiltro, periodoFiltro, programaFiltro } from '../comun/filtros';

const Column = DataTable.Col<SolicitudSs>;
const f = (field: string) => `resources.servicio-social/administracion/solicitudes.fields.${field}`;

const filtros = [
  searchFilter,
  estadoFiltro('solicitud', Object.keys(ESTADOS_SOLICITUD), f('estado')),
  institucionFiltro(f('institucion')),
  programaFiltro(f('programa')),
  periodoFiltro(f('periodo')),
];

/** Read-only for staff: institutions decide on applications. */
export const SolicitudList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={filtros} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<SolicitudSs>
          primaryText={(record) => record.estudiante.nombreCompleto}
          secondaryText={(record) => `${record.vacante} · ${record.institucion}`}
          tertiaryText={(record) => translate(estadoKey('solicitud', record.estado))}
          linkType={false}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <Column source="estudiante" label={f('estudiante')} disableSort render={(s) => `${s.estudiante.nombreCompleto} (${s.estudiante.matricula})`} />
          <Column source="vacante" label={f('vacante')} />
          <Column source="programa" label={f('programa')} />
          <Column source="institucion" label={f('institucion')} />
          <Column source="estado" label={f('estado')}>
            <EstadoChip clase="solicitud" />
          </Column>
          <Column source="createdAt" label={f('createdAt')}>
            <DateText source="createdAt" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
