import type { ComponentType } from 'react';

/** The servicio social pages, each its own chunk (the app's `page()` helper wraps these loaders). */
export const servicioSocialPages: Record<string, () => Promise<ComponentType>> = {
  '/servicioSocial': () => import('./publico/components/ServicioSocialPage').then((m) => m.ServicioSocialPage),
  '/servicio-social/informacion': () => import('./publico/components/InformacionPage').then((m) => m.InformacionPage),
  '/servicio-social/destacados': () => import('./publico/components/DestacadosPage').then((m) => m.DestacadosPage),
  '/servicio-social/invitacion': () => import('./institucion/components/InvitacionPage').then((m) => m.InvitacionPage),
  '/registro/estudiantes': () => import('./registro/components/RegistroEstudiantesPage').then((m) => m.RegistroEstudiantesPage),
  '/registro/instituciones': () => import('./registro/components/RegistroInstitucionesPage').then((m) => m.RegistroInstitucionesPage),
  '/servicio-social/estudiantes': () => import('./estudiantes/components/InicioPage').then((m) => m.InicioPage),
  '/servicio-social/estudiantes/busqueda': () => import('./estudiantes/components/BusquedaPage').then((m) => m.BusquedaPage),
  '/servicio-social/Institucion/programas': () => import('./institucion/components/ProgramasPage').then((m) => m.ProgramasPage),
  '/servicio-social/Institucion/vacantes': () => import('./institucion/components/VacantesPage').then((m) => m.VacantesPage),
  '/servicio-social/estudiantes/perfil': () => import('./estudiantes/components/PerfilPage').then((m) => m.PerfilPage),
  '/servicio-social/Institucion': () => import('./institucion/components/PanelPage').then((m) => m.PanelPage),
  '/servicio-social/Institucion/perfil': () => import('./institucion/components/PerfilPage').then((m) => m.PerfilPage),
  '/servicio-social/estudiantes/autoevaluacion': () => import('./evaluaciones/components/AutoevaluacionPage').then((m) => m.AutoevaluacionPage),
};
