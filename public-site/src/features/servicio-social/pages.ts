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
  '/servicio-social/estudiantes/horas': () => import('./horas/components/HorasPage').then((m) => m.HorasPage),
  '/servicio-social/estudiantes/documentos/ckeditor': () => import('./documentos/components/DocumentosPage').then((m) => m.HubPage),
  '/servicio-social/estudiantes/documentos/situacion': () => import('./documentos/components/DocumentosPage').then((m) => m.SituacionPage),
  '/servicio-social/estudiantes/documentos/presentacion': () => import('./documentos/components/DocumentosPage').then((m) => m.PresentacionPage),
  '/servicio-social/estudiantes/documentos/aceptacion': () => import('./documentos/components/DocumentosPage').then((m) => m.AceptacionPage),
  '/servicio-social/estudiantes/documentos/compromiso': () => import('./documentos/components/DocumentosPage').then((m) => m.CompromisoPage),
  '/servicio-social/estudiantes/documentos/Informe-mensual': () => import('./documentos/components/DocumentosPage').then((m) => m.InformeMensualPage),
  '/servicio-social/estudiantes/documentos/informe-final': () => import('./documentos/components/DocumentosPage').then((m) => m.InformeFinalPage),
  '/servicio-social/verificar': () => import('./documentos/components/VerificarPage').then((m) => m.VerificarPage),
  '/servicio-social/aprobacion': () => import('./documentos/components/AprobacionPage').then((m) => m.AprobacionPage),
  '/servicio-social/Institucion/estudiantes': () => import('./documentos/components/InstitucionEstudiantesPage').then((m) => m.InstitucionEstudiantesPage),
};
