// A browser download cannot send the bearer header, so the export is also reachable through a short-lived
// signed link bound to the user who asked for it; their access is checked again when it is followed.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can } from '../../shared/permissions';
import { loadAccess } from '../auth/access';
import type { Signer } from '../auth/signer';
import type { Db } from '../db/client';
import { usuarios } from '../db/schema';
import { forbidden, HttpError } from '../lib/http-error';
import { UNAUTHENTICATED } from '../plugins/auth';

const PURPOSE = 'egresados.exportar';
export const ENLACE_TTL_SECONDS = 120;
export const ENLACE_INVALIDO = 'El enlace de descarga no es válido o ya expiró: vuelva a exportar desde la lista';

export const signExport = (signer: Signer, usuarioId: number) => signer.sign({ p: PURPOSE, uid: usuarioId }, ENLACE_TTL_SECONDS);

async function canExport(db: Db, usuarioId: number): Promise<boolean> {
  const [usuario] = await db.select({ activo: usuarios.activo }).from(usuarios).where(eq(usuarios.id, usuarioId));
  if (!usuario?.activo) return false;
  return can(await loadAccess(db, usuarioId), 'egresados.ver');
}

/** Guard for the export: a session with egresados.ver, or a valid link whose user still has it. */
export function exportGuard(db: Db, signer: Signer) {
  return async (request: FastifyRequest) => {
    if (request.user) {
      if (!can(request.user, 'egresados.ver')) throw forbidden();
      return;
    }
    const token = (request.query as { token?: unknown }).token;
    if (typeof token !== 'string' || !token) throw new HttpError(401, UNAUTHENTICATED);
    const data = signer.verify<{ p?: unknown; uid?: unknown }>(token);
    if (!data || data.p !== PURPOSE || typeof data.uid !== 'number') throw new HttpError(401, ENLACE_INVALIDO);
    if (!(await canExport(db, data.uid))) throw forbidden();
  };
}
