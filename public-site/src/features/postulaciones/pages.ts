import type { ComponentType } from 'react';

/** The postulaciones area's public pages (paths of the shared route table), each loaded as its own chunk. */
export const postulacionesPages: Record<string, () => Promise<ComponentType>> = {
  '/postulaciones/registro': () => import('./components/RegistroPostulacionPage').then((m) => m.RegistroPostulacionPage),
  '/postulaciones/registro/completado': () => import('./components/CompletadoPage').then((m) => m.CompletadoPage),
  '/postulaciones/crear': () => import('./components/CapturaPage').then((m) => m.CapturaPage),
  '/postulaciones/aceptacion': () => import('./components/AceptacionPage').then((m) => m.AceptacionPage),
  '/postulaciones/ganadores': () => import('./components/GanadoresPage').then((m) => m.GanadoresPage),
  '/postulaciones/verificar': () => import('./components/VerificarPage').then((m) => m.VerificarPage),
  '/postulaciones/mis-postulaciones': () => import('./mis-postulaciones/components/MisPostulacionesPage').then((m) => m.MisPostulacionesPage),
};
