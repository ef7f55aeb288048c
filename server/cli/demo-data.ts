// The demo university: its staff, the roles of each office and what each role may do. Roles pick their
// permissions by area and action, so permissions later areas add to the catalog reach them on the next run.
import { ADMIN_ROLE, type Action, type Area } from '../../shared/permissions';

export const DEMO_PASSWORD = 'Demo-Universidad-2025';

export interface DemoRole {
  nombre: string;
  area: Area;
  descripcion: string;
  /** Every permission of these areas, limited to `acciones` when given. */
  areas?: { area: Area; acciones?: Action[] }[];
  permisos?: string[];
}

export const DEMO_ROLES: DemoRole[] = [
  {
    nombre: 'Coordinación de egresados',
    area: 'egresados',
    descripcion: 'Dirige el seguimiento de egresados: registros, programas, reportes y correos masivos.',
    areas: [{ area: 'egresados' }],
    permisos: ['usuarios.ver', 'correos.ver', 'estadisticas.ver'],
  },
  {
    nombre: 'Capturista de egresados',
    area: 'egresados',
    descripcion: 'Captura y corrige los datos de los egresados.',
    areas: [{ area: 'egresados', acciones: ['ver', 'crear', 'editar'] }],
  },
  {
    nombre: 'Coordinación de servicio social',
    area: 'servicio-social',
    descripcion: 'Administra programas, vacantes, instituciones y las cuentas del área.',
    areas: [{ area: 'servicio-social' }],
    permisos: ['usuarios.ver', 'usuarios.crear', 'usuarios.editar', 'roles.ver', 'estadisticas.ver'],
  },
  {
    nombre: 'Enlace con instituciones',
    area: 'servicio-social',
    descripcion: 'Atiende a las instituciones receptoras y revisa sus vacantes.',
    areas: [{ area: 'servicio-social', acciones: ['ver', 'editar'] }],
  },
  {
    nombre: 'Comité de premios',
    area: 'postulaciones',
    descripcion: 'Revisa y evalúa las postulaciones a los premios.',
    areas: [{ area: 'postulaciones', acciones: ['ver', 'editar'] }],
  },
  {
    nombre: 'Soporte de plataforma',
    area: 'plataforma',
    descripcion: 'Da de alta cuentas, restablece accesos y revisa la bandeja de salida y la bitácora.',
    permisos: ['usuarios.ver', 'usuarios.crear', 'usuarios.editar', 'usuarios.eliminar', 'roles.ver', 'permisos.ver', 'correos.ver', 'auditoria.ver'],
  },
  {
    nombre: 'Dirección académica',
    area: 'plataforma',
    descripcion: 'Consulta indicadores y cambios de todas las áreas, sin modificar nada.',
    areas: [
      { area: 'egresados', acciones: ['ver'] },
      { area: 'postulaciones', acciones: ['ver'] },
      { area: 'servicio-social', acciones: ['ver'] },
    ],
    permisos: ['usuarios.ver', 'roles.ver', 'estadisticas.ver', 'auditoria.ver'],
  },
];

export interface DemoUser {
  name: string;
  email: string;
  roles: string[];
  /** Invited, has not confirmed the address yet. */
  unverified?: boolean;
  /** Left the office: the account is kept, disabled. */
  disabled?: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  { name: 'Eduardo Navarro Soto', email: 'eduardo.navarro@universidad.mx', roles: [ADMIN_ROLE] },
  { name: 'Guadalupe Hernández Ríos', email: 'guadalupe.hernandez@universidad.mx', roles: ['Coordinación de egresados'] },
  { name: 'José Luis Ramírez Ortega', email: 'joseluis.ramirez@universidad.mx', roles: ['Capturista de egresados'] },
  { name: 'Ana Karen Morales Díaz', email: 'anakaren.morales@universidad.mx', roles: ['Capturista de egresados'] },
  { name: 'Sofía Jiménez Ruiz', email: 'sofia.jimenez@universidad.mx', roles: ['Capturista de egresados'], unverified: true },
  { name: 'Francisco Javier Castillo Núñez', email: 'francisco.castillo@universidad.mx', roles: ['Coordinación de servicio social'] },
  { name: 'María José Vázquez Luna', email: 'mariajose.vazquez@universidad.mx', roles: ['Enlace con instituciones'] },
  { name: 'Patricia Aguilar Mendoza', email: 'patricia.aguilar@universidad.mx', roles: ['Comité de premios'] },
  { name: 'Luis Fernando Reyes Paredes', email: 'luis.reyes@universidad.mx', roles: ['Comité de premios', 'Coordinación de servicio social'] },
  { name: 'Alejandra Flores Gutiérrez', email: 'alejandra.flores@universidad.mx', roles: ['Soporte de plataforma'] },
  { name: 'Miguel Ángel Torres Delgado', email: 'miguel.torres@universidad.mx', roles: ['Dirección académica'] },
  { name: 'Daniela Romero Chávez', email: 'daniela.romero@universidad.mx', roles: ['Capturista de egresados'], disabled: true },
];

/** Pages visitors open, with how often (relative weight). */
export const DEMO_PAGE_VIEWS: { route: string; paths: string[]; weight: number }[] = [
  { route: '/', paths: ['/'], weight: 40 },
  { route: '/login', paths: ['/login'], weight: 22 },
  { route: '/dashboard', paths: ['/dashboard'], weight: 18 },
  { route: '/egresados/usuarios', paths: ['/egresados/usuarios', '/egresados/usuarios/3', '/egresados/usuarios/create'], weight: 7 },
  { route: '/egresados/roles', paths: ['/egresados/roles', '/egresados/roles/2'], weight: 4 },
  { route: '/servicio-social/administracion/usuarios', paths: ['/servicio-social/administracion/usuarios'], weight: 4 },
  { route: '/administracion/correos', paths: ['/administracion/correos'], weight: 3 },
  { route: '/recuperar-contrasena', paths: ['/recuperar-contrasena'], weight: 2 },
];
export const DEMO_PAGE_VIEW_COUNT = 420;
