import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';
import { leerProgreso } from '../api/horas';
import { BarraProgreso } from './BarraProgreso';

/**
 * The progress of one service, fetched by id (the server checks the reader owns it): for the student's home, the
 * institution's panel and its student detail page.
 */
export function ProgresoServicio({ prestacionId, etiqueta, compacta }: { prestacionId: number; etiqueta?: string; compacta?: boolean }) {
  const progreso = useQuery((client) => leerProgreso(client, prestacionId), [prestacionId]);
  if (!progreso.data) return <Cargando error={progreso.error} retry={progreso.reload} label="Cargando el avance de horas" />;
  return <BarraProgreso progreso={progreso.data} etiqueta={etiqueta} compacta={compacta} />;
}
