import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate, type HttpError } from 'react-admin';
import type { EvaluacionDetalle } from '../../../shared/schemas/postulaciones';
import type { AdminDataProvider } from '../providers/dataProvider';
import { MotivoDialog } from './MotivoDialog';
import { OrdenRonda } from './OrdenRonda';

const t = (key: string) => `app.postulaciones.evaluar.${key}`;

/**
 * A jurado's assignment, by the round's mode: scores per criterion (puntaje) or a sí/no vote, with a comment, saved as a
 * draft and then submitted (locked); a ranking round is ordered as a whole. The jurado may abstain or declare a conflict.
 */
export const CalificacionForm = ({ evaluacion }: { evaluacion: EvaluacionDetalle }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [puntajes, setPuntajes] = useState<Record<string, string>>(() =>
    Object.fromEntries(evaluacion.criterios.map((c) => [c.id, evaluacion.puntajes[c.id] == null ? '' : String(evaluacion.puntajes[c.id])])),
  );
  const [comentario, setComentario] = useState(evaluacion.comentario);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [voto, setVoto] = useState<'si' | 'no' | null>(evaluacion.voto);
  const [dialogo, setDialogo] = useState<'conflicto' | 'abstenerse' | null>(null);
  const [confirmar, setConfirmar] = useState(false);
  const bloqueada = evaluacion.estado !== 'pendiente' && evaluacion.estado !== 'borrador';
  // The form is not remounted when the record refreshes, so a saved draft keeps the focus on «Guardar borrador». A
  // submission removes the buttons: the focus goes to the notice that replaces them.
  const enviadaRef = useRef<HTMLDivElement>(null);
  const [recienEnviada, setRecienEnviada] = useState(false);
  useEffect(() => {
    if (recienEnviada && evaluacion.estado === 'enviada') enviadaRef.current?.focus();
  }, [recienEnviada, evaluacion.estado]);

  const datos = () =>
    evaluacion.modo === 'si_no'
      ? { comentario, ...(voto ? { voto } : {}) }
      : { puntajes: Object.fromEntries(Object.entries(puntajes).filter(([, v]) => v !== '').map(([k, v]) => [k, Number(v)])), comentario };
  const ponderada = evaluacion.criterios.every((c) => puntajes[c.id] !== '')
    ? evaluacion.criterios.reduce((s, c) => s + (Number(puntajes[c.id]) * c.peso) / 100, 0)
    : null;

  const ejecutar = async (accion: 'guardar' | 'enviar') => {
    setError(null);
    setErrores({});
    try {
      if (accion === 'guardar') await dataProvider.guardarEvaluacion(evaluacion.id, datos());
      else await dataProvider.enviarEvaluacion(evaluacion.id, datos());
      notify(accion === 'guardar' ? t('guardada') : t('enviada'), { type: 'success' });
      if (accion === 'enviar') setRecienEnviada(true);
      refresh();
    } catch (e) {
      const http = e as HttpError;
      setErrores((http.body as { errors?: Record<string, string> })?.errors ?? {});
      setError(http.message);
    }
  };

  const conMotivo = (accion: 'conflicto' | 'abstenerse') => async (motivo: string) => {
    if (accion === 'conflicto') await dataProvider.declararConflicto(evaluacion.id, { motivo });
    else await dataProvider.abstenerse(evaluacion.id, motivo);
    notify(accion === 'conflicto' ? t('conflicto_ok') : t('abstenida_ok'), { type: 'info' });
    setDialogo(null);
    refresh();
  };

  if (evaluacion.estado === 'recusada') return <Alert severity="info">{translate(t('recusada'))}</Alert>;
  if (evaluacion.estado === 'abstenida') return <Alert severity="info">{translate(t('abstenida'), { motivo: evaluacion.abstencionMotivo ?? '' })}</Alert>;

  return (
    <Stack component="form" spacing={2} aria-label="Calificación" onSubmit={(e) => e.preventDefault()}>
      {evaluacion.estado === 'enviada' && (
        <Alert ref={enviadaRef} tabIndex={-1} severity="success">{translate(t('bloqueada'), { fecha: evaluacion.enviadaEn ? new Date(evaluacion.enviadaEn).toLocaleString('es-MX', { timeZone: 'America/Mexico_City' }) : '' })}</Alert>
      )}
      {evaluacion.modo === 'ranking' && <OrdenRonda evaluacion={evaluacion} />}
      {evaluacion.modo === 'si_no' && (
        <div>
          <FormLabel id="voto-etiqueta">{translate(t('voto'))}</FormLabel>
          <RadioGroup row aria-labelledby="voto-etiqueta" value={voto ?? ''} onChange={(e) => setVoto(e.target.value as 'si' | 'no')}>
            <FormControlLabel value="si" control={<Radio />} label={translate(t('si'))} disabled={bloqueada} />
            <FormControlLabel value="no" control={<Radio />} label={translate(t('no'))} disabled={bloqueada} />
          </RadioGroup>
          {errores.voto && <Typography color="error" variant="body2">{errores.voto}</Typography>}
        </div>
      )}
      {evaluacion.modo === 'puntaje' && evaluacion.criterios.map((c) => (
        <Box key={c.id}>
          <TextField
            type="number"
            label={translate(t('criterio'), { nombre: c.nombre, peso: c.peso })}
            value={puntajes[c.id]}
            onChange={(e) => setPuntajes((p) => ({ ...p, [c.id]: e.target.value }))}
            disabled={bloqueada}
            error={!!errores[`puntajes.${c.id}`]}
            helperText={errores[`puntajes.${c.id}`] ?? `${c.descripcion ? `${c.descripcion} · ` : ''}${translate(t('escala'), { min: evaluacion.escalaMin, max: evaluacion.escalaMax })}`}
            slotProps={{ htmlInput: { min: evaluacion.escalaMin, max: evaluacion.escalaMax, step: 0.5 } }}
            sx={{ width: { xs: '100%', sm: 360 } }}
          />
        </Box>
      ))}
      {evaluacion.modo === 'puntaje' && <Typography aria-live="polite">{ponderada == null ? '' : translate(t('ponderada'), { valor: ponderada.toFixed(2) })}</Typography>}
      {evaluacion.modo !== 'ranking' && (
        <>
          <TextField label={translate(t('comentario'))} value={comentario} onChange={(e) => setComentario(e.target.value)} multiline minRows={3} disabled={bloqueada} error={!!errores.comentario} helperText={errores.comentario} />
          {!bloqueada && <Alert severity={evaluacion.comentarioCompartido ? 'warning' : 'info'}>{translate(t(evaluacion.comentarioCompartido ? 'compartido' : 'no_compartido'))}</Alert>}
        </>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {!bloqueada && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {evaluacion.modo !== 'ranking' && (
            <>
              <Button variant="outlined" onClick={() => ejecutar('guardar')}>
                {translate(t('guardar'))}
              </Button>
              <Button variant="contained" onClick={() => setConfirmar(true)}>
                {translate(t('enviar'))}
              </Button>
            </>
          )}
          <Button color="warning" onClick={() => setDialogo('abstenerse')} sx={{ ml: { sm: 'auto !important' } }}>
            {translate(t('abstenerse'))}
          </Button>
          <Button color="warning" onClick={() => setDialogo('conflicto')}>
            {translate(t('conflicto'))}
          </Button>
        </Stack>
      )}
      <Confirm
        isOpen={confirmar}
        title={t('enviar')}
        content={t('enviar_confirmar')}
        onClose={() => setConfirmar(false)}
        onConfirm={() => {
          setConfirmar(false);
          void ejecutar('enviar');
        }}
      />
      <MotivoDialog
        open={dialogo !== null}
        titulo={t(dialogo === 'abstenerse' ? 'abstenerse' : 'conflicto')}
        texto={t(dialogo === 'abstenerse' ? 'abstenerse_texto' : 'conflicto_texto')}
        etiqueta={t(dialogo === 'abstenerse' ? 'abstenerse_motivo' : 'conflicto_motivo')}
        onClose={() => setDialogo(null)}
        onConfirm={conMotivo(dialogo ?? 'conflicto')}
      />
    </Stack>
  );
};
