import { count, desc, sql } from 'drizzle-orm';
import { can, type AccessSubject } from '../../shared/permissions';
import type { Db } from '../db/client';
import { auditLog, outbox, pageViews, roles, usuarios } from '../db/schema';
import type { Dashboard } from '../../shared/schemas/dashboard';

export const TOP_ROUTES = 5;
export const RECENT_AUDIT = 8;

/** What the staff home shows; each part only when the caller holds the permission that guards its screen. */

const n = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;

async function userCounts(db: Db): Promise<Dashboard['usuarios']> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      activos: n(sql`${usuarios.activo}`),
      inactivos: n(sql`not ${usuarios.activo}`),
      sinVerificar: n(sql`${usuarios.activo} and ${usuarios.emailVerifiedAt} is null`),
    })
    .from(usuarios);
  return row;
}

async function roleCounts(db: Db): Promise<Dashboard['roles']> {
  const [row] = await db.select({ total: sql<number>`count(*)::int`, activos: n(sql`${roles.activo}`) }).from(roles);
  return row;
}

async function mailCounts(db: Db): Promise<Dashboard['correos']> {
  const [row] = await db
    .select({
      pendientes: n(sql`${outbox.estado} in ('pendiente', 'enviando')`),
      fallidos: n(sql`${outbox.estado} = 'fallido'`),
      retenidos: n(sql`${outbox.estado} = 'retenido'`),
    })
    .from(outbox);
  return row;
}

async function visitCounts(db: Db): Promise<Dashboard['visitas']> {
  const since30 = sql`now() - interval '30 days'`;
  const [[totals], rutasPrincipales] = await Promise.all([
    db
      .select({
        ultimos7Dias: n(sql`${pageViews.createdAt} > now() - interval '7 days'`),
        ultimos30Dias: sql<number>`count(*)::int`,
      })
      .from(pageViews)
      .where(sql`${pageViews.createdAt} > ${since30}`),
    db
      .select({ route: pageViews.route, visitas: sql<number>`count(*)::int` })
      .from(pageViews)
      .where(sql`${pageViews.createdAt} > ${since30}`)
      .groupBy(pageViews.route)
      .orderBy(desc(count()), pageViews.route)
      .limit(TOP_ROUTES),
  ]);
  return { ...totals, rutasPrincipales };
}

async function recentAudit(db: Db): Promise<Dashboard['auditoria']> {
  return db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      accion: auditLog.accion,
      recurso: auditLog.recurso,
      registroId: auditLog.registroId,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(RECENT_AUDIT);
}

export async function dashboardFor(db: Db, user: AccessSubject): Promise<Dashboard> {
  const parts = await Promise.all([
    can(user, 'usuarios.ver') ? userCounts(db) : undefined,
    can(user, 'roles.ver') ? roleCounts(db) : undefined,
    can(user, 'correos.ver') ? mailCounts(db) : undefined,
    can(user, 'estadisticas.ver') ? visitCounts(db) : undefined,
    can(user, 'auditoria.ver') ? recentAudit(db) : undefined,
  ]);
  const [u, r, c, v, a] = parts;
  const dashboard: Dashboard = {};
  if (u) dashboard.usuarios = u;
  if (r) dashboard.roles = r;
  if (c) dashboard.correos = c;
  if (v) dashboard.visitas = v;
  if (a) dashboard.auditoria = a;
  return dashboard;
}
