// A browser download cannot send the bearer header, so an export is also reachable through a short-lived
// signed link bound to the user who asked for it; their access is checked again when it is followed.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can } from '../../shared/permissions';
import { loadAccess } from '../auth/access';
import type { Signer } from '../auth/signer';
import type { Db } from '../db/client';
import { usuarios } from '../db/schema';
import { conAcceso } from './acceso';
import { forbidden, HttpError } from './http-error';
import { UNAUTHENTICATED } from '../plugins/auth';

export const ENLACE_TTL_SECONDS = 120;

export interface DownloadLink {
  sign(signer: Signer, usuarioId: number): string;
  /** onRequest guard: a session with the permission, or a valid link whose user is active and still has it. */
  guard(db: Db, signer: Signer): (request: FastifyRequest) => Promise<void>;
}

/** Each export has its own purpose, so a link to one never opens another. */
export function downloadLink(options: { purpose: string; permission: string; invalidMessage: string }): DownloadLink {
  const { purpose, permission, invalidMessage } = options;

  async function stillAllowed(db: Db, usuarioId: number): Promise<boolean> {
    const [usuario] = await db.select({ activo: usuarios.activo }).from(usuarios).where(eq(usuarios.id, usuarioId));
    if (!usuario?.activo) return false;
    return can(await loadAccess(db, usuarioId), permission);
  }

  return {
    sign: (signer, usuarioId) => signer.sign({ p: purpose, uid: usuarioId }, ENLACE_TTL_SECONDS),
    guard: (db, signer) => conAcceso(async (request: FastifyRequest) => {
      if (request.user) {
        if (!can(request.user, permission)) throw forbidden();
        return;
      }
      const token = (request.query as { token?: unknown }).token;
      if (typeof token !== 'string' || !token) throw new HttpError(401, UNAUTHENTICATED);
      const data = signer.verify<{ p?: unknown; uid?: unknown }>(token);
      if (!data || data.p !== purpose || typeof data.uid !== 'number') throw new HttpError(401, invalidMessage);
      if (!(await stillAllowed(db, data.uid))) throw forbidden();
    }, `El permiso «${permission}»: con una sesión, o con el enlace firmado (parámetro token) que da la misma API, válido ${ENLACE_TTL_SECONDS} s.`),
  };
}
