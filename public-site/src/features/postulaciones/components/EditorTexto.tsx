import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { textoPlano } from '../form/values';

// Quill and its styles are a large download: only this field pulls them in, after the page has shown.
const EditorQuill = lazy(() => import('./EditorQuill'));

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
  const usados = textoPlano(value).length;
  const excedido = usados > max;
  const ids = { label: `${id}-etiqueta`, ayuda: `${id}-ayuda`, cuenta: `${id}-cuenta` };
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={ids.label} component="div" variant="body1" color={error ? 'error' : 'text.primary'} sx={{ mb: 0.5, fontWeight: 500 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={222} aria-label={`Cargando el editor de ${label.toLowerCase()}`} />}>
        <EditorQuill
          id={id}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          labelId={ids.label}
          describedBy={`${ids.ayuda} ${ids.cuenta}`}
          invalid={!!error || excedido}
        />
      </Suspense>
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
