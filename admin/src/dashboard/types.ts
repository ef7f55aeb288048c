// GET /api/dashboard: each part is present only when the user may see the screen behind it.
import type { z } from 'zod';
import type { dashboardSchema } from '../../../shared/schemas/dashboard';

type Respuesta = z.input<typeof dashboardSchema>;
export interface DashboardSummary {
  usuarios?: { activos: number; sinVerificar: number };
  roles?: { total: number };
  correos?: { pendientes: number; fallidos: number; retenidos: number };
  visitas?: { ultimos7: number; ultimos30: number; top: { route: string; total: number }[] };
  auditoria?: DashboardAuditEntry[];
}

export interface DashboardAuditEntry {
  id: number;
  actorEmail: string | null;
  accion: string;
  recurso: string;
  registroId: string | null;
  createdAt: string;
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Keeps only the parts the answer carries; the figures default to 0 so a screen never shows «NaN». */
export function normalizeDashboard(raw: unknown): DashboardSummary {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Respuesta;
  const summary: DashboardSummary = {};
  if (data.usuarios) summary.usuarios = { activos: num(data.usuarios.activos), sinVerificar: num(data.usuarios.sinVerificar) };
  if (data.roles) summary.roles = { total: num(data.roles.total) };
  if (data.correos) summary.correos = { pendientes: num(data.correos.pendientes), fallidos: num(data.correos.fallidos), retenidos: num(data.correos.retenidos) };
  if (data.visitas) {
    const top = (data.visitas.rutasPrincipales ?? []).map((row) => ({ route: row.route, total: num(row.visitas) }));
    summary.visitas = { ultimos7: num(data.visitas.ultimos7Dias), ultimos30: num(data.visitas.ultimos30Dias), top };
  }
  if (data.auditoria) summary.auditoria = data.auditoria;
  return summary;
}
