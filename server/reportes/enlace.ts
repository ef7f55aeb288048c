// A browser download cannot send the bearer header, so the report export is also reachable through a
// short-lived signed link bound to the user who asked for it; their access is checked again when it is followed.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { can } from '../../shared/permissions';
import { loadAccess } from '../auth/access';
import type { Signer } from '../auth/signer';
import type { Db } from '../db/client';
import { usuarios } from '../db/schema';
import { ENLACE_TTL_SECONDS } from '../egresados/enlace';
import { forbidden, HttpError } from '../lib/http-error';
import { UNAUTHENTICATED } from '../plugins/auth';

// Its own purpose: a link to the graduate list export does not open the report, nor the other way round.
const PURPOSE = 'reportes.exportar';
const PERMISO = 'reportes.ver';
export const ENLACE_REPORTE_INVALIDO = 'El enlace de descarga no es válido o ya expiró: vuelva a exportar desde el reporte';

export const signReporte = (signer: Signer, usuarioId: number) => signer.sign({ p: PURPOSE, uid: usuarioId }, ENLACE_TTL_SECONDS);

async function canExport(db: Db, usuarioId: number): Promise<boolean> {
  const [usuario] = await db.select({ activo: usuarios.activo }).from(usuarios).where(eq(usuarios.id, usuarioId));
  if (!usuario?.activo) return false;
  return can(await loadAccess(db, usuarioId), PERMISO);
}

/** Guard for the report export: a session with reportes.ver, or a valid link whose user still has it. */
export function reporteExportGuard(db: Db, signer: Signer) {
  return async (request: FastifyRequest) => {
    if (request.user) {
      if (!can(request.user, PERMISO)) throw forbidden();
      return;
    }
    const token = (request.query as { token?: unknown }).token;
    if (typeof token !== 'string' || !token) throw new HttpError(401, UNAUTHENTICATED);
    const data = signer.verify<{ p?: unknown; uid?: unknown }>(token);
    if (!data || data.p !== PURPOSE || typeof data.uid !== 'number') throw new HttpError(401, ENLACE_REPORTE_INVALIDO);
    if (!(await canExport(db, data.uid))) throw forbidden();
  };
}
