import type { ReactNode } from 'react';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';

export interface AreaLink {
  label: string;
  to: string;
  /** Pages under this path also mark the link as the current one (a document under «Documentos»). */
  section?: string;
}

export interface Area {
  id: 'egresados' | 'postulaciones' | 'servicio-social';
  name: string;
  icon: ReactNode;
  summary: string;
  /** Where the header's area link goes. */
  home: string;
  links: AreaLink[];
}

// The three areas and their public entry points (spec §2). Their pages arrive with each area's issue.
export const AREAS: Area[] = [
  {
    id: 'egresados',
    name: 'Egresados',
    icon: <SchoolOutlined fontSize="inherit" />,
    summary:
      'Mantenga al día sus datos de contacto y su trayectoria profesional para recibir noticias, ofertas de empleo y encuestas de seguimiento de la universidad.',
    home: '/egresados/registro',
    links: [{ label: 'Registro de egresados', to: '/egresados/registro' }],
  },
  {
    id: 'postulaciones',
    name: 'Postulaciones',
    icon: <EmojiEventsOutlined fontSize="inherit" />,
    summary:
      'Proponga a estudiantes, egresados y personal académico para los reconocimientos que entrega la universidad en cada convocatoria.',
    home: '/postulaciones/registro',
    links: [
      { label: 'Registro de postulaciones', to: '/postulaciones/registro' },
      { label: 'Ganadores', to: '/postulaciones/ganadores' },
    ],
  },
  {
    id: 'servicio-social',
    name: 'Servicio social',
    icon: <VolunteerActivismOutlined fontSize="inherit" />,
    summary:
      'Los estudiantes encuentran vacantes y programas y preparan sus cartas e informes; las instituciones publican vacantes y dan seguimiento a sus prestadores.',
    home: '/servicioSocial',
    links: [
      { label: 'Servicio social', to: '/servicioSocial' },
      { label: 'Registro de estudiantes', to: '/registro/estudiantes' },
      { label: 'Registro de instituciones', to: '/registro/instituciones' },
    ],
  },
];
