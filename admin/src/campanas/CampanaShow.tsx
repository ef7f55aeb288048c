import { Box, Divider, Stack, Typography } from '@mui/material';
import { EditButton, Labeled, Show, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { Campana } from '../../../shared/schemas/campanas';
import { DateText } from '../common/DateText';
import { R } from '../resourceNames';
import { AccionesCampana } from './AccionesCampana';
import { f } from './CampanaInputs';
import { DestinatariosTabla } from './DestinatariosTabla';
import { EN_CURSO, EstadoCampanaChip } from './estados';
import { FiltroResumen } from './FiltroResumen';
import { ProgresoDetalle } from './ProgresoDetalle';

const REFRESCO_MS = 3000;

// The worker moves the numbers: poll while the campaign may still change, stop once it is final.
const refetchInterval = (query: { state: { data?: Campana } }) => (query.state.data && EN_CURSO.includes(query.state.data.estado) ? REFRESCO_MS : false);

const ShowActions = () => {
  const record = useRecordContext<Campana>();
  const { canAccess: canEdit } = useCanAccess({ resource: R.egresados.campanas, action: 'edit' });
  if (!record || !canEdit) return <TopToolbar />;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {record.estado === 'borrador' ? <EditButton /> : null}
      <AccionesCampana />
    </TopToolbar>
  );
};

const Encabezado = () => {
  const record = useRecordContext<Campana>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {record.nombre}
        </Typography>
        <EstadoCampanaChip estado={record.estado} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 4, flexWrap: 'wrap' }}>
        <Labeled label={f('plantilla')}>
          <Typography variant="body2">{record.plantilla ?? '—'}</Typography>
        </Labeled>
        <Labeled label={f('programadaPara')}>
          <DateText source="programadaPara" emptyText="—" />
        </Labeled>
        <Labeled label={f('iniciadaEn')}>
          <DateText source="iniciadaEn" emptyText="—" />
        </Labeled>
        <Labeled label={f('terminadaEn')}>
          <DateText source="terminadaEn" emptyText="—" />
        </Labeled>
      </Stack>
      <Box>
        <Typography component="h2" variant="h6">
          {translate('app.campanas.detalle.audiencia')}
        </Typography>
        <FiltroResumen filtro={record.filtro} />
      </Box>
    </Stack>
  );
};

export const CampanaShow = () => (
  <Show actions={<ShowActions />} queryOptions={{ refetchInterval }}>
    <Stack spacing={3} sx={{ p: { xs: 2, sm: 3 } }}>
      <Encabezado />
      <Divider />
      <ProgresoDetalle />
      <Divider />
      <Box>
        <DestinatariosTabla />
      </Box>
    </Stack>
  </Show>
);
