// What the ARCO services share: today's day in Mexico City, the institution's closures, the request row and who
// on staff is told about deadlines and retention.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import type { Cierres } from '../../shared/arco/dias-habiles';
import type { HechosPlazo } from '../../shared/arco/plazos';
import { arcoCierres, arcoSolicitudes, permisos, rolPermisos, roles, usuarioRoles, usuarios } from '../db/schema';
import { ADMIN_ROLE } from '../../shared/permissions';
import type { Db } from '../db/client';
import { notFound } from '../lib/http-error';

export type Solicitud = typeof arcoSolicitudes.$inferSelect;

/** The public page where requests are filed and followed (the mails link to it). */
export const RUTA_PUBLICA = '/privacidad/solicitudes';

export const hoy = (ahora = new Date()) => hoyEnMexico(ahora);

export async function cargarCierres(db: Db): Promise<Cierres> {
  const filas = await db.select({ dia: arcoCierres.dia }).from(arcoCierres);
  return new Set(filas.map((f) => f.dia));
}

export const hechosDe = (s: Solicitud): HechosPlazo & { procedente: boolean | null; cerrada: boolean } => ({
  recibida: s.recibida,
  prevenidaEn: s.prevenidaEn,
  prevencionRespondidaEn: s.prevencionRespondidaEn,
  ampliadaEn: s.ampliadaEn,
  decididaEn: s.decididaEn,
  efectivaEn: s.efectivaEn,
  procedente: s.procedente,
  cerrada: s.estado === 'cerrada' || s.estado === 'no_presentada',
});

// No 0/O/1/I: a folio is read aloud and typed from paper.
const ALFABETO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** ARCO-2026-7KQ2MX: random, so a folio cannot be guessed from another (the follow-up also asks the email). */
export function nuevoFolio(dia: string): string {
  let sufijo = '';
  for (let i = 0; i < 6; i++) sufijo += ALFABETO[randomInt(ALFABETO.length)];
  return `ARCO-${dia.slice(0, 4)}-${sufijo}`;
}

export async function leerSolicitud(db: Db, id: number): Promise<Solicitud> {
  const [s] = await db.select().from(arcoSolicitudes).where(eq(arcoSolicitudes.id, id));
  if (!s) throw notFound('La solicitud no existe');
  return s;
}

/** Active staff who handle the requests: administrators and holders of arco.gestionar. */
export async function correosDelPersonal(db: Db): Promise<string[]> {
  const filas = await db
    .selectDistinct({ email: usuarios.email })
    .from(usuarios)
    .innerJoin(usuarioRoles, eq(usuarioRoles.usuarioId, usuarios.id))
    .innerJoin(roles, sql`${roles.id} = ${usuarioRoles.rolId} and ${roles.activo}`)
    .leftJoin(rolPermisos, eq(rolPermisos.rolId, roles.id))
    .leftJoin(permisos, sql`${permisos.id} = ${rolPermisos.permisoId} and ${permisos.activo}`)
    .where(sql`${usuarios.activo} and ${usuarios.emailVerifiedAt} is not null and (${roles.nombre} = ${ADMIN_ROLE} or ${permisos.nombre} = 'arco.gestionar')`);
  return filas.map((f) => f.email);
}
