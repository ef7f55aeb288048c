import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { textoPlano } from '../form/values';

// Quill and its styles are a large download, and starting two editors was about half a second of a throttled
// phone's main thread while the page loaded. The field is a look-alike box until the visitor reaches it: pointing
// at it fetches Quill, focusing it (click, Tab, or the form sending focus to an error) starts the editor there.
const cargarQuill = () => import('./EditorQuill');
const EditorQuill = lazy(cargarQuill);

/** Quill Snow's toolbar and editing area, to the pixel, so nothing moves when the editor replaces it. */
const ALTO_BARRA = 41;
const ALTO_AREA = 180;

interface ReposoProps {
  texto: string;
  invalid: boolean;
  /** While Quill loads: the same box, announced as busy and no longer a field. */
  ocupado?: boolean;
  campo?: { id: string; labelledBy: string; describedBy: string; onFocus: () => void };
}

function Reposo({ texto, invalid, ocupado, campo }: ReposoProps) {
  const atributos = campo
    ? {
        id: campo.id, role: 'textbox', tabIndex: 0, onFocus: campo.onFocus, 'aria-multiline': true, 'aria-invalid': invalid,
        'aria-labelledby': campo.labelledBy, 'aria-describedby': campo.describedBy,
      }
    : { 'aria-busy': true };
  return (
    <Box sx={{ border: 1, borderColor: invalid ? 'error.main' : 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Box sx={{ height: ALTO_BARRA, borderBottom: 1, borderColor: 'divider' }} aria-hidden />
      <Box
        {...atributos}
        sx={{
          minHeight: ALTO_AREA, px: '15px', py: '12px', fontSize: 16, lineHeight: 1.42, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', cursor: 'text',
          color: texto ? 'text.primary' : 'text.secondary',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {texto || (ocupado ? 'Abriendo el editor…' : 'Escriba aquí')}
      </Box>
    </Box>
  );
}

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: string;
  helperText: string;
  max: number;
  required?: boolean;
}

/** A labelled rich text field with its live character count against the limit. */
export function EditorTexto({ id, label, value, onChange, onBlur, error, helperText, max, required }: Props) {
  const texto = textoPlano(value);
  const usados = texto.length;
  const excedido = usados > max;
  const invalido = !!error || excedido;
  const ids = { label: `${id}-etiqueta`, ayuda: `${id}-ayuda`, cuenta: `${id}-cuenta` };
  const describedBy = `${ids.ayuda} ${ids.cuenta}`;
  const [activo, setActivo] = useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={ids.label} component="div" variant="body1" color={error ? 'error' : 'text.primary'} sx={{ mb: 0.5, fontWeight: 500 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      {activo ? (
        <Suspense fallback={<Reposo texto={texto} invalid={invalido} ocupado />}>
          <EditorQuill id={id} value={value} onChange={onChange} onBlur={onBlur} labelId={ids.label} describedBy={describedBy} invalid={invalido} />
        </Suspense>
      ) : (
        <Box onPointerEnter={cargarQuill} onTouchStart={cargarQuill}>
          <Reposo
            texto={texto}
            invalid={invalido}
            campo={{ id, labelledBy: ids.label, describedBy, onFocus: () => setActivo(true) }}
          />
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <FormHelperText id={ids.ayuda} error={!!error}>
          {error ?? helperText}
        </FormHelperText>
        <FormHelperText id={ids.cuenta} error={excedido} sx={{ whiteSpace: 'nowrap' }}>
          {usados.toLocaleString('es-MX')} / {max.toLocaleString('es-MX')}
        </FormHelperText>
      </Box>
    </Box>
  );
}
