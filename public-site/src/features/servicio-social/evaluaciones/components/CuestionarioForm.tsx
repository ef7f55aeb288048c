import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../../../../shared/api/errors';
import { ESTADOS_EVALUACION, type EvaluacionInput, type EvaluacionVista } from '../../../../../../shared/schemas/servicio-social-evaluaciones';
import { useApiClient } from '../../../../lib/api-client';
import { formErrorMessage } from '../../../../lib/form';
import { fechaDe } from '../../comun/formato';
import type { EvaluacionApi } from '../api/evaluaciones';

const COLOR = { sin_iniciar: 'default', borrador: 'warning', enviada: 'success' } as const;
const MAX_COMENTARIOS = 4000;

/**
 * One evaluation: each criterion on the questionnaire's scale, free comments, «Guardar borrador» and «Enviar».
 * Sent, it is read-only; the server has the last word on every rule (open or not, answers in the scale).
 */
export function CuestionarioForm({ vista, api, onCambio }: { vista: EvaluacionVista; api: EvaluacionApi; onCambio: (v: EvaluacionVista) => void }) {
  const client = useApiClient();
  const [respuestas, setRespuestas] = useState<Record<string, number>>(vista.respuestas);
  const [comentarios, setComentarios] = useState(vista.comentarios);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [mensaje, setMensaje] = useState<{ tipo: 'success' | 'error'; texto: string } | null>(null);
  const [ocupado, setOcupado] = useState(false);
  useEffect(() => {
    setRespuestas(vista.respuestas);
    setComentarios(vista.comentarios);
  }, [vista]);
  const soloLectura = !vista.editable || ocupado;

  const accion = async (enviar: boolean) => {
    const input: EvaluacionInput = { respuestas, comentarios };
    if (enviar) {
      const faltan = Object.fromEntries(vista.criterios.filter((c) => respuestas[c.clave] === undefined).map((c) => [c.clave, 'Elija un nivel para este criterio']));
      setErrores(faltan);
      if (Object.keys(faltan).length) {
        setMensaje({ tipo: 'error', texto: 'Responda todos los criterios antes de enviar' });
        return;
      }
    }
    setOcupado(true);
    setMensaje(null);
    try {
      const nueva = await (enviar ? api.enviar : api.guardar)(client, input);
      setErrores({});
      setMensaje({ tipo: 'success', texto: enviar ? 'Evaluación enviada. Ya no se puede modificar.' : 'Borrador guardado.' });
      onCambio(nueva);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrores(Object.fromEntries(Object.entries(error.errors).map(([campo, lista]) => [campo.replace(/^respuestas\./, ''), lista[0]])));
      }
      setMensaje({ tipo: 'error', texto: formErrorMessage(error) });
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={(e) => e.preventDefault()} aria-label={vista.titulo}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {vista.titulo}
        </Typography>
        <Chip label={ESTADOS_EVALUACION[vista.estado]} color={COLOR[vista.estado]} sx={{ alignSelf: 'flex-start' }} />
      </Stack>
      {vista.instrucciones ? <Typography color="text.secondary">{vista.instrucciones}</Typography> : null}
      {vista.aviso ? <Alert severity="info">{vista.aviso}</Alert> : null}
      {vista.estado === 'enviada' ? (
        <Alert severity="success">
          Enviada el {fechaDe(vista.enviadaEn)}
          {vista.evaluador ? ` por ${vista.evaluador}` : ''}. Promedio: {vista.promedio ?? '—'}.
        </Alert>
      ) : null}
      {vista.motivoReapertura && vista.estado !== 'enviada' ? (
        <Alert severity="warning">La oficina reabrió esta evaluación. Motivo: {vista.motivoReapertura}</Alert>
      ) : null}
      {vista.criterios.map((c, i) => (
        <FormControl key={c.clave} component="fieldset" error={!!errores[c.clave]} disabled={soloLectura}>
          <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
            {i + 1}. {c.texto}
          </FormLabel>
          <RadioGroup
            sx={{ flexDirection: { xs: 'column', sm: 'row' } }}
            name={`criterio-${c.clave}`}
            value={respuestas[c.clave] === undefined ? '' : String(respuestas[c.clave])}
            onChange={(e) => setRespuestas((r) => ({ ...r, [c.clave]: Number(e.target.value) }))}
          >
            {vista.escala.map((n) => (
              <FormControlLabel key={n.valor} value={String(n.valor)} control={<Radio />} label={`${n.valor} · ${n.etiqueta}`} />
            ))}
          </RadioGroup>
          {errores[c.clave] ? <FormHelperText>{errores[c.clave]}</FormHelperText> : null}
        </FormControl>
      ))}
      <TextField
        label="Comentarios"
        helperText={errores.comentarios ?? `Opcional. ${comentarios.length} de ${MAX_COMENTARIOS} caracteres.`}
        error={!!errores.comentarios}
        value={comentarios}
        onChange={(e) => setComentarios(e.target.value)}
        multiline
        minRows={4}
        fullWidth
        disabled={soloLectura}
        slotProps={{ htmlInput: { maxLength: MAX_COMENTARIOS } }}
      />
      {mensaje ? (
        <Alert severity={mensaje.tipo} role={mensaje.tipo === 'error' ? 'alert' : 'status'}>
          {mensaje.texto}
        </Alert>
      ) : null}
      {vista.editable ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" onClick={() => void accion(false)} disabled={ocupado}>
            Guardar borrador
          </Button>
          <Button variant="contained" onClick={() => void accion(true)} disabled={ocupado}>
            Enviar evaluación
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
