import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import type { ProgramaSs } from '../../../../shared/schemas/servicio-social';
import { ESTADOS_PROGRAMA, MODALIDADES } from '../../../../shared/servicio-social/valores';
import { DateText } from '../../common/DateText';
import { searchFilter } from '../../common/filters';
import { useIsSmall } from '../../common/useIsSmall';
import { EstadoChip, estadoKey } from '../comun/EstadoChip';
import { EtiquetaField } from '../comun/etiquetas';
import { estadoFiltro, institucionFiltro, periodoFiltro } from '../comun/filtros';

const Column = DataTable.Col<ProgramaSs>;
const f = (field: string) => `resources.servicio-social/administracion/programas.fields.${field}`;

const filtros = [
  searchFilter,
  estadoFiltro('programa', Object.keys(ESTADOS_PROGRAMA), f('estado')),
  institucionFiltro(f('institucion')),
  periodoFiltro(f('periodo')),
];

/** Programs to review first (sent, oldest first); any state by the filter. */
export const ProgramaSsList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={filtros} filterDefaultValues={{ estado: 'enviado' }} sort={{ field: 'enviadoEn', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<ProgramaSs>
          primaryText={(record) => record.nombre}
          secondaryText={(record) => `${record.institucion} · ${record.periodo}`}
          tertiaryText={(record) => translate(estadoKey('programa', record.estado))}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="nombre" label={f('nombre')} />
          <Column source="institucion" label={f('institucion')} />
          <Column source="periodo" label={f('periodo')} />
          <Column source="modalidad" label={f('modalidad')}>
            <EtiquetaField source="modalidad" lista={MODALIDADES} />
          </Column>
          <Column source="estado" label={f('estado')}>
            <EstadoChip clase="programa" />
          </Column>
          <Column source="enviadoEn" label={f('enviadoEn')}>
            <DateText source="enviadoEn" emptyText="—" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
