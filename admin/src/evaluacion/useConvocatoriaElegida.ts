import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import type { Categoria, Convocatoria } from '../../../shared/schemas/postulaciones';
import { R } from '../resourceNames';

/** The calls (newest first), the chosen one (default: the newest) and its categories. */
export function useConvocatoriaElegida() {
  const { data: convocatorias = [] } = useGetList<Convocatoria>(R.postulaciones.convocatorias, { sort: { field: 'apertura', order: 'DESC' }, pagination: { page: 1, perPage: 100 } });
  const [convocatoriaId, setConvocatoriaId] = useState<number | ''>('');
  useEffect(() => {
    if (convocatoriaId === '' && convocatorias.length) setConvocatoriaId(convocatorias[0].id);
  }, [convocatorias, convocatoriaId]);
  const { data: categorias = [] } = useGetList<Categoria>(
    R.postulaciones.categorias,
    { filter: { convocatoriaId }, sort: { field: 'orden', order: 'ASC' }, pagination: { page: 1, perPage: 100 } },
    { enabled: convocatoriaId !== '' },
  );
  return { convocatorias, convocatoriaId, setConvocatoriaId, categorias };
}
