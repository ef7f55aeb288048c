import { AvisoBloqueado } from '../../common/AvisoBloqueado';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Avatar, Box, Typography } from '@mui/material';
import { useState } from 'react';
import { BooleanField, Button, Labeled, NumberField, Show, TextField, TopToolbar, useCanAccess, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { EstudianteSs } from '../../../../shared/schemas/servicio-social';
import { tamanoLegible } from '../../cargamasiva/ArchivoPaso';
import { descargarConSesion } from '../../cargamasiva/descargas';
import { DateText } from '../../common/DateText';
import { ElegibilidadChip } from '../comun/EstadoChip';
import { Ficha, Parrafo, Seccion } from '../comun/Ficha';
import { ElegibilidadButton } from './ElegibilidadButton';

const R = 'resources.servicio-social/administracion/estudiantes';
const f = (field: string) => `${R}.fields.${field}`;

const nombreDe = (e: EstudianteSs) => [e.nombre, e.apellidoPaterno, e.apellidoMaterno].filter(Boolean).join(' ');

/** The PDF comes from the API behind the session's token (a plain link would carry none). */
const DescargarCv = () => {
  const record = useRecordContext<EstudianteSs>();
  const notify = useNotify();
  const translate = useTranslate();
  const [descargando, setDescargando] = useState(false);
  if (!record?.cv) return null;
  const descargar = async () => {
    setDescargando(true);
    try {
      await descargarConSesion(`/api/servicio-social/estudiantes/${record.id}/cv`, record.cv?.nombre ?? 'cv.pdf');
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : `${R}.cv.error`, { type: 'error' });
    } finally {
      setDescargando(false);
    }
  };
  return (
    <Button label={`${R}.cv.descargar`} aria-label={translate(`${R}.cv.descargar_de`, { nombre: nombreDe(record) })} onClick={() => void descargar()} disabled={descargando}>
      <DownloadIcon />
    </Button>
  );
};

const Acciones = () => {
  const resource = useResourceContext() ?? '';
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  return (
    <TopToolbar>
      <DescargarCv />
      {canAccess ? <ElegibilidadButton /> : null}
    </TopToolbar>
  );
};

const Cv = () => {
  const record = useRecordContext<EstudianteSs>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      <Typography variant="body2">
        {record.cv
          ? translate(`${R}.cv.archivo`, { nombre: record.cv.nombre, tamano: tamanoLegible(record.cv.bytes), fecha: new Date(record.cv.subidoEn).toLocaleDateString('es-MX', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'America/Mexico_City' }) })
          : translate(`${R}.cv.sin_cv`)}
      </Typography>
      <DescargarCv />
    </Box>
  );
};

const Detalle = () => {
  const record = useRecordContext<EstudianteSs>();
  const translate = useTranslate();
  if (!record) return null;
  const nombre = nombreDe(record);
  // The photo URL is signed and short-lived: it loads without the session header.
  const titulo = (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
      {record.fotoUrl ? <Avatar src={record.fotoUrl.replace('/_ipx/_/', '/_ipx/w_96,h_96,fit_cover/')} alt={translate(`${R}.foto`, { nombre })} sx={{ width: 48, height: 48 }} /> : null}
      {nombre}
    </Box>
  );
  return (
    <Ficha titulo={titulo} estado={<ElegibilidadChip />}>
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
        <Labeled label={f('cv')}>
          <Cv />
        </Labeled>
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
    <AvisoBloqueado />
    <Detalle />
  </Show>
);
