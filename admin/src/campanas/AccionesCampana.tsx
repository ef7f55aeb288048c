import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ACCIONES_CAMPANA, type AccionCampana, type Audiencia, type Campana } from '../../../shared/schemas/campanas';
import type { AdminDataProvider } from '../providers/dataProvider';

const ORDEN: AccionCampana[] = ['enviar', 'pausar', 'reanudar', 'reintentar', 'cancelar'];
// Sending, retrying and cancelling cannot be taken back: they ask first.
const CONFIRMAR: Partial<Record<AccionCampana, true>> = { enviar: true, reintentar: true, cancelar: true };
const numero = (n: number) => n.toLocaleString('es-MX');

/** The actions the campaign's state allows, each calling the API and refreshing the page. */
export const AccionesCampana = () => {
  const record = useRecordContext<Campana>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [pendiente, setPendiente] = useState<AccionCampana | null>(null);
  const [audiencia, setAudiencia] = useState<Audiencia | null>(null);
  const [enCurso, setEnCurso] = useState(false);
  if (!record) return null;

  const permitidas = ORDEN.filter(
    (accion) => (ACCIONES_CAMPANA[accion] as readonly string[]).includes(record.estado) && (accion !== 'reintentar' || record.fallidos > 0),
  );

  const ejecutar = async (accion: AccionCampana) => {
    setEnCurso(true);
    try {
      await dataProvider.accionCampana(record.id, accion);
      notify(`app.campanas.acciones.hecho.${accion}`, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setEnCurso(false);
      setPendiente(null);
      refresh();
    }
  };

  const pedir = (accion: AccionCampana) => {
    if (!CONFIRMAR[accion]) return void ejecutar(accion);
    setPendiente(accion);
    if (accion === 'enviar') {
      setAudiencia(null);
      dataProvider.getAudiencia(record.filtro).then(setAudiencia, () => setAudiencia(null));
    }
  };

  const contenido = () => {
    if (pendiente === 'cancelar') return translate('app.campanas.acciones.cancelar_cuerpo');
    if (pendiente === 'reintentar') return translate('app.campanas.acciones.reintentar_cuerpo', { smart_count: record.fallidos, n: numero(record.fallidos) });
    if (!audiencia) return translate('app.campanas.form.calculando');
    const n = { smart_count: audiencia.destinatarios, n: numero(audiencia.destinatarios) };
    const cuando = record.programadaPara
      ? translate('app.campanas.acciones.enviar_programada', { ...n, fecha: new Date(record.programadaPara).toLocaleString('es-MX', { dateStyle: 'long', timeStyle: 'short' }) })
      : translate('app.campanas.acciones.enviar_ahora', n);
    const bajas = audiencia.bajas ? ` ${translate('app.campanas.acciones.enviar_bajas', { smart_count: audiencia.bajas, n: numero(audiencia.bajas) })}` : '';
    return `${cuando}${bajas}`;
  };

  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {permitidas.map((accion) => (
        <Button
          key={accion}
          size="small"
          variant={accion === 'enviar' ? 'contained' : 'outlined'}
          color={accion === 'cancelar' ? 'error' : 'primary'}
          disabled={enCurso}
          onClick={() => pedir(accion)}
        >
          {translate(`app.campanas.acciones.${accion}`)}
        </Button>
      ))}
      <Confirm
        isOpen={pendiente !== null}
        loading={enCurso || (pendiente === 'enviar' && !audiencia)}
        title={`app.campanas.acciones.${pendiente === 'cancelar' || pendiente === 'reintentar' ? pendiente : 'enviar'}_titulo`}
        titleTranslateOptions={{ nombre: record.nombre }}
        content={contenido()}
        confirm={`app.campanas.acciones.${pendiente ?? 'enviar'}`}
        confirmColor={pendiente === 'cancelar' ? 'warning' : 'primary'}
        cancel="ra.action.close"
        onConfirm={() => pendiente && ejecutar(pendiente)}
        onClose={() => setPendiente(null)}
      />
    </Stack>
  );
};
