import type { Aplicacion, SinCorreo } from '../../../../shared/schemas/seguimiento';
import type { FakeResponse, Route } from '../../test/fakeApi';

export const aplicacion: Aplicacion = {
  id: 5, cuestionarioId: 1, cuestionario: 'Egresados TecNM', tipo: 'egresados', nombre: 'Generación 2020', poblacion: 4, filtro: {},
  apertura: '2026-11-01T00:00:00.000Z', cierre: '2026-12-31T00:00:00.000Z', recordatorios: { cadaDias: 7, maximo: 2, enviados: 0 },
  mesesDesdeEgreso: null, enviadaEn: '2026-11-02T00:00:00.000Z', invitados: 3, respuestas: 1, cerrada: false,
};

export const sinCorreo: SinCorreo[] = [{ id: 31, nombre: 'Luis Pérez Gómez', matricula: 'L2020-7', telefono: '5512345678', enviada: false }];

/** The wave show page's reads (wave 5), then `extra` for what a test exercises. */
export function showRoutes(extra: Route): Route {
  const base: Record<string, FakeResponse> = {
    '/api/seguimiento/aplicaciones/5': { body: aplicacion },
    '/api/seguimiento/aplicaciones/5/sin-correo': { body: sinCorreo },
    '/api/seguimiento/aplicaciones/5/avance': { body: [] },
    '/api/seguimiento/aplicaciones/5/indicadores': { body: { poblacion: 4, invitados: 3, respuestas: 1, tasaRespuesta: 25, margenError: null, indicadores: [] } },
  };
  return (url, init) => extra(url, init) ?? base[url.pathname];
}
