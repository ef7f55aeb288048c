import SendIcon from '@mui/icons-material/Send';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Divider, Stack, Typography } from '@mui/material';
import { EditButton, Labeled, Show, TextField, TopToolbar, useCanAccess, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Aplicacion } from '../../../../shared/schemas/seguimiento';
import { ConfirmActionButton } from '../../common/ConfirmActionButton';
import { DateText } from '../../common/DateText';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { R } from '../../resourceNames';
import { fa, ts } from '../textos';
import { AvanceTabla } from './AvanceTabla';
import { EmpleadoresCsvButton } from './EmpleadoresCsv';
import { EstadoAplicacion } from './EstadoAplicacion';
import { IndicadoresTabla } from './IndicadoresTabla';
import { SinCorreoLista } from './SinCorreoLista';

const Acciones = () => {
  const a = useRecordContext<Aplicacion>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const { canAccess: editar } = useCanAccess({ resource: R.egresados.aplicaciones, action: 'edit' });
  const { canAccess: enviar } = useCanAccess({ resource: R.egresados.aplicaciones, action: 'enviar' });
  if (!a) return null;
  return (
    // Four actions do not fit a phone's row: they wrap instead of pushing the page sideways.
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {editar ? <EditButton /> : null}
      {enviar && !a.cerrada ? (
        <ConfirmActionButton
          label={ts('enviar.label')}
          title={ts('enviar.title')}
          content={ts('enviar.content')}
          done={ts('enviar.done')}
          icon={<SendIcon />}
          values={{ nombre: a.nombre, poblacion: a.poblacion }}
          action={() => dataProvider.enviarAplicacion(a.id)}
          onDone={refresh}
        />
      ) : null}
      {enviar && a.enviadaEn && !a.cerrada && a.recordatorios.enviados < a.recordatorios.maximo ? (
        <ConfirmActionButton
          label={ts('recordar.label')}
          title={ts('recordar.title')}
          content={ts('recordar.content')}
          done={ts('recordar.done')}
          icon={<NotificationsActiveIcon />}
          values={{ nombre: a.nombre, ronda: a.recordatorios.enviados + 1, maximo: a.recordatorios.maximo }}
          action={() => dataProvider.recordarAplicacion(a.id)}
          onDone={refresh}
        />
      ) : null}
      {enviar && !a.cerrada && a.tipo === 'egresados' ? <EmpleadoresCsvButton aplicacion={a} /> : null}
    </TopToolbar>
  );
};

const Contenido = () => {
  const a = useRecordContext<Aplicacion>();
  const translate = useTranslate();
  if (!a) return null;
  return (
    <Stack spacing={3} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h5">{a.nombre}</Typography>
        <EstadoAplicacion aplicacion={a} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Labeled label={fa('cuestionario')}><TextField source="cuestionario" /></Labeled>
        <Labeled label={fa('apertura')}><DateText source="apertura" /></Labeled>
        <Labeled label={fa('cierre')}><DateText source="cierre" /></Labeled>
        <Labeled label={fa('poblacion')}><TextField source="poblacion" /></Labeled>
        <Labeled label={fa('invitados')}><TextField source="invitados" /></Labeled>
        <Labeled label={fa('respuestas')}><TextField source="respuestas" /></Labeled>
        <Labeled label={fa('recordatorios.cadaDias')}><Typography>{`${a.recordatorios.cadaDias} · ${a.recordatorios.enviados}/${a.recordatorios.maximo}`}</Typography></Labeled>
        {a.mesesDesdeEgreso ? <Labeled label={fa('mesesDesdeEgreso')}><Typography>{translate(ts(`presets.${a.mesesDesdeEgreso}`), { _: `${a.mesesDesdeEgreso}` })}</Typography></Labeled> : null}
      </Stack>
      <Divider />
      <AvanceTabla aplicacion={a} />
      <Divider />
      <IndicadoresTabla aplicacion={a} />
      <Divider />
      <SinCorreoLista aplicacion={a} />
    </Stack>
  );
};

export const AplicacionShow = () => (
  <Show actions={<Acciones />}>
    <Contenido />
  </Show>
);
