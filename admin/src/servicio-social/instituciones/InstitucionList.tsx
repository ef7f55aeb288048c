import { DataTable, List, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { ESTADOS_INSTITUCION, TIPOS_INSTITUCION } from '../../../../shared/servicio-social/valores';
import { DateText } from '../../common/DateText';
import { searchFilter } from '../../common/filters';
import { useIsSmall } from '../../common/useIsSmall';
import { EstadoChip, estadoChoices, estadoKey } from '../comun/EstadoChip';
import { choicesDe, EtiquetaField } from '../comun/etiquetas';
import type { InstitucionSs } from '../../../../shared/schemas/servicio-social';

const Column = DataTable.Col<InstitucionSs>;
const f = (field: string) => `resources.servicio-social/administracion/instituciones.fields.${field}`;

const filtros = [
  searchFilter,
  <SelectInput key="estado" source="estado" label={f('estado')} choices={estadoChoices('institucion', Object.keys(ESTADOS_INSTITUCION))} emptyText="app.servicio_social.filtros.todos" alwaysOn />,
  <SelectInput key="tipo" source="tipo" label={f('tipo')} choices={choicesDe(TIPOS_INSTITUCION)} translateChoice={false} emptyText="app.servicio_social.filtros.todos" />,
];

/** The validation queue: pending institutions first, oldest registration first. */
export const InstitucionList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={filtros} filterDefaultValues={{ estado: 'pendiente' }} sort={{ field: 'createdAt', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<InstitucionSs>
          primaryText={(record) => record.razonSocial}
          secondaryText={(record) => `${record.rfc} · ${TIPOS_INSTITUCION[record.tipo] ?? record.tipo}`}
          tertiaryText={(record) => translate(estadoKey('institucion', record.estado))}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column source="razonSocial" label={f('razonSocial')} />
          <Column source="rfc" label={f('rfc')} />
          <Column source="tipo" label={f('tipo')}>
            <EtiquetaField source="tipo" lista={TIPOS_INSTITUCION} />
          </Column>
          <Column source="responsable.nombre" label={f('responsableNombre')} disableSort />
          <Column source="estado" label={f('estado')}>
            <EstadoChip clase="institucion" />
          </Column>
          <Column source="createdAt" label={f('createdAt')}>
            <DateText source="createdAt" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
