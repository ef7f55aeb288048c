import type { ComponentType } from 'react';

/** The bolsa de trabajo's public pages, each its own chunk (the app's `page()` helper wraps these loaders). */
export const bolsaPages: Record<string, () => Promise<ComponentType>> = {
  '/bolsa-de-trabajo': () => import('./components/BusquedaOfertasPage').then((m) => m.BusquedaOfertasPage),
  '/bolsa-de-trabajo/oferta': () => import('./components/OfertaPage').then((m) => m.OfertaPage),
  '/bolsa-de-trabajo/empleador': () => import('./components/PortalEmpleadorPage').then((m) => m.PortalEmpleadorPage),
  '/bolsa-de-trabajo/empleadores/registro': () => import('./components/RegistroEmpleadorPage').then((m) => m.RegistroEmpleadorPage),
};
