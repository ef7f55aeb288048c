import { Labeled, NumberField, Show, TextField, useRecordContext } from 'react-admin';
import type { VacanteSs } from '../../../../shared/schemas/servicio-social';
import { HORARIOS } from '../../../../shared/servicio-social/valores';
import { DateText } from '../../common/DateText';
import { CarrerasField } from '../comun/carreras';
import { EstadoChip } from '../comun/EstadoChip';
import { EtiquetaField } from '../comun/etiquetas';
import { fechaCorta } from '../comun/fechas';
import { Ficha, Parrafo, Seccion } from '../comun/Ficha';

const f = (field: string) => `resources.servicio-social/administracion/vacantes.fields.${field}`;

const Detalle = () => {
  const record = useRecordContext<VacanteSs>();
  if (!record) return null;
  return (
    <Ficha titulo={record.titulo} estado={<EstadoChip clase="vacante" />}>
      <Seccion>
        <TextField source="institucion" label={f('institucion')} />
        <TextField source="programa" label={f('programa')} />
        <NumberField source="cupo" label={f('cupo')} />
        <NumberField source="ocupados" label={f('ocupados')} />
        <NumberField source="lugaresDisponibles" label={f('lugaresDisponibles')} />
        <NumberField source="solicitudesPendientes" label={f('solicitudesPendientes')} />
        <Labeled label={f('publicacionDesde')}>
          <Parrafo texto={fechaCorta(record.publicacionDesde)} />
        </Labeled>
        <Labeled label={f('publicacionHasta')}>
          <Parrafo texto={fechaCorta(record.publicacionHasta)} />
        </Labeled>
        <Labeled label={f('horario')}>
          <EtiquetaField source="horario" lista={HORARIOS} />
        </Labeled>
        <DateText source="createdAt" label={f('createdAt')} />
      </Seccion>
      <Seccion columnas={1}>
        <Labeled label={f('descripcion')}>
          <Parrafo texto={record.descripcion} />
        </Labeled>
        <Labeled label={f('carreras')}>
          <CarrerasField />
        </Labeled>
      </Seccion>
    </Ficha>
  );
};

export const VacanteShow = () => (
  <Show component="div">
    <Detalle />
  </Show>
);
