import type { Identifier } from 'react-admin';
import type { ApiClient } from '../../../shared/api/client';
import type { Empleador, Indicadores, Oferta } from '../../../shared/schemas/bolsa';

const id = (value: Identifier) => encodeURIComponent(String(value));
type Call = <T>(request: () => Promise<T>) => Promise<T>;

/** The staff screens' paths and their API collections. */
export const BOLSA_API: Record<string, string> = {
  'bolsa-de-trabajo/administracion/empleadores': 'bolsa/empleadores',
  'bolsa-de-trabajo/administracion/ofertas': 'bolsa/revision/ofertas',
  'bolsa-de-trabajo/administracion/candidaturas': 'bolsa/candidaturas',
};

export interface FiltroIndicadoresBolsa {
  desde?: string;
  hasta?: string;
  programaId?: number;
}

const consulta = (f: FiltroIndicadoresBolsa) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

/** The bolsa's calls beyond ra-data-simple-rest, spread into the admin data provider. */
export function bolsaMethods(client: ApiClient, call: Call) {
  return {
    decidirEmpleador: (empleador: Identifier, decision: 'aprobar' | 'rechazar', motivo: string | null) =>
      call(() => client.post<Empleador>(`/bolsa/empleadores/${id(empleador)}/decision`, { decision, motivo })),
    editarEmpleador: (empleador: Identifier, cambios: { habilitado?: boolean; confiable?: boolean }) =>
      call(() => client.put<Empleador>(`/bolsa/empleadores/${id(empleador)}`, cambios)),
    decidirOferta: (oferta: Identifier, decision: 'publicar' | 'observar' | 'rechazar', motivo: string | null) =>
      call(() => client.post<Oferta>(`/bolsa/ofertas/${id(oferta)}/decision`, { decision, motivo })),
    publicarOfertas: (ids: Identifier[]) => call(() => client.post<{ publicadas: number[]; omitidas: number[] }>('/bolsa/ofertas/publicar', { ids: ids.map(Number) })),
    getIndicadoresBolsa: (filtro: FiltroIndicadoresBolsa) => call(() => client.get<Indicadores>('/bolsa/indicadores', consulta(filtro))),
    /** A short-lived same-origin URL that streams the indicators as XLSX or PDF. */
    exportarIndicadoresBolsa: (formato: 'xlsx' | 'pdf', filtro: FiltroIndicadoresBolsa) =>
      call(() => client.post<{ url: string }>('/bolsa/indicadores/exportar/enlace', { formato, ...consulta(filtro) })),
  };
}

export type BolsaMethods = ReturnType<typeof bolsaMethods>;
