import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate, type HttpError } from 'react-admin';
import type { EvaluacionDetalle } from '../../../shared/schemas/postulaciones';
import type { AdminDataProvider } from '../providers/dataProvider';

const t = (key: string) => `app.postulaciones.evaluar.${key}`;

/** Scores per criterion on the category's scale and a comment: saved as a draft, then submitted (locked). */
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
  const [conflicto, setConflicto] = useState<{ open: boolean; motivo: string; error?: string }>({ open: false, motivo: '' });
  const [confirmar, setConfirmar] = useState(false);
  const bloqueada = evaluacion.estado === 'enviada' || evaluacion.estado === 'recusada';
  // The form is not remounted when the record refreshes, so a saved draft keeps the focus on «Guardar borrador». A
  // submission removes the buttons: the focus goes to the notice that replaces them.
  const enviadaRef = useRef<HTMLDivElement>(null);
  const [recienEnviada, setRecienEnviada] = useState(false);
  useEffect(() => {
    if (recienEnviada && evaluacion.estado === 'enviada') enviadaRef.current?.focus();
  }, [recienEnviada, evaluacion.estado]);

  const datos = () => ({
    puntajes: Object.fromEntries(Object.entries(puntajes).filter(([, v]) => v !== '').map(([k, v]) => [k, Number(v)])),
    comentario,
  });
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

  const declarar = async () => {
    try {
      await dataProvider.declararConflicto(evaluacion.id, { motivo: conflicto.motivo });
      notify(t('conflicto_ok'), { type: 'info' });
      setConflicto({ open: false, motivo: '' });
      refresh();
    } catch (e) {
      const http = e as HttpError;
      setConflicto((c) => ({ ...c, error: (http.body as { errors?: Record<string, string> })?.errors?.motivo ?? http.message }));
    }
  };

  if (evaluacion.estado === 'recusada') return <Alert severity="info">{translate(t('recusada'))}</Alert>;

  return (
    <Stack component="form" spacing={2} aria-label="Calificación" onSubmit={(e) => e.preventDefault()}>
      {evaluacion.estado === 'enviada' && (
        <Alert ref={enviadaRef} tabIndex={-1} severity="success">{translate(t('bloqueada'), { fecha: evaluacion.enviadaEn ? new Date(evaluacion.enviadaEn).toLocaleString('es-MX', { timeZone: 'America/Mexico_City' }) : '' })}</Alert>
      )}
      {evaluacion.criterios.map((c) => (
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
      <Typography aria-live="polite">{ponderada == null ? '' : translate(t('ponderada'), { valor: ponderada.toFixed(2) })}</Typography>
      <TextField label={translate(t('comentario'))} value={comentario} onChange={(e) => setComentario(e.target.value)} multiline minRows={3} disabled={bloqueada} error={!!errores.comentario} helperText={errores.comentario} />
      {error && <Alert severity="error">{error}</Alert>}
      {!bloqueada && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" onClick={() => ejecutar('guardar')}>
            {translate(t('guardar'))}
          </Button>
          <Button variant="contained" onClick={() => setConfirmar(true)}>
            {translate(t('enviar'))}
          </Button>
          <Button color="warning" onClick={() => setConflicto({ open: true, motivo: '' })} sx={{ ml: { sm: 'auto !important' } }}>
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
      <Dialog open={conflicto.open} onClose={() => setConflicto({ open: false, motivo: '' })} fullWidth maxWidth="sm" aria-labelledby="conflicto-titulo">
        <DialogTitle id="conflicto-titulo">{translate(t('conflicto'))}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(t('conflicto_texto'))}</DialogContentText>
          <TextField label={translate(t('conflicto_motivo'))} fullWidth multiline minRows={2} value={conflicto.motivo} onChange={(e) => setConflicto((c) => ({ ...c, motivo: e.target.value }))} error={!!conflicto.error} helperText={conflicto.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConflicto({ open: false, motivo: '' })}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" color="warning" onClick={declarar}>
            {translate(t('conflicto'))}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
