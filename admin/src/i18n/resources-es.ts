import { bolsaResources } from './bolsa-es';
import { egresados, niveles, programas } from './egresados-es';
import { seguimientoResources } from './seguimiento-es';
import { campanas } from './campanas-es';
import { plantillas } from './plantillas-es';
import { cohortes } from './reportes-es';
import { postulacionesResources } from './postulaciones-es';
import { servicioSocialResources } from './servicio-social-es';
import { servicioSocialFinResources } from './servicio-social-fin-es';

// Field labels and resource-specific strings. Components use the base keys (`resources.usuarios.fields.email`);
// the route-path resources are aliases so react-admin's own derived keys (sort labels, column picker) resolve too.

const usuarios = {
  name: 'Usuario |||| Usuarios',
  fields: {
    id: 'ID',
    name: 'Nombre',
    email: 'Correo electrónico',
    password: 'Contraseña',
    activo: 'Activo',
    roleIds: 'Roles',
    roles: 'Roles',
    emailVerifiedAt: 'Correo verificado',
    lastLoginAt: 'Último acceso',
    createdAt: 'Alta',
    updatedAt: 'Última modificación',
    q: 'Buscar',
    area: 'Área de sus roles',
  },
  helpers: {
    password_create: 'Al menos 8 caracteres. Compártala por un medio seguro.',
    password_edit: 'Déjela vacía para conservar la contraseña actual.',
    roleIds: 'Los permisos de la persona son la suma de los de sus roles.',
    no_concedible: 'no puede asignarlo',
    email_solo_admin: 'Solo un administrador cambia el correo de otra persona.',
  },
  reset_link: {
    label: 'Enviar enlace para restablecer contraseña',
    title: 'Enviar enlace para restablecer contraseña',
    content: 'Se enviará a %{email} un enlace de un solo uso, válido por 60 minutos. Los enlaces anteriores dejarán de funcionar cuando lo use.',
    done: 'Se envió el enlace a %{email}',
  },
  values: {
    verified: 'Verificado',
    unverified: 'Sin verificar',
    never: 'Nunca',
  },
  disable: {
    title: 'Desactivar a %{recordRepresentation}',
    content: 'La persona ya no podrá iniciar sesión y sus sesiones abiertas se cerrarán. Puede reactivarla editando su cuenta.',
    bulk_title: 'Desactivar usuario |||| Desactivar %{smart_count} usuarios',
    bulk_content:
      '¿Desactivar al usuario seleccionado? No podrá iniciar sesión. |||| ¿Desactivar a los %{smart_count} usuarios seleccionados? No podrán iniciar sesión.',
    done: 'Usuario desactivado |||| %{smart_count} usuarios desactivados',
  },
};

const roles = {
  name: 'Rol |||| Roles',
  fields: {
    id: 'ID',
    nombre: 'Nombre',
    descripcion: 'Descripción',
    area: 'Área',
    activo: 'Activo',
    sistema: 'Del sistema',
    permisoIds: 'Permisos',
    usuarios: 'Usuarios',
    createdAt: 'Alta',
    updatedAt: 'Última modificación',
    q: 'Buscar',
  },
  helpers: {
    sistema: 'Rol del sistema: su nombre no se puede cambiar.',
    administrador: 'Quien tiene el rol administrador puede hacer todo en todas las áreas, sin importar los permisos marcados aquí.',
    permisoIds: 'Marque lo que pueden hacer las personas con este rol. Los permisos inactivos aparecen atenuados.',
  },
  matrix: {
    recurso: 'Recurso',
    all_row: 'Todos los permisos de %{recurso}',
    empty: 'No hay permisos registrados.',
    others: 'Otras acciones',
    selected: '%{smart_count} permiso seleccionado |||| %{smart_count} permisos seleccionados',
  },
  disable: {
    title: 'Desactivar el rol %{recordRepresentation}',
    content: 'Las personas con este rol dejarán de tener sus permisos mientras esté inactivo. Puede reactivarlo editándolo.',
    bulk_title: 'Desactivar rol |||| Desactivar %{smart_count} roles',
    bulk_content:
      '¿Desactivar el rol seleccionado? Sus permisos dejarán de aplicarse. |||| ¿Desactivar los %{smart_count} roles seleccionados? Sus permisos dejarán de aplicarse.',
    done: 'Rol desactivado |||| %{smart_count} roles desactivados',
  },
};

const permisos = {
  name: 'Permiso |||| Permisos',
  fields: {
    id: 'ID',
    nombre: 'Nombre',
    descripcion: 'Descripción',
    area: 'Área',
    recurso: 'Recurso',
    accion: 'Acción',
    activo: 'Activo',
    sistema: 'Del sistema',
    createdAt: 'Alta',
    updatedAt: 'Última modificación',
    q: 'Buscar',
  },
  helpers: {
    nombre: 'Con la forma recurso.accion, por ejemplo egresados.exportar.',
    sistema: 'Permiso del sistema: solo puede cambiar su descripción y si está activo.',
  },
  disable: {
    title: 'Desactivar el permiso %{recordRepresentation}',
    content: 'Ningún rol otorgará este permiso mientras esté inactivo. Puede reactivarlo editándolo.',
    bulk_title: 'Desactivar permiso |||| Desactivar %{smart_count} permisos',
    bulk_content:
      '¿Desactivar el permiso seleccionado? |||| ¿Desactivar los %{smart_count} permisos seleccionados?',
    done: 'Permiso desactivado |||| %{smart_count} permisos desactivados',
  },
};

const correos = {
  name: 'Correo |||| Bandeja de salida',
  empty: 'La bandeja de salida está vacía.',
  fields: {
    id: 'ID',
    to: 'Destinatario',
    subject: 'Asunto',
    estado: 'Estado',
    intentos: 'Intentos',
    ultimoError: 'Último error',
    enviadoEn: 'Enviado',
    createdAt: 'En cola desde',
    html: 'Vista previa',
    text: 'Texto sin formato',
    q: 'Buscar',
  },
  estados: {
    pendiente: 'Pendiente',
    enviando: 'Enviando',
    enviado: 'Enviado',
    fallido: 'Fallido',
    retenido: 'Retenido',
  },
  preview_title: 'Vista previa del correo %{subject}',
  resend: {
    label: 'Reenviar',
    title: 'Reenviar el correo',
    content: 'El mensaje volverá a la cola y se intentará enviar de nuevo a %{to}.',
    done: 'El correo volvió a la cola de envío',
  },
};

const auditoria = {
  name: 'Registro |||| Bitácora de cambios',
  empty: 'Todavía no hay cambios registrados.',
  fields: {
    id: 'ID',
    actorId: 'ID de quien hizo el cambio',
    actorEmail: 'Quién',
    actorName: 'Nombre',
    accion: 'Acción',
    recurso: 'Recurso',
    registroId: 'Registro',
    antes: 'Antes',
    despues: 'Después',
    ip: 'Dirección IP',
    createdAt: 'Fecha',
    desde: 'Desde',
    hasta: 'Hasta',
    q: 'Buscar',
  },
  acciones: {
    crear: 'Creación',
    editar: 'Modificación',
    desactivar: 'Desactivación',
    eliminar: 'Eliminación',
    aprobar: 'Aprobación',
    vincular: 'Vinculación con la cuenta institucional',
    'iniciar-sesion': 'Inicio de sesión',
    descargar: 'Descarga',
    enviar: 'Envío',
    exportar: 'Exportación',
  },
  // Each entry read as a sentence: «Ada Administradora creó el rol «Revisión»».
  linea: '%{actor} %{verbo} %{objeto}%{nombre}',
  verbos: {
    crear: 'creó', editar: 'modificó', desactivar: 'desactivó', eliminar: 'eliminó', aprobar: 'aprobó', descargar: 'descargó',
    enviar: 'envió', exportar: 'exportó', vincular: 'vinculó con la cuenta institucional', 'iniciar-sesion': 'inició sesión en', otro: 'cambió',
  },
  // What was changed, with its article; keys are the server's audit collections.
  objetos: {
    usuarios: 'la cuenta de usuario', roles: 'el rol', permisos: 'el permiso', correos: 'el correo', niveles: 'el nivel de estudio',
    programas: 'el programa educativo', egresados: 'el registro de egresado', cohortes: 'los egresados esperados', plantillas: 'la plantilla de correo',
    campanas: 'la campaña de correo', importaciones: 'la carga masiva', convocatorias: 'la convocatoria', categorias: 'la categoría',
    postulaciones: 'la postulación', evaluaciones: 'la evaluación', 'servicio-social': 'el servicio social', 'ss-programas': 'el programa de servicio social',
    'ss-estudiantes': 'el expediente del estudiante', 'ss-documentos': 'el documento de servicio social', 'ss-destacados': 'el proyecto destacado',
    'ss-solicitudes': 'la solicitud a vacante', 'ss-vacantes': 'la vacante', 'ss-plantillas': 'la plantilla de documento', 'ss-periodos': 'el periodo',
    'ss-instituciones': 'la institución', 'ss-evaluaciones': 'la evaluación de servicio social', 'ss-prestaciones': 'la prestación de servicio social',
    'ss-invitaciones': 'la invitación a la institución', 'ss-institucion-usuarios': 'la cuenta de la institución',
    'ss-demo': 'los datos de demostración del servicio social', 'ss-cuestionarios': 'el cuestionario de evaluación', 'ss-ajustes': 'los ajustes del servicio social',
    'seguimiento-cuestionarios': 'el cuestionario de seguimiento', 'seguimiento-aplicaciones': 'la aplicación de la encuesta de seguimiento',
    'seguimiento-respuestas': 'las respuestas de la encuesta de seguimiento', 'seguimiento-metas': 'la meta del indicador', ajustes: 'los ajustes',
    otro: 'un registro',
  },
  diff: {
    title: 'Cambios',
    campo: 'Campo',
    cambio: 'Cambió',
    sin_cambios: 'Sin datos',
    system: 'Sistema',
  },
};

function withName<T extends { name: string }>(base: T, name: string): T {
  return { ...base, name };
}

export const resourcesEs = {
  usuarios,
  roles,
  permisos,
  correos,
  auditoria,
  niveles,
  programas,
  egresados,
  'egresados/niveles': niveles,
  'egresados/programas': programas,
  'egresados/cohortes': cohortes,
  'egresados/correo/plantillas': plantillas,
  'egresados/correo/enviar': campanas,
  'egresados/usuarios': usuarios,
  'egresados/roles': withName(roles, 'Rol |||| Roles de Egresados'),
  'egresados/permisos': withName(permisos, 'Permiso |||| Permisos de Egresados'),
  'servicio-social/administracion/usuarios': usuarios,
  'servicio-social/administracion/roles': withName(roles, 'Rol |||| Roles de Servicio social'),
  'servicio-social/administracion/permisos': withName(permisos, 'Permiso |||| Permisos de Servicio social'),
  'administracion/correos': correos,
  'administracion/auditoria': auditoria,
  'administracion/proteccion-datos': { name: 'Protección de datos |||| Protección de datos' },
  'administracion/dias-inhabiles': { name: 'Día inhábil propio |||| Días inhábiles propios' },
  ...postulacionesResources,
  ...seguimientoResources,
  ...servicioSocialResources,
  ...servicioSocialFinResources,
  ...bolsaResources,
};
