import { Alert } from '@mui/material';
import { BooleanField, Labeled, NumberField, Show, TextField, TopToolbar, useCanAccess, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { EstudianteSs } from '../../../../shared/schemas/servicio-social';
import { DateText } from '../../common/DateText';
import { ElegibilidadChip } from '../comun/EstadoChip';
import { Ficha, Parrafo, Seccion } from '../comun/Ficha';
import { ElegibilidadButton } from './ElegibilidadButton';

const R = 'resources.servicio-social/administracion/estudiantes';
const f = (field: string) => `${R}.fields.${field}`;

const Acciones = () => {
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  return <TopToolbar>{canAccess ? <ElegibilidadButton /> : null}</TopToolbar>;
};

const Detalle = () => {
  const record = useRecordContext<EstudianteSs>();
  const translate = useTranslate();
  if (!record) return null;
  const nombre = [record.nombre, record.apellidoPaterno, record.apellidoMaterno].filter(Boolean).join(' ');
  return (
    <Ficha titulo={nombre} estado={<ElegibilidadChip />}>
      {record.elegible === false && record.elegibilidadMotivo ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {`${translate(f('elegibilidadMotivo'))}: ${record.elegibilidadMotivo}`}
        </Alert>
      ) : null}
      <Seccion titulo={`${R}.secciones.datos`}>
        <TextField source="matricula" label={f('matricula')} />
        <TextField source="curp" label={f('curp')} />
        <TextField source="correo" label={f('correo')} />
        <BooleanField source="correoVerificado" label={f('correoVerificado')} />
        <TextField source="telefono" label={f('telefono')} />
        <Labeled label={f('presentacion')}>
          <Parrafo texto={record.presentacion} />
        </Labeled>
      </Seccion>
      <Seccion titulo={`${R}.secciones.academicos`}>
        <TextField source="programa" label={f('programa')} />
        <TextField source="nivel" label={f('nivel')} />
        <NumberField source="semestre" label={f('semestre')} />
        <NumberField source="creditos" label={f('creditos')} />
      </Seccion>
      <Seccion titulo={`${R}.secciones.elegibilidad`}>
        <NumberField source="solicitudesPendientes" label={f('solicitudesPendientes')} />
        <BooleanField source="enServicio" label={f('enServicio')} />
        <DateText source="createdAt" label={f('createdAt')} />
      </Seccion>
    </Ficha>
  );
};

export const EstudianteShow = () => (
  <Show actions={<Acciones />} component="div">
    <Detalle />
  </Show>
);
