import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { MB } from '../../../shared/archivos';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';

/** «Evidencias (constancias)» reads «Evidencias (constancias; opcional)», not two brackets in a row. */
export const marcaOpcional = (etiqueta: string, required?: boolean) =>
  required ? `${etiqueta} *` : etiqueta.endsWith(')') ? `${etiqueta.slice(0, -1)}; opcional)` : `${etiqueta} (opcional)`;

const tamano = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export interface CampoArchivoProps {
  id: string;
  name: string;
  /** The field's name as people read it; «*» or «opcional» is added. */
  etiqueta: string;
  /** What it takes: types and size. */
  ayuda: ReactNode;
  accept: string;
  required?: boolean;
  archivo: File | null | undefined;
  error?: string;
  onChange: (archivo: File | null) => void;
}

/**
 * A file field. The browser's own control reads «Seleccionar archivo / No se eligió ningún archivo» in a look of its
 * own: here the <input> stays the real, focusable control (named by the label alone), visually hidden, and a
 * button-styled <label> opens it; the chosen file's name and size are said under it.
 */
export function CampoArchivo({ id, name, etiqueta, ayuda, accept, required, archivo, error, onChange }: CampoArchivoProps) {
  const input = useRef<HTMLInputElement>(null);
  const mensaje = `${id}-mensaje`;
  return (
    <Box>
      <Typography component="label" htmlFor={id} id={`${id}-nombre`} sx={{ fontWeight: 600, display: 'block' }}>
        {marcaOpcional(etiqueta, required)}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={`${id}-ayuda`}>
        {ayuda}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{
          mt: 1,
          alignItems: { sm: 'center' },
          // The hidden input has the focus; its button shows it.
          '&:has(input:focus-visible) .elegir-archivo': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {/* Not a tab stop of its own: the input behind it is. */}
        <Button component="label" htmlFor={id} className="elegir-archivo" variant="outlined" startIcon={<UploadFileOutlined />} aria-hidden tabIndex={-1} sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}>
          {archivo ? 'Cambiar archivo' : 'Elegir archivo'}
        </Button>
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={accept}
          required={required}
          aria-labelledby={`${id}-nombre`}
          aria-invalid={!!error}
          // The error first: what a screen reader needs to hear, and what a form's error summary quotes.
          aria-describedby={error ? `${mensaje} ${id}-ayuda` : `${id}-ayuda ${mensaje}`}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          style={visuallyHidden}
        />
        {archivo && (
          <Button
            size="small"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }}
          >
            Quitar {etiqueta.toLowerCase()}
          </Button>
        )}
      </Stack>
      <FormHelperText id={mensaje} error={!!error} aria-live="polite">
        {error ?? (archivo ? `Elegido: ${archivo.name} · ${tamano(archivo.size)}` : 'Ningún archivo elegido.')}
      </FormHelperText>
    </Box>
  );
}
