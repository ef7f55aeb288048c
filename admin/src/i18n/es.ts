import type { TranslationMessages } from 'ra-core';
import { raEs, raEsExtra } from './ra-es';
import { cargaMasiva, catalogos } from './egresados-es';
import { resourcesEs } from './resources-es';
import { campanasApp } from './campanas-es';
import { plantillasApp } from './plantillas-es';
import { reportes, tablero } from './reportes-es';
import { postulacionesApp } from './postulaciones-es';
import { servicioSocialApp } from './servicio-social-es';
import { servicioSocialFin } from './servicio-social-fin-es';
import { seguimientoApp } from './seguimiento-es';
import { bolsaApp } from './bolsa-es';

const app = {
  name: 'Plataforma Universitaria',
  back_office: 'Administración',
  user_menu: 'Perfil de %{name}',
  menu: {
    label: 'Menú principal',
    dashboard: 'Panel',
    plataforma: 'Plataforma',
    egresados: 'Egresados',
    servicio_social: 'Servicio social',
    carga_masiva: 'Carga masiva',
    reportes: 'Reporte de egresados',
    tablero: 'Tablero de egresados',
    programas: 'Programas académicos',
  },
  areas: {
    plataforma: 'Plataforma',
    egresados: 'Egresados',
    postulaciones: 'Postulaciones',
    'servicio-social': 'Servicio social',
  },
  acciones: {
    ver: 'Ver',
    crear: 'Crear',
    editar: 'Editar',
    eliminar: 'Desactivar',
    enviar: 'Enviar',
  },
  actions: {
    disable: 'Desactivar',
    public_site: 'Sitio público',
    all_areas: 'Todas las áreas',
  },
  filters: {
    todos: 'Todos',
    activos: 'Activos',
    inactivos: 'Inactivos',
  },
  status: {
    active: 'Activo',
    inactive: 'Inactivo',
  },
  validation: {
    password_min: 'La contraseña debe tener al menos 8 caracteres',
    password_max: 'La contraseña no puede tener más de 256 caracteres',
    name_max: 'El nombre no puede tener más de %{max} caracteres',
    description_max: 'La descripción no puede tener más de 500 caracteres',
  },
  catalogos,
  carga_masiva: cargaMasiva,
  reportes,
  tablero,
  plantillas: plantillasApp,
  campanas: campanasApp,
  seguimiento: seguimientoApp,
  postulaciones: postulacionesApp,
  servicio_social: servicioSocialApp,
  ss_fin: servicioSocialFin,
  bolsa: bolsaApp,
  login_redirect: 'Abriendo la página de inicio de sesión…',
  not_found: {
    title: 'Página no encontrada',
    message: 'No existe la página %{path}.',
    back: 'Ir al panel',
  },
  dashboard: {
    greeting: {
      morning: 'Buenos días, %{name}',
      afternoon: 'Buenas tardes, %{name}',
      evening: 'Buenas noches, %{name}',
    },
    intro: 'Esto es lo que requiere su atención hoy.',
    attention: 'Requiere atención',
    all_clear: 'Todo en orden: no hay pendientes.',
    load_error: 'No se pudo cargar el resumen del panel.',
    retry: 'Reintentar',
    usuarios: {
      title: 'Usuarios activos',
      sin_verificar: '%{smart_count} sin verificar su correo',
      all_verified: 'Todos verificaron su correo',
    },
    roles: {
      title: 'Roles',
      detail: 'Definen lo que puede hacer cada persona',
    },
    correos: {
      title: 'Correos por atender',
      pendientes: '%{smart_count} por enviar',
      fallidos: '%{smart_count} fallido |||| %{smart_count} fallidos',
      retenidos: '%{smart_count} retenido sin servidor de correo |||| %{smart_count} retenidos sin servidor de correo',
      ok: 'Sin correos pendientes',
    },
    visitas: {
      title: 'Visitas en 7 días',
      ultimos30: '%{count} en los últimos 30 días',
      top: 'Páginas más visitadas (30 días)',
      route: 'Página',
      total: 'Visitas',
      none: 'Todavía no hay visitas registradas.',
    },
    auditoria: {
      title: 'Cambios recientes',
      none: 'Todavía no hay cambios registrados.',
      see_all: 'Ver la bitácora',
    },
    pendientes: {
      title: 'Pendientes',
      none: 'Todo al día: nada espera su decisión.',
      al_dia: 'Al día',
      desde_hoy: 'El más antiguo, desde hoy',
      desde: 'El más antiguo, desde hace %{smart_count} día |||| El más antiguo, desde hace %{smart_count} días',
      postulaciones_evaluaciones_pendientes: 'Tiene %{smart_count} evaluación pendiente |||| Tiene %{smart_count} evaluaciones pendientes',
      ss_documentos_por_revisar_oficina: '%{smart_count} documento de servicio social por revisar |||| %{smart_count} documentos de servicio social por revisar',
      ss_instituciones_por_validar: '%{smart_count} institución por validar |||| %{smart_count} instituciones por validar',
      ss_programas_por_revisar: '%{smart_count} programa de servicio social por revisar |||| %{smart_count} programas de servicio social por revisar',
      ss_elegibilidad_por_decidir: '%{smart_count} estudiante espera su dictamen de elegibilidad |||| %{smart_count} estudiantes esperan su dictamen de elegibilidad',
      postulaciones_por_revisar: '%{smart_count} postulación por revisar |||| %{smart_count} postulaciones por revisar',
      egresados_campanas_en_curso: '%{smart_count} campaña de correo en curso |||| %{smart_count} campañas de correo en curso',
      postulaciones_jurados_con_pendientes: '%{smart_count} jurado con evaluaciones sin enviar en una ronda cerrada |||| %{smart_count} jurados con evaluaciones sin enviar en rondas cerradas',
      arco_por_vencer: '%{smart_count} solicitud ARCO cerca de su plazo legal |||| %{smart_count} solicitudes ARCO cerca de su plazo legal',
      bolsa_empleadores_por_validar: '%{smart_count} empleador de la bolsa de trabajo por validar |||| %{smart_count} empleadores de la bolsa de trabajo por validar',
      bolsa_ofertas_por_revisar: '%{smart_count} oferta de empleo por revisar |||| %{smart_count} ofertas de empleo por revisar',
      bolsa_candidaturas_sin_respuesta: '%{smart_count} candidatura sin respuesta del empleador en 20 días hábiles |||| %{smart_count} candidaturas sin respuesta del empleador en 20 días hábiles',
    },
    shortcuts: {
      title: 'Accesos directos',
      new_user: 'Nuevo usuario',
      users: 'Usuarios',
      roles: 'Roles',
      permisos: 'Permisos',
      correos: 'Bandeja de salida',
      auditoria: 'Bitácora de cambios',
      none: 'Su cuenta todavía no tiene permisos de administración. Pida a un administrador que le asigne un rol.',
    },
  },
  acceso: {
    menu: 'Acceso institucional',
    titulo: 'Acceso con la cuenta institucional',
    intro:
      'El personal y los estudiantes pueden entrar con la cuenta que les da la universidad (Microsoft Entra ID o Google Workspace). Las instituciones receptoras, los jurados externos y la cuenta de administración local siguen entrando con correo y contraseña.',
    inactivo:
      'El inicio de sesión institucional no está configurado en este servidor: falta OIDC_ISSUER (vea la sección «Institutional sign-in» del README).',
    obligatorio: 'Exigir la cuenta institucional al personal',
    obligatorio_ayuda:
      'El personal con correo de un dominio institucional ya no podrá entrar con contraseña. La cuenta de administración local (ADMIN_EMAIL) siempre puede, para cuando el servicio institucional no responda.',
    guardado_si: 'Desde ahora el personal entra con la cuenta institucional.',
    guardado_no: 'El personal puede volver a entrar con contraseña.',
    error_carga: 'No se pudo cargar la configuración. Intente de nuevo.',
  },
};

/** The whole Spanish (es-MX) catalog: react-admin's keys, our resources and the app's own strings. */
export const es = {
  ra: { ...raEs, message: { ...raEs.message, ...raEsExtra } },
  resources: resourcesEs,
  app,
} satisfies TranslationMessages;
