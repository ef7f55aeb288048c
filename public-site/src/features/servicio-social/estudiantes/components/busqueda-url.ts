import type { BusquedaFiltro } from '../../../../../../shared/schemas/servicio-social';

export const POR_PAGINA = 10;

/** The search as the URL keeps it: what the student typed, the filters, the order and the page. */
export interface Busqueda {
  q: string;
  /** '' = the student's own program (the server's default), 'todas', or a catalog programa id. */
  carrera: string;
  modalidad: string;
  entidad: string;
  municipio: string;
  horario: string;
  apoyo: boolean;
  tipo: string;
  orden: 'relevancia' | 'fecha';
  pagina: number;
}

const CLAVES = ['q', 'carrera', 'modalidad', 'entidad', 'municipio', 'horario', 'tipo'] as const;

export function leerBusqueda(params: URLSearchParams): Busqueda {
  const pagina = Number(params.get('pagina'));
  const texto = Object.fromEntries(CLAVES.map((k) => [k, params.get(k) ?? ''])) as Record<(typeof CLAVES)[number], string>;
  return {
    ...texto,
    apoyo: params.get('apoyo') === '1',
    orden: params.get('orden') === 'fecha' ? 'fecha' : 'relevancia',
    pagina: Number.isInteger(pagina) && pagina > 1 ? pagina : 1,
  };
}

/** Only what differs from the defaults goes in the URL, so a shared link stays short. */
export function escribirBusqueda(b: Busqueda): URLSearchParams {
  const params = new URLSearchParams();
  for (const k of CLAVES) if (b[k].trim()) params.set(k, b[k].trim());
  if (b.apoyo) params.set('apoyo', '1');
  if (b.orden === 'fecha') params.set('orden', 'fecha');
  if (b.pagina > 1) params.set('pagina', String(b.pagina));
  return params;
}

/** The API's `filter` for a search. */
export function filtroDe(b: Busqueda): BusquedaFiltro {
  const filtro: Record<string, unknown> = {};
  if (b.carrera) filtro.carrera = b.carrera === 'todas' ? 'todas' : Number(b.carrera);
  if (b.modalidad) filtro.modalidad = b.modalidad;
  if (b.entidad) filtro.entidad = b.entidad;
  if (b.municipio) filtro.municipio = b.municipio;
  if (b.horario) filtro.horario = b.horario;
  if (b.apoyo) filtro.apoyoEconomico = true;
  if (b.tipo) filtro.tipoInstitucion = b.tipo;
  return filtro as BusquedaFiltro;
}
