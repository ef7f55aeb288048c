import { DataTable, List, NumberField, SimpleList, useTranslate } from 'react-admin';
import type { PrestacionSs } from '../../../../shared/schemas/servicio-social';
import { ESTADOS_PRESTACION } from '../../../../shared/servicio-social/valores';
import { searchFilter } from '../../common/filters';
import { useIsSmall } from '../../common/useIsSmall';
import { EstadoChip, estadoKey } from '../comun/EstadoChip';
import { fechaCorta } from '../comun/fechas';
import { estadoFiltro, institucionFiltro, periodoFiltro, programaFiltro } from '../comun/filtros';

const Column = DataTable.Col<PrestacionSs>;
const f = (field: string) => `resources.servicio-social/administracion/prestaciones.fields.${field}`;

const filtros = [
  searchFilter,
  estadoFiltro('prestacion', Object.keys(ESTADOS_PRESTACION), f('estado')),
  institucionFiltro(f('institucion')),
  programaFiltro(f('programa')),
  periodoFiltro(f('periodo')),
];

export const PrestacionList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={filtros} sort={{ field: 'fechaInicio', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<PrestacionSs>
          primaryText={(record) => record.estudiante}
          secondaryText={(record) => `${record.institucion} · ${record.periodo}`}
          tertiaryText={(record) => translate(estadoKey('prestacion', record.estado))}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="estudiante" label={f('estudiante')} render={(p) => `${p.estudiante} (${p.matricula})`} />
          <Column source="institucion" label={f('institucion')} />
          <Column source="programa" label={f('programa')} />
          <Column source="periodo" label={f('periodo')} />
          <Column source="fechaInicio" label={f('fechaInicio')} render={(p) => fechaCorta(p.fechaInicio)} />
          <Column source="horasRequeridas" label={f('horasRequeridas')}>
            <NumberField source="horasRequeridas" />
          </Column>
          <Column source="estado" label={f('estado')}>
            <EstadoChip clase="prestacion" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
