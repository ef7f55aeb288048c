import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EgresadoFiltro } from '../../../shared/schemas/egresados';
import { AGRUPACIONES, DIMENSIONES, type Agrupacion, type Dimension } from '../../../shared/schemas/reportes';

export interface ReporteParams {
  dimension: Dimension;
  agrupar: Agrupacion;
  filter: EgresadoFiltro;
}

const esDimension = (v: string | null): v is Dimension => v != null && v in DIMENSIONES;
const esAgrupacion = (v: string | null): v is Agrupacion => v != null && v in AGRUPACIONES;

function leerFiltro(texto: string | null): EgresadoFiltro {
  if (!texto) return {};
  try {
    const valor: unknown = JSON.parse(texto);
    return valor && typeof valor === 'object' && !Array.isArray(valor) ? (valor as EgresadoFiltro) : {};
  } catch {
    return {};
  }
}

/** Empty inputs ('' from a select's "Todos", null from a cleared number) are no filter at all. */
export function limpiarFiltro(valores: Record<string, unknown>): EgresadoFiltro {
  return Object.fromEntries(
    Object.entries(valores).filter(([, v]) => v !== '' && v != null && !(typeof v === 'number' && Number.isNaN(v))),
  ) as EgresadoFiltro;
}

/** The report's state lives in the URL query, so a report can be bookmarked, shared and reloaded. */
export function useReporteParams() {
  const [search, setSearch] = useSearchParams();
  const dimensionQ = search.get('dimension');
  const agruparQ = search.get('agrupar');
  const filterQ = search.get('filter');

  const params = useMemo<ReporteParams>(
    () => ({
      dimension: esDimension(dimensionQ) ? dimensionQ : 'programa',
      agrupar: esAgrupacion(agruparQ) ? agruparQ : 'programa_cohorte',
      filter: leerFiltro(filterQ),
    }),
    [dimensionQ, agruparQ, filterQ],
  );

  const cambiar = useCallback(
    (cambio: Partial<ReporteParams>) => {
      setSearch(
        (actual) => {
          const siguiente = new URLSearchParams(actual);
          if (cambio.dimension) siguiente.set('dimension', cambio.dimension);
          if (cambio.agrupar) siguiente.set('agrupar', cambio.agrupar);
          if (cambio.filter) {
            const filtro = limpiarFiltro(cambio.filter);
            if (Object.keys(filtro).length) siguiente.set('filter', JSON.stringify(filtro));
            else siguiente.delete('filter');
          }
          return siguiente;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  return { params, cambiar };
}
