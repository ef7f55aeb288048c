import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../../../shared/ui/visually-hidden';
import { opcionesDe, valorNumerico, type Pregunta, type ValorRespuesta } from '../../../../../shared/seguimiento/respuestas';
import { TextInput } from '../../../components/TextInput';

interface Props {
  pregunta: Pregunta;
  valor: ValorRespuesta | undefined;
  error?: string;
  onChange: (valor: ValorRespuesta) => void;
}

const idDe = (clave: string) => `pregunta-${clave}`;

/** A fieldset of native radios or checkboxes: keyboard and screen readers get them for free. */
function Opciones({ pregunta, valor, error, onChange }: Props) {
  const multiple = pregunta.tipo === 'opcion_multiple';
  const escala = pregunta.tipo === 'escala';
  const opciones = opcionesDe(pregunta);
  const elegidos = Array.isArray(valor) ? valor : valor === null || valor === undefined ? [] : [String(valor)];
  const cambiar = (v: string) => (event: ChangeEvent<HTMLInputElement>) => {
    if (multiple) onChange(event.target.checked ? [...elegidos, v] : elegidos.filter((x) => x !== v));
    else onChange(escala ? Number(v) : v);
  };
  const errorId = `${idDe(pregunta.clave)}-error`;
  return (
    <Box component="fieldset" id={idDe(pregunta.clave)} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {pregunta.texto}
        {pregunta.requerida && <span aria-hidden="true"> *</span>}
        {pregunta.requerida && (
          <span style={visuallyHidden}>
            {' '}(obligatoria)
          </span>
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: escala ? 'row' : 'column', flexWrap: 'wrap', gap: escala ? 1 : 0.25 }}>
        {opciones.map((o) => (
          <Box
            key={o.valor}
            component="label"
            sx={{
              display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, px: 1, borderRadius: 2, cursor: 'pointer',
              border: 1, borderColor: elegidos.includes(o.valor) ? 'primary.main' : 'divider',
              bgcolor: elegidos.includes(o.valor) ? 'action.selected' : 'transparent',
              minWidth: escala ? 48 : undefined, justifyContent: escala ? 'center' : 'flex-start',
              '& input': { accentColor: (t) => t.palette.primary.main, width: 18, height: 18, m: 0 },
            }}
          >
            <input type={multiple ? 'checkbox' : 'radio'} name={pregunta.clave} value={o.valor} checked={elegidos.includes(o.valor)} onChange={cambiar(o.valor)} />
            <span>{o.etiqueta}</span>
          </Box>
        ))}
      </Box>
      {escala && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {pregunta.escalaMin} = menos, {pregunta.escalaMax} = más
        </Typography>
      )}
      {error && (
        <Typography id={errorId} variant="caption" component="p" color="error" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

export function PreguntaCampo(props: Props) {
  const { pregunta, valor, error, onChange } = props;
  if (pregunta.tipo === 'opcion_unica' || pregunta.tipo === 'opcion_multiple' || pregunta.tipo === 'escala') return <Opciones {...props} />;
  const numero = pregunta.tipo === 'numero';
  return (
    <TextInput
      id={idDe(pregunta.clave)}
      name={pregunta.clave}
      label={pregunta.texto}
      required={pregunta.requerida}
      type={pregunta.tipo === 'fecha' ? 'date' : 'text'}
      shrink={pregunta.tipo === 'fecha'}
      htmlInput={numero ? { inputMode: 'decimal' } : { maxLength: 1000 }}
      value={valor === null || valor === undefined ? '' : String(valor)}
      onChange={(event) => {
        onChange(numero ? valorNumerico(event.target.value) : event.target.value);
      }}
      error={!!error}
      helperText={error ?? pregunta.ayuda}
      fullWidth
    />
  );
}
