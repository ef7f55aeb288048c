import type { z } from '../../../shared/validation';
import type { auditoriaSchema } from '../../../shared/schemas/auditoria';

/** An entry of the audit log as GET /api/auditoria answers it. */
export type AuditEntry = z.input<typeof auditoriaSchema>;

export const AUDIT_ACCIONES = ['crear', 'editar', 'desactivar', 'eliminar', 'vincular', 'iniciar-sesion'] as const;
export const AUDIT_RECURSOS = ['usuarios', 'roles', 'permisos', 'correos', 'niveles', 'programas', 'egresados', 'sesiones'] as const;
