import { DataTable, List, NumberField, SimpleList, useTranslate } from 'react-admin';
import type { VacanteSs } from '../../../../shared/schemas/servicio-social';
import { ESTADOS_VACANTE } from '../../../../shared/servicio-social/valores';
import { searchFilter } from '../../common/filters';
import { useIsSmall } from '../../common/useIsSmall';
import { EstadoChip, estadoKey } from '../comun/EstadoChip';
import { fechaCorta } from '../comun/fechas';
import { estadoFiltro, institucionFiltro, programaFiltro } from '../comun/filtros';

const Column = DataTable.Col<VacanteSs>;
const f = (field: string) => `resources.servicio-social/administracion/vacantes.fields.${field}`;

const filtros = [searchFilter, estadoFiltro('vacante', Object.keys(ESTADOS_VACANTE), f('estado')), institucionFiltro(f('institucion')), programaFiltro(f('programa'))];

export const VacanteList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={filtros} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<VacanteSs>
          primaryText={(record) => record.titulo}
          secondaryText={(record) => `${record.institucion} · ${record.programa}`}
          tertiaryText={(record) => `${translate(estadoKey('vacante', record.estado))} · ${record.lugaresDisponibles}/${record.cupo}`}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="titulo" label={f('titulo')} />
          <Column source="institucion" label={f('institucion')} />
          <Column source="programa" label={f('programa')} />
          <Column source="cupo" label={f('cupo')}>
            <NumberField source="cupo" />
          </Column>
          <Column source="lugaresDisponibles" label={f('lugaresDisponibles')}>
            <NumberField source="lugaresDisponibles" />
          </Column>
          <Column source="publicacionHasta" label={f('publicacionHasta')} render={(v) => fechaCorta(v.publicacionHasta)} />
          <Column source="estado" label={f('estado')}>
            <EstadoChip clase="vacante" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
