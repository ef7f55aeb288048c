import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { opcionesDe, valorNumerico, type Pregunta, type ValorRespuesta } from '../../../../shared/seguimiento/respuestas';

interface Props {
  pregunta: Pregunta;
  valor: ValorRespuesta | undefined;
  error?: string;
  onChange: (valor: ValorRespuesta) => void;
}

/** Options, a scale or multiple choices: one fieldset whose legend is the question, as the staff member reads it aloud. */
function Opciones({ pregunta, valor, error, onChange }: Props) {
  const escala = pregunta.tipo === 'escala';
  const opciones = opcionesDe(pregunta);
  const elegidos = Array.isArray(valor) ? valor : valor === null || valor === undefined ? [] : [String(valor)];
  const ayudaId = `captura-${pregunta.clave}-ayuda`;
  return (
    <FormControl component="fieldset" error={!!error} required={pregunta.requerida} aria-describedby={error || escala ? ayudaId : undefined}>
      <FormLabel component="legend">{pregunta.texto}</FormLabel>
      {pregunta.tipo === 'opcion_multiple' ? (
        <FormGroup>
          {opciones.map((o) => (
            <FormControlLabel
              key={o.valor}
              label={o.etiqueta}
              control={<Checkbox checked={elegidos.includes(o.valor)} onChange={(e) => onChange(e.target.checked ? [...elegidos, o.valor] : elegidos.filter((v) => v !== o.valor))} />}
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup row={escala} name={pregunta.clave} value={elegidos[0] ?? ''} onChange={(e) => onChange(escala ? Number(e.target.value) : e.target.value)}>
          {opciones.map((o) => <FormControlLabel key={o.valor} value={o.valor} label={o.etiqueta} control={<Radio />} />)}
        </RadioGroup>
      )}
      {error || escala ? <FormHelperText id={ayudaId}>{error ?? `${pregunta.escalaMin} = menos, ${pregunta.escalaMax} = más`}</FormHelperText> : null}
    </FormControl>
  );
}

/** One question of the questionnaire in the back-office capture form. */
export function PreguntaCaptura(props: Props) {
  const { pregunta, valor, error, onChange } = props;
  if (pregunta.tipo === 'opcion_unica' || pregunta.tipo === 'opcion_multiple' || pregunta.tipo === 'escala') return <Opciones {...props} />;
  const numero = pregunta.tipo === 'numero';
  return (
    <TextField
      name={pregunta.clave}
      label={pregunta.texto}
      required={pregunta.requerida}
      type={pregunta.tipo === 'fecha' ? 'date' : 'text'}
      slotProps={{ inputLabel: pregunta.tipo === 'fecha' ? { shrink: true } : undefined, htmlInput: numero ? { inputMode: 'decimal' } : { maxLength: 1000 } }}
      value={valor === null || valor === undefined ? '' : String(valor)}
      onChange={(event) => onChange(numero ? valorNumerico(event.target.value) : event.target.value)}
      error={!!error}
      helperText={error ?? pregunta.ayuda}
      fullWidth
    />
  );
}
