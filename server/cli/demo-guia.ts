// What `npm run db:demo` prints last: every demo account grouped by role, and what to try with each.
import { ADMIN_ROLE } from '../../shared/permissions';
import { JURADOS_DEMO, ROL_JURADO_DEMO } from '../evaluacion/demo';
import { DEMO_USERS } from './demo-data';
import { DEMO_ASPIRANTE, DEMO_ESTUDIANTE, DEMO_INSTITUCION } from './demo-servicio-social';

/** Per role: what the account can show, starting from its home («Pendientes» in the back office). */
export const QUE_PROBAR: Record<string, string> = {
  [ADMIN_ROLE]: 'todo; el panel lista cada cola con su antigüedad (documentos, instituciones, programas, elegibilidad, postulaciones, campañas).',
  'Coordinación de egresados': 'egresados, carga masiva, reportes y tablero, plantillas y campañas de correo.',
  'Capturista de egresados': 'capturar y corregir egresados; no puede borrar ni ver cuentas.',
  'Coordinación de servicio social': 'desde «Pendientes»: validar instituciones y programas, dictaminar elegibilidad, revisar documentos.',
  'Enlace con instituciones': 'revisar instituciones, programas y vacantes de servicio social.',
  'Comité de premios': 'revisar postulaciones, moverlas de estado, asignar jurados y ver el ranking.',
  'Soporte de plataforma': 'cuentas del personal, bandeja de salida de correo y bitácora de cambios.',
  'Dirección académica': 'consultar todas las áreas sin modificar nada.',
  [ROL_JURADO_DEMO]: '«Tiene N evaluaciones pendientes» en su inicio, y de ahí calificar (jurado2 y jurado4 tienen por calificar; una categoría es ciega).',
};

interface Cuenta {
  email: string;
  nombre: string;
  nota?: string;
}

export function guiaDeCuentas(baseUrl: string): string[] {
  const porRol = new Map<string, Cuenta[]>();
  const agregar = (rol: string, cuenta: Cuenta) => porRol.set(rol, [...(porRol.get(rol) ?? []), cuenta]);
  for (const u of DEMO_USERS) {
    agregar(u.roles[0], { email: u.email, nombre: u.name, nota: u.disabled ? 'desactivada: no puede entrar' : u.unverified ? 'sin verificar: no puede entrar' : undefined });
  }
  for (const j of JURADOS_DEMO) agregar(ROL_JURADO_DEMO, { email: j.email, nombre: j.name });
  const lineas = [`Cuentas para probar (inicie sesión en ${baseUrl}/login):`];
  for (const [rol, cuentas] of porRol) {
    lineas.push(`  ${rol === ADMIN_ROLE ? 'Administrador' : rol}: ${QUE_PROBAR[rol] ?? 'las pantallas que sus permisos permiten.'}`);
    for (const c of cuentas) lineas.push(`    ${c.email.padEnd(38)} ${c.nombre}${c.nota ? ` (${c.nota})` : ''}`);
  }
  lineas.push(
    '  Portal de servicio social:',
    `    ${DEMO_ASPIRANTE.padEnd(38)} estudiante elegible sin solicitudes: buscar vacantes y solicitar una.`,
    `    ${DEMO_ESTUDIANTE.padEnd(38)} estudiante a mitad de su servicio: registrar horas, corregir el informe devuelto, ver sus pendientes.`,
    `    ${DEMO_INSTITUCION.padEnd(38)} institución: aceptar solicitantes y revisar los informes que esperan en «Sus pendientes».`,
    '  Postulaciones (sin cuenta): /postulaciones/registro con la convocatoria abierta.',
  );
  return lineas;
}
