import { Alert } from '@mui/material';
import { Labeled, NumberField, Show, TextField, TopToolbar, useCanAccess, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { ProgramaSs } from '../../../../shared/schemas/servicio-social';
import { HORARIOS, MODALIDADES } from '../../../../shared/servicio-social/valores';
import { DateText } from '../../common/DateText';
import { CarrerasField } from '../comun/carreras';
import { EstadoChip } from '../comun/EstadoChip';
import { EtiquetaField } from '../comun/etiquetas';
import { Ficha, Parrafo, Seccion } from '../comun/Ficha';
import { RevisarButton } from './RevisarButton';

const f = (field: string) => `resources.servicio-social/administracion/programas.fields.${field}`;

const Acciones = () => {
  const resource = useResourceContext() ?? '';
  const record = useRecordContext<ProgramaSs>();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  // A draft is the institution's until it sends it.
  return <TopToolbar>{canAccess && record && record.estado !== 'borrador' ? <RevisarButton /> : null}</TopToolbar>;
};

const Detalle = () => {
  const record = useRecordContext<ProgramaSs>();
  const translate = useTranslate();
  if (!record) return null;
  const apoyo = record.apoyoEconomico
    ? record.apoyoEconomico.toLocaleString('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 })
    : translate('resources.servicio-social/administracion/programas.sin_apoyo');
  return (
    <Ficha titulo={record.nombre} estado={<EstadoChip clase="programa" />}>
      {record.observaciones ? (
        <Alert severity={record.estado === 'rechazado' ? 'error' : 'info'} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {`${translate(f('observaciones'))}: ${record.observaciones}`}
        </Alert>
      ) : null}
      <Seccion>
        <TextField source="institucion" label={f('institucion')} />
        <TextField source="periodo" label={f('periodo')} />
        <Labeled label={f('modalidad')}>
          <EtiquetaField source="modalidad" lista={MODALIDADES} />
        </Labeled>
        <Labeled label={f('horario')}>
          <EtiquetaField source="horario" lista={HORARIOS} />
        </Labeled>
        <TextField source="lugar" label={f('lugar')} />
        <TextField source="responsable" label={f('responsable')} />
        <Labeled label={f('apoyoEconomico')}>
          <Parrafo texto={apoyo} />
        </Labeled>
        <NumberField source="vacantes" label={f('vacantes')} />
      </Seccion>
      <Seccion columnas={1}>
        <Labeled label={f('objetivo')}>
          <Parrafo texto={record.objetivo} />
        </Labeled>
        <Labeled label={f('actividades')}>
          <Parrafo texto={record.actividades} />
        </Labeled>
        <Labeled label={f('carreras')}>
          <CarrerasField />
        </Labeled>
      </Seccion>
      <Seccion>
        <DateText source="enviadoEn" label={f('enviadoEn')} emptyText="—" />
        <DateText source="revisadoEn" label={f('revisadoEn')} emptyText="—" />
      </Seccion>
    </Ficha>
  );
};

export const ProgramaSsShow = () => (
  <Show actions={<Acciones />} component="div">
    <Detalle />
  </Show>
);
