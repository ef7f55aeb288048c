// The document's tags: one per area of the product, chosen by the route's URL prefix.
export interface Area {
  nombre: string;
  descripcion: string;
  prefijos: string[];
}

export const AREAS: Area[] = [
  { nombre: 'auth', descripcion: 'Inicio y cierre de sesión (también institucional), contraseña, confirmación de correo y la cuenta propia.', prefijos: ['/auth', '/login', '/logout', '/user', '/password', '/email'] },
  { nombre: 'egresados', descripcion: 'Padrón de egresados, su registro y actualización, programas, niveles, cohortes, importaciones y reportes.', prefijos: ['/egresados', '/programas', '/niveles', '/cohortes', '/catalogos'] },
  { nombre: 'postulaciones', descripcion: 'Convocatorias, categorías, postulaciones, jurados, evaluación y resultados.', prefijos: ['/postulaciones', '/convocatorias', '/categorias', '/jurados', '/evaluacion', '/evaluaciones', '/ranking', '/rondas'] },
  { nombre: 'servicio social', descripcion: 'Servicio social: estudiantes, instituciones receptoras, prestaciones, documentos y horas.', prefijos: ['/servicio-social'] },
  { nombre: 'seguimiento', descripcion: 'Seguimiento de egresados: cuestionarios, periodos y respuestas.', prefijos: ['/seguimiento'] },
  { nombre: 'bolsa de trabajo', descripcion: 'Bolsa de trabajo: empleadores, ofertas, candidaturas, alertas e indicadores de colocación.', prefijos: ['/bolsa'] },
  { nombre: 'arco', descripcion: 'Protección de datos: solicitudes de derechos ARCO.', prefijos: ['/arco'] },
  { nombre: 'administración', descripcion: 'Usuarios, roles, permisos, auditoría, correos enviados, plantillas, campañas, suscripciones, tablero y estadísticas.', prefijos: ['/usuarios', '/roles', '/permisos', '/auditoria', '/correos', '/correo', '/plantillas', '/campanas', '/dashboard', '/pendientes', '/estadisticas'] },
  { nombre: 'plataforma', descripcion: 'Salud del servidor, enlaces para abrir archivos en otra pestaña, métricas de las páginas y este documento.', prefijos: ['/health', '/archivos', '/insights', '/openapi.json'] },
];

const POR_PREFIJO = AREAS.flatMap((area) => area.prefijos.map((prefijo) => ({ prefijo: `/api${prefijo}`, area: area.nombre })));

/** A new prefix lands here until it is given an area (server/openapi/openapi.api.test.ts fails meanwhile). */
export const SIN_AREA = 'otras';

export function areaDe(url: string): string {
  const hallada = POR_PREFIJO.find(({ prefijo }) => url === prefijo || url.startsWith(`${prefijo}/`));
  return hallada?.area ?? SIN_AREA;
}
