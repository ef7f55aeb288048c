import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FILAS_POR_PAGINA, type Pagina } from './usePagina';

const BOTONES = { first: 'ra.navigation.first', last: 'ra.navigation.last', next: 'ra.navigation.next', previous: 'ra.navigation.previous' } as const;

/** Under a report table; absent while every row fits on one page. */
export const PaginacionTabla = ({ pagina, etiqueta }: { pagina: Pagina; etiqueta: string }) => {
  const translate = useTranslate();
  if (pagina.total <= FILAS_POR_PAGINA[0]) return null;
  const paginas = Math.ceil(pagina.total / pagina.porPagina);
  return (
    <TablePagination
      component="nav"
      aria-label={etiqueta}
      count={pagina.total}
      page={pagina.pagina}
      rowsPerPage={pagina.porPagina}
      rowsPerPageOptions={FILAS_POR_PAGINA}
      onPageChange={(_event, n) => pagina.cambiarPagina(n)}
      onRowsPerPageChange={(event) => pagina.cambiarPorPagina(Number(event.target.value))}
      labelRowsPerPage={translate('app.reportes.paginacion.por_pagina')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('app.reportes.paginacion.rango', { desde: from, hasta: to, total: count, pagina: pagina.pagina + 1, paginas })
      }
      getItemAriaLabel={(tipo) => translate(BOTONES[tipo])}
      // Tighter than MUI's gaps, so the controls stay on one line beside the bars in half a 1280 px page.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 }, '& .MuiTablePagination-input': { mr: 2 }, '& .MuiTablePagination-actions': { ml: 1 } }}
    />
  );
};
