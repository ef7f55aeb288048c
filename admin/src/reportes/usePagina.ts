import { useState } from 'react';

export const FILAS_POR_PAGINA = [10, 25, 50];

export interface Pagina {
  total: number;
  pagina: number;
  porPagina: number;
  desde: number;
  hasta: number;
  cambiarPagina: (pagina: number) => void;
  cambiarPorPagina: (porPagina: number) => void;
}

/** Client-side pages over rows already loaded; a shrunken list never leaves the user past its last page. */
export function usePagina(total: number): Pagina {
  const [pedida, cambiarPagina] = useState(0);
  const [porPagina, setPorPagina] = useState(FILAS_POR_PAGINA[0]);
  const pagina = Math.min(pedida, Math.max(0, Math.ceil(total / porPagina) - 1));
  const desde = pagina * porPagina;
  return {
    total,
    pagina,
    porPagina,
    desde,
    hasta: Math.min(total, desde + porPagina),
    cambiarPagina,
    cambiarPorPagina: (n) => {
      setPorPagina(n);
      cambiarPagina(0);
    },
  };
}
