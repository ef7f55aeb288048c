import type { ReactElement } from 'react';
import AssessmentIcon from '@mui/icons-material/Assessment';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GavelIcon from '@mui/icons-material/Gavel';
import InsightsIcon from '@mui/icons-material/Insights';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import TuneIcon from '@mui/icons-material/Tune';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import KeyIcon from '@mui/icons-material/Key';
import WorkIcon from '@mui/icons-material/Work';
import { ACCESO_INSTITUCIONAL, EGRESADOS_PATHS, POSTULACIONES_PATHS, R, SERVICIO_SOCIAL_PATHS } from '../resourceNames';

/** A resource's list, or a custom page (`to`) shown to whoever may do `action` (default list) on `resource`. */
export interface MenuEntry {
  resource: string;
  label: string;
  to?: string;
  icon?: ReactElement;
  /** A page of the public app: a full page load, not a react-admin navigation. */
  href?: string;
  /** The react-admin action that allows it; a page that only changes things asks for 'edit'. */
  action?: 'list' | 'edit' | 'create';
}

export interface MenuArea {
  /** Also the key under which the group remembers whether it is open. */
  id: string;
  label: string;
  icon: ReactElement;
  /** Paths that belong to the area, so the group holding the current page opens by itself. */
  prefixes: string[];
  entries: MenuEntry[];
}

const ss = (resource: string): MenuEntry => ({ resource, label: `resources.${resource}.name` });

// Staff accounts, roles and permissions are one set for the whole platform: listed once, under Plataforma
// (the servicio social paths still answer, for old bookmarks).
export const MENU_AREAS: MenuArea[] = [
  {
    id: 'plataforma',
    label: 'app.menu.plataforma',
    icon: <SettingsIcon />,
    prefixes: ['/administracion', ...['usuarios', 'roles', 'permisos'].flatMap((r) => [`/egresados/${r}`, `/servicio-social/administracion/${r}`])],
    entries: [
      { resource: R.egresados.usuarios, label: 'resources.usuarios.name' },
      { resource: R.egresados.roles, label: 'resources.roles.name' },
      { resource: R.egresados.permisos, label: 'resources.permisos.name' },
      { resource: R.correos, label: 'resources.correos.name' },
      { resource: R.auditoria, label: 'resources.auditoria.name' },
      { resource: R.arco, label: 'resources.administracion/proteccion-datos.name' },
      { resource: R.arcoCierres, label: 'resources.administracion/dias-inhabiles.name' },
      { resource: ACCESO_INSTITUCIONAL, label: 'app.acceso.menu', to: `/${ACCESO_INSTITUCIONAL}`, icon: <KeyIcon />, action: 'edit' },
    ],
  },
  {
    id: 'egresados',
    label: 'app.menu.egresados',
    icon: <SchoolIcon />,
    prefixes: ['/egresados'],
    entries: [
      { resource: R.egresados.reportes, label: 'app.menu.tablero', to: EGRESADOS_PATHS.tablero, icon: <InsightsIcon /> },
      { resource: R.egresados.egresados, label: 'resources.egresados.name' },
      { resource: R.egresados.importaciones, label: 'app.menu.carga_masiva', to: EGRESADOS_PATHS.cargaMasiva, icon: <UploadFileIcon /> },
      { resource: R.egresados.niveles, label: 'resources.niveles.name' },
      { resource: R.egresados.programas, label: 'app.menu.programas' },
      { resource: R.egresados.reportes, label: 'app.menu.reportes', to: EGRESADOS_PATHS.reportes, icon: <AssessmentIcon /> },
      { resource: R.egresados.cohortes, label: 'resources.egresados/cohortes.name' },
      { resource: R.egresados.plantillas, label: 'resources.egresados/correo/plantillas.name' },
      { resource: R.egresados.campanas, label: 'resources.egresados/correo/enviar.name' },
      { resource: R.egresados.aplicaciones, label: 'app.seguimiento.menu.aplicaciones' },
      { resource: R.egresados.cuestionarios, label: 'app.seguimiento.menu.cuestionarios' },
      { resource: R.egresados.metas, label: 'app.seguimiento.menu.metas' },
    ],
  },
  {
    id: 'postulaciones',
    label: 'app.postulaciones.menu.grupo',
    icon: <EmojiEventsIcon />,
    prefixes: ['/postulaciones'],
    entries: [
      { resource: R.postulaciones.postulaciones, label: 'resources.postulaciones.name' },
      { resource: R.postulaciones.postulaciones, label: 'app.postulaciones.menu.nuevo', href: POSTULACIONES_PATHS.crear, icon: <PersonAddIcon />, action: 'create' },
      { resource: R.postulaciones.convocatorias, label: 'resources.postulaciones/convocatorias.name' },
      { resource: R.postulaciones.categorias, label: 'resources.postulaciones/categorias.name' },
      { resource: R.postulaciones.evaluacion, label: 'resources.postulaciones/evaluacion.name' },
      { resource: R.postulaciones.jurados, label: 'app.postulaciones.menu.jurados', to: POSTULACIONES_PATHS.jurados, icon: <GavelIcon /> },
      { resource: R.postulaciones.resultados, label: 'app.postulaciones.menu.resultados', to: POSTULACIONES_PATHS.resultados, icon: <LeaderboardIcon /> },
    ],
  },
  {
    id: 'servicio-social',
    label: 'app.menu.servicio_social',
    icon: <VolunteerActivismIcon />,
    prefixes: ['/servicio-social'],
    entries: [
      ss(R.servicioSocial.instituciones),
      ss(R.servicioSocial.programas),
      ss(R.servicioSocial.vacantes),
      ss(R.servicioSocial.estudiantes),
      { resource: R.servicioSocial.estudiantes, label: 'app.servicio_social.menu.carga_estudiantes', to: SERVICIO_SOCIAL_PATHS.cargaElegibles, icon: <UploadFileIcon />, action: 'edit' },
      ss(R.servicioSocial.solicitudes),
      ss(R.servicioSocial.prestaciones),
      ss(R.servicioSocial.documentos),
      ss(R.servicioSocial.plantillasDocumentos),
      ss(R.servicioSocial.periodos),
      ss(R.servicioSocial.cuestionarios),
      ss(R.servicioSocial.destacados),
      { resource: R.servicioSocial.reportes, label: 'app.ss_fin.menu.reportes', to: SERVICIO_SOCIAL_PATHS.reportes, icon: <AssessmentIcon /> },
      { resource: R.servicioSocial.ajustes, label: 'app.servicio_social.menu.ajustes', to: SERVICIO_SOCIAL_PATHS.ajustes, icon: <TuneIcon /> },
    ],
  },
  {
    id: 'bolsa',
    label: 'app.bolsa.menu.grupo',
    icon: <WorkIcon />,
    prefixes: ['/bolsa-de-trabajo/administracion'],
    entries: [
      { resource: R.bolsa.ofertas, label: `resources.${R.bolsa.ofertas}.name` },
      { resource: R.bolsa.empleadores, label: `resources.${R.bolsa.empleadores}.name` },
      { resource: R.bolsa.candidaturas, label: `resources.${R.bolsa.candidaturas}.name` },
      { resource: R.bolsa.indicadores, label: 'app.bolsa.menu.indicadores', to: `/${R.bolsa.indicadores}`, icon: <InsightsIcon /> },
    ],
  },
];

/** The area whose screen is open; the longest matching prefix wins ('/egresados/usuarios' is Plataforma). */
export function areaOf(pathname: string): string | undefined {
  let best: { id: string; length: number } | undefined;
  for (const area of MENU_AREAS)
    for (const prefix of area.prefixes)
      if ((pathname === prefix || pathname.startsWith(`${prefix}/`)) && prefix.length > (best?.length ?? 0)) best = { id: area.id, length: prefix.length };
  return best?.id;
}
