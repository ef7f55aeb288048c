// Issue 34, item 1: beyond lists and show pages, nothing may act on a blocked person's records. Every route under a
// person's record (`/api/egresados/:id/…`, a nomination's files, a student's service and its hours…) is checked
// here, once, by its route pattern, so a route added later under the same path is covered too. Reading stays open
// to arco.gestionar for the legal holds (the handlers mark the record «bloqueado»); changing is closed to everyone:
// blocked data is kept, not processed.
import { sql, type SQL } from 'drizzle-orm';
import type { App } from '../types';
import { egresados, postulaciones, ssEstudiantes, ssPrestaciones, ssSolicitudes } from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import { veBloqueados } from './bloqueo';

type Regla = { patron: RegExp; bloqueado: (id: number) => SQL };

const estudianteDe = (tabla: typeof ssPrestaciones | typeof ssSolicitudes) => (id: number) =>
  sql`exists (select 1 from ${tabla} t join ${ssEstudiantes} e on e.id = t.estudiante_id where t.id = ${id} and e.bloqueado_en is not null)`;
const propio = (tabla: typeof egresados | typeof postulaciones | typeof ssEstudiantes) => (id: number) =>
  sql`exists (select 1 from ${tabla} where id = ${id} and bloqueado_en is not null)`;

export const REGLAS_BLOQUEO: Regla[] = [
  { patron: /^\/api\/egresados\/:id(\/|$)/, bloqueado: propio(egresados) },
  { patron: /^\/api\/seguimiento\/egresados\/:id(\/|$)/, bloqueado: propio(egresados) },
  { patron: /^\/api\/postulaciones\/:id(\/|$)/, bloqueado: propio(postulaciones) },
  { patron: /^\/api\/servicio-social\/estudiantes\/:id(\/|$)/, bloqueado: propio(ssEstudiantes) },
  { patron: /^\/api\/servicio-social\/prestaciones\/:id(\/|$)/, bloqueado: estudianteDe(ssPrestaciones) },
  { patron: /^\/api\/servicio-social\/solicitudes\/:id(\/|$)/, bloqueado: estudianteDe(ssSolicitudes) },
];

const LECTURA = new Set(['GET', 'HEAD']);
export const DATOS_BLOQUEADOS =
  'Los datos de esta persona están bloqueados por una cancelación (derechos ARCO): se conservan solo para las obligaciones legales y no pueden modificarse.';

/** After authentication and before validation: a blocked record is absent to staff without arco.gestionar. */
export function registerBloqueoRutas(app: App) {
  app.addHook('preValidation', async (request) => {
    const patron = request.routeOptions.url;
    const regla = patron ? REGLAS_BLOQUEO.find((r) => r.patron.test(patron)) : undefined;
    if (!regla) return;
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return;
    const { rows } = (await app.db.execute(sql`select ${regla.bloqueado(id)} as si`)) as unknown as { rows: { si: boolean }[] };
    if (!rows[0]?.si) return;
    const gestor = veBloqueados(request.user);
    if (!gestor) throw notFound();
    if (!LECTURA.has(request.method)) throw new HttpError(409, DATOS_BLOQUEADOS);
  });
}
