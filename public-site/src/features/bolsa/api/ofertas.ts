import type { ApiClient } from '../../../../../shared/api/client';
import type { OfertaPublica, RegistroEmpleadorInput } from '../../../../../shared/schemas/bolsa';

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
  ofertas: OfertaPublica[];
  total: number;
}

/** GET /api/bolsa/ofertas: one page of published offers and the total from Content-Range («ofertas 0-19/42»). */
export async function buscarOfertas(client: ApiClient, filtro: FiltroOfertas, orden: 'publicadaEn' | 'cierre', desde: number, hasta: number): Promise<PaginaOfertas> {
  const response = await client.raw<OfertaPublica[]>('/bolsa/ofertas', {
    query: {
      filter: JSON.stringify(filtro),
      range: JSON.stringify([desde, hasta]),
      sort: JSON.stringify(orden === 'cierre' ? ['cierre', 'ASC'] : ['publicadaEn', 'DESC']),
    },
  });
  const total = Number(/\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '')?.[1] ?? response.json.length);
  return { ofertas: response.json, total };
}

export const leerOferta = (client: ApiClient, id: number) => client.get<OfertaPublica>(`/bolsa/ofertas/${id}`);

export const registrarEmpleador = (client: ApiClient, input: RegistroEmpleadorInput) => client.post<{ message: string }>('/bolsa/empleadores/registro', input);
