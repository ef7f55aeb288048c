// GET /api/dashboard: each part is present only when the user may see the screen behind it.
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
const obj = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/**
 * Reads the answer defensively: a missing part is left out, and the visits block is accepted with either
 * naming (`ultimos7`/`top[].total` or `ultimos7Dias`/`rutasPrincipales[].visitas`).
 */
export function normalizeDashboard(raw: unknown): DashboardSummary {
  const data = obj(raw) ?? {};
  const summary: DashboardSummary = {};
  const usuarios = obj(data.usuarios);
  if (usuarios) summary.usuarios = { activos: num(usuarios.activos), sinVerificar: num(usuarios.sinVerificar) };
  const roles = obj(data.roles);
  if (roles) summary.roles = { total: num(roles.total) };
  const correos = obj(data.correos);
  if (correos) summary.correos = { pendientes: num(correos.pendientes), fallidos: num(correos.fallidos), retenidos: num(correos.retenidos) };
  const visitas = obj(data.visitas);
  if (visitas) {
    const top = (Array.isArray(visitas.top) ? visitas.top : Array.isArray(visitas.rutasPrincipales) ? visitas.rutasPrincipales : [])
      .map(obj)
      .filter((row): row is Record<string, unknown> => !!row && typeof row.route === 'string')
      .map((row) => ({ route: row.route as string, total: num(row.total ?? row.visitas) }));
    summary.visitas = { ultimos7: num(visitas.ultimos7 ?? visitas.ultimos7Dias), ultimos30: num(visitas.ultimos30 ?? visitas.ultimos30Dias), top };
  }
  if (Array.isArray(data.auditoria)) summary.auditoria = data.auditoria.filter((e) => obj(e)) as DashboardAuditEntry[];
  return summary;
}
