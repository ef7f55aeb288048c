import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ACCENTED, PLAIN } from '../../lib/search';

/**
 * Recomputes the folded search text of the vacancies of one vacancy, program or institution: the vacancy's
 * title and description, its program's name, objective and activities, and the institution's name and municipio.
 */
export async function refrescarBusqueda(db: Db, donde: { vacanteId?: number; programaId?: number; institucionId?: number }) {
  const condicion: SQL = donde.vacanteId
    ? sql`v.id = ${donde.vacanteId}`
    : donde.programaId
      ? sql`v.programa_id = ${donde.programaId}`
      : sql`v.institucion_id = ${donde.institucionId ?? 0}`;
  await db.execute(sql`
    update ss_vacantes v set busqueda = translate(lower(
      v.titulo || ' ' || v.descripcion || ' ' || p.nombre || ' ' || p.objetivo || ' ' || p.actividades || ' ' || i.razon_social || ' ' || i.municipio
    ), ${ACCENTED}, ${PLAIN})
    from ss_programas p, ss_instituciones i
    where p.id = v.programa_id and i.id = v.institucion_id and ${condicion}`);
}
