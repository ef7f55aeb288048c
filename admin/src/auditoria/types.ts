/** An entry of the audit log as GET /api/auditoria answers it. */
export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorEmail: string | null;
  actorName?: string | null;
  accion: string;
  recurso: string;
  registroId: string | null;
  antes: unknown;
  despues: unknown;
  ip: string | null;
  createdAt: string;
}

export const AUDIT_ACCIONES = ['crear', 'editar', 'desactivar', 'eliminar'] as const;
export const AUDIT_RECURSOS = ['usuarios', 'roles', 'permisos', 'correos', 'niveles', 'programas', 'egresados'] as const;
