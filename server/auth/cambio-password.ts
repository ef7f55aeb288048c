// The one place where the password of an existing account changes. Whoever asks (a reset link, the person in the
// back office or in the servicio social portal, staff, the shell), a new password ends every reset link sent to the
// account and every session but the one that asked: a password changed because it leaked must lock out whoever
// holds it, and a link in an old mail must not set it again.
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, sessions, usuarios } from '../db/schema';
import type { PasswordHash } from './passwords';

/** A database or an open transaction. */
type Escritor = Pick<Db, 'update'>;

export interface OpcionesCambio {
  /** The session from which the person changed her own password: it stays open. */
  conservarSesion?: number;
  /** A reset link or the shell prove the address, as a confirmation link would. */
  confirmaCorreo?: boolean;
  /** Only an active account (a reset link of a disabled account does nothing). */
  soloActiva?: boolean;
}

/** Sets the account's new password and ends its other sessions and every reset link; false when no account matched. */
export async function fijarPassword(db: Escritor, usuarioId: number, passwordHash: PasswordHash, opciones: OpcionesCambio = {}): Promise<boolean> {
  const condiciones: SQL[] = [eq(usuarios.id, usuarioId)];
  if (opciones.soloActiva) condiciones.push(eq(usuarios.activo, true));
  const [cambiada] = await db
    .update(usuarios)
    .set({
      passwordHash,
      updatedAt: new Date(),
      ...(opciones.confirmaCorreo ? { emailVerifiedAt: sql`coalesce(${usuarios.emailVerifiedAt}, now())` } : {}),
    })
    .where(and(...condiciones))
    .returning({ id: usuarios.id });
  if (!cambiada) return false;
  await cerrarAccesos(db, usuarioId, opciones.conservarSesion);
  return true;
}

/** Ends every session of the account (but `conservarSesion`) and every reset link: after a new password or when disabled. */
export async function cerrarAccesos(db: Escritor, usuarioId: number, conservarSesion?: number): Promise<void> {
  const abiertas = [eq(sessions.usuarioId, usuarioId), isNull(sessions.revokedAt)];
  if (conservarSesion !== undefined) abiertas.push(ne(sessions.id, conservarSesion));
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(...abiertas));
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.usuarioId, usuarioId), isNull(passwordResets.usedAt)));
}
