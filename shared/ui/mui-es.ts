import type { ThemeOptions } from '@mui/material/styles';

// MUI's own accessible names (pagination arrows, the autocomplete's buttons, an alert's close) in es-MX. Written
// here rather than taken from @mui/material/locale's esES: that one says «Abierto» for the open button and carries
// every component's strings into each first load.

const pageLabel = (type: string, page: number | null, selected?: boolean): string => {
  if (type === 'page') return selected ? `Página ${page}` : `Ir a la página ${page}`;
  const where: Record<string, string> = { first: 'la primera página', last: 'la última página', next: 'la página siguiente', previous: 'la página anterior' };
  return `Ir a ${where[type] ?? 'la página'}`;
};

export const muiEs: NonNullable<ThemeOptions['components']> = {
  MuiTablePagination: {
    defaultProps: {
      getItemAriaLabel: (type) => pageLabel(type, null),
      labelRowsPerPage: 'Filas por página:',
      labelDisplayedRows: ({ from, to, count }) => `${from}–${to} de ${count === -1 ? `más de ${to}` : count}`,
    },
  },
  MuiPagination: { defaultProps: { 'aria-label': 'Paginación', getItemAriaLabel: pageLabel } },
  MuiAutocomplete: {
    defaultProps: { clearText: 'Borrar', closeText: 'Cerrar', loadingText: 'Cargando…', noOptionsText: 'Sin opciones', openText: 'Abrir' },
  },
  MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
  MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar la ruta' } },
};
