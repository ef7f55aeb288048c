import type { SxProps, Theme } from '@mui/material/styles';

/** Plain form controls styled once: the bolsa's public pages use native elements, not MUI inputs (first load). */
const control = {
  font: 'inherit', color: 'text.primary', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minHeight: 44,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
};

export const sx = {
  filtros: {
    display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, alignItems: 'end', mb: 3,
    '& label': { display: 'flex', flexDirection: 'column', gap: 0.5, fontWeight: 500 },
    '& input:not([type=checkbox]), & select, & textarea': control,
  },
  formulario: {
    display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 640, minWidth: 0,
    // A fieldset is as wide as its content by default, and a file input is wide: neither may widen a phone's page.
    '& input, & select, & textarea': { maxWidth: '100%', boxSizing: 'border-box', minWidth: 0 },
    '& input[type=file]': { width: '100%' },
    '& label > *': { minWidth: 0 },
    '& label': { display: 'flex', flexDirection: 'column', gap: 0.5, fontWeight: 500 },
    '& input:not([type=checkbox]), & select, & textarea': control,
    '& fieldset': { border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 2, p: 2, minWidth: 0, m: 0 },
    '& legend': { fontWeight: 700, px: 0.5 },
  },
  campoAncho: { gridColumn: { xs: 'auto', sm: '1 / -1', md: 'span 2' } },
  casilla: { flexDirection: 'row !important', alignItems: 'center', gap: '8px !important', fontWeight: '400 !important', '& input': { width: 20, height: 20, flexShrink: 0 } },
  boton: {
    font: 'inherit', fontWeight: 700, cursor: 'pointer', border: 0, borderRadius: 1, px: 3, py: 1.25, minHeight: 44, color: 'primary.contrastText', bgcolor: 'primary.main',
    '&:hover': { bgcolor: 'primary.dark' }, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 }, '&:disabled': { opacity: 0.6, cursor: 'default' },
  },
  resumen: { mb: 2, color: 'text.secondary' },
  error: { color: 'error.main', fontWeight: 500 },
  /** A status that asks the reader to wait or act (not an error): framed in the accent colour. */
  aviso: { borderLeft: 4, borderColor: 'primary.main', bgcolor: 'background.paper', px: 2, py: 1.5, m: 0, fontWeight: 500 },
  campoError: { color: 'error.main', fontSize: '0.875rem', m: 0 },
  lista: { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, mb: 3, minWidth: 0, overflowWrap: 'anywhere' },
  tarjeta: {
    border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'background.paper',
    '& h2': { fontSize: '1.2rem', m: 0, mb: 0.5 }, '& p': { m: 0, mt: 0.5 }, '& a': { color: 'primary.main' },
  },
  empresa: { fontWeight: 500 },
  pie: { mt: 4, pt: 2, borderTop: 1, borderColor: 'divider', '& a': { color: 'primary.main' } },
  descripcion: { '& p': { my: 1 }, '& a': { color: 'primary.main' }, maxWidth: 760 },
  datos: { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, '& dt': { fontWeight: 700 }, '& dd': { m: 0 }, mb: 3 },
} satisfies Record<string, SxProps<Theme>>;
