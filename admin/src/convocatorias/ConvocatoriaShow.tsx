import { Box, Link, Typography } from '@mui/material';
import { EditButton, FunctionField, Labeled, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { Convocatoria } from '../../../shared/schemas/postulaciones';
import { BasesButton, CopiarConvocatoriaButton, EstadoConvocatoriaButtons, PublicarResultadosButton } from './ConvocatoriaAcciones';
import { EstadoConvocatoriaChip } from './EstadoConvocatoriaChip';
import { fechaMx } from './fechas';

const Acciones = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <EstadoConvocatoriaButtons />
    <PublicarResultadosButton />
    <BasesButton />
    <CopiarConvocatoriaButton />
    <EditButton />
  </TopToolbar>
);

const Bases = () => {
  const r = useRecordContext<Convocatoria>();
  const translate = useTranslate();
  if (!r?.bases) return <Typography>—</Typography>;
  return (
    <Link href={`/api/postulaciones/convocatoria/${r.id}/bases`} target="_blank" rel="noopener">
      {translate('app.postulaciones.convocatoria.bases_ver')}: {r.bases.nombre}
    </Link>
  );
};

const Descripcion = () => {
  const r = useRecordContext<Convocatoria>();
  // Sanitized by the server when saved.
  return <Box sx={{ '& p': { my: 0.5 } }} dangerouslySetInnerHTML={{ __html: r?.descripcion || '—' }} />;
};

export const ConvocatoriaShow = () => (
  <Show actions={<Acciones />}>
    <SimpleShowLayout>
      <TextField source="nombre" />
      <FunctionField<Convocatoria> source="estado" render={(r) => <EstadoConvocatoriaChip estado={r.estado} />} />
      <Labeled source="descripcion">
        <Descripcion />
      </Labeled>
      <FunctionField<Convocatoria> source="apertura" render={(r) => fechaMx(r.apertura)} />
      <FunctionField<Convocatoria> source="cierre" render={(r) => fechaMx(r.cierre)} />
      <FunctionField<Convocatoria> source="publicacionResultados" render={(r) => fechaMx(r.publicacionResultados)} />
      <TextField source="prefijo" />
      <NumberField source="anio" options={{ useGrouping: false }} />
      <Labeled source="bases">
        <Bases />
      </Labeled>
      <NumberField source="categorias" />
      <NumberField source="postulaciones" />
      <FunctionField<Convocatoria> source="normalizar" render={(r) => (r.normalizar ? 'Sí' : 'No')} />
      <FunctionField<Convocatoria> source="resultadosPublicadosEn" render={(r) => fechaMx(r.resultadosPublicadosEn)} />
    </SimpleShowLayout>
  </Show>
);
