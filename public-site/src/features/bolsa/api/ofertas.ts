import type { ApiClient } from '../../../../../shared/api/client';
import type { OfertaEnLista, OfertaPublica, RegistroEmpleadorInput } from '../../../../../shared/schemas/bolsa';

export interface FiltroOfertas {
  q?: string;
  programaId?: number;
  modalidad?: string;
  jornada?: string;
  entidad?: string;
  conSueldo?: boolean;
  sueldoMin?: number;
}

export interface PaginaOfertas {
  ofertas: OfertaEnLista[];
  total: number;
  /** The server stopped counting (X-Total-Estimado): there are more than `total`. */
  masDe: boolean;
}

/** GET /api/bolsa/ofertas: one page of published offers and the total from Content-Range («ofertas 0-19/42»). */
export async function buscarOfertas(client: ApiClient, filtro: FiltroOfertas, orden: 'publicadaEn' | 'cierre', desde: number, hasta: number): Promise<PaginaOfertas> {
  const response = await client.raw<OfertaEnLista[]>('/bolsa/ofertas', {
    query: {
      filter: JSON.stringify(filtro),
      range: JSON.stringify([desde, hasta]),
      sort: JSON.stringify(orden === 'cierre' ? ['cierre', 'ASC'] : ['publicadaEn', 'DESC']),
    },
  });
  const total = Number(/\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '')?.[1] ?? response.json.length);
  return { ofertas: response.json, total, masDe: response.headers.get('X-Total-Estimado') === '1' };
}

export const leerOferta = (client: ApiClient, id: number) => client.get<OfertaPublica>(`/bolsa/ofertas/${id}`);

export const registrarEmpleador = (client: ApiClient, input: RegistroEmpleadorInput) => client.post<{ message: string }>('/bolsa/empleadores/registro', input);
