import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { sx } from './estilos';

export type PropsControl = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A labelled control with the server's message for its field right under it, tied by aria-describedby. */
export function Campo({ nombre, etiqueta, errores, children }: { nombre: string; etiqueta: string; errores: Record<string, string>; children: (props: PropsControl) => ReactNode }) {
  const id = useId();
  const error = errores[nombre];
  // The message sits outside the label, so it describes the control without becoming part of its name.
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <label htmlFor={id}>
        <span>{etiqueta}</span>
        {children({ id, ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}) })}
      </label>
      {error && <Box component="p" id={`${id}-error`} sx={sx.campoError}>{error}</Box>}
    </Box>
  );
}
