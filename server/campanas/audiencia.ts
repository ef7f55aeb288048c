// Who a campaign reaches: the egresados list's filter, minus nobody (unsubscribed addresses are kept as 'baja'
// so staff see them), one row per address.
import { eq, sql } from 'drizzle-orm';
import type { Audiencia } from '../../shared/schemas/campanas';
import { sinOposicion } from '../arco/oposiciones';
import type { Db } from '../db/client';
import { bajasCorreo, campanaDestinatarios, campanas, egresados, niveles, programas } from '../db/schema';
import { egresadoWhere } from '../egresados/consulta';

type Executor = Pick<Db, 'execute'>;

export const correoNormalizado = sql`lower(trim(${egresados.correo}))`;

/** A graduate captured without an address is reached by phone, never by a campaign (nor counted in its audience). */
const conCorreo = sql`${correoNormalizado} <> ''`;

/**
 * The merge values copied into each recipient row: datosDeEgresado (server/plantillas/datos.ts) in SQL, so a
 * campaign of 100,000 is written in one statement.
 * enlaceActualizacion is not stored: it is a signed link, made at send time and only if the template uses it.
 */
export const datosCombinacion = sql`jsonb_build_object(
  'nombre', ${egresados.nombre},
  'apellidoPaterno', ${egresados.apellidoPaterno},
  'apellidoMaterno', coalesce(${egresados.apellidoMaterno}, ''),
  'nombreCompleto', concat_ws(' ', ${egresados.nombre}, ${egresados.apellidoPaterno}, nullif(${egresados.apellidoMaterno}, '')),
  'matricula', ${egresados.matricula},
  'correo', ${correoNormalizado},
  'programa', ${programas.nombre},
  'nivel', ${niveles.nombre},
  'anioEgreso', ${egresados.anioEgreso}::text
)`;

export async function contarAudiencia(db: Executor, filtro: Record<string, unknown>): Promise<Audiencia> {
  const where = egresadoWhere(filtro);
  const { rows } = (await db.execute(sql`
    SELECT count(*)::int AS total,
           (count(*) FILTER (WHERE ${bajasCorreo.correo} IS NOT NULL OR NOT ${sinOposicion(correoNormalizado, 'campanas')}))::int AS bajas
    FROM ${egresados} LEFT JOIN ${bajasCorreo} ON ${bajasCorreo.correo} = ${correoNormalizado}
    WHERE ${conCorreo} ${where ? sql`AND ${where}` : sql``}`)) as unknown as { rows: { total: number; bajas: number }[] };
  const { total, bajas } = rows[0];
  return { total, bajas, destinatarios: total - bajas };
}

/**
 * Writes the campaign's recipients in one statement and sets its total. Idempotent: the unique
 * (campana_id, correo) makes a second run (two processes starting the same scheduled campaign) add nothing.
 */
export async function materializar(db: Executor, campanaId: number, filtro: Record<string, unknown>): Promise<number> {
  const where = egresadoWhere(filtro);
  await db.execute(sql`
    INSERT INTO ${campanaDestinatarios} (campana_id, egresado_id, correo, datos, estado)
    SELECT ${campanaId}, ${egresados.id}, ${correoNormalizado}, ${datosCombinacion},
           CASE WHEN ${bajasCorreo.correo} IS NULL AND ${sinOposicion(correoNormalizado, 'campanas')} THEN 'pendiente' ELSE 'baja' END
    FROM ${egresados}
    JOIN ${programas} ON ${programas.id} = ${egresados.programaId}
    JOIN ${niveles} ON ${niveles.id} = ${programas.nivelId}
    LEFT JOIN ${bajasCorreo} ON ${bajasCorreo.correo} = ${correoNormalizado}
    WHERE ${conCorreo} ${where ? sql`AND ${where}` : sql``}
    ORDER BY ${egresados.id}
    ON CONFLICT (campana_id, correo) DO NOTHING`);
  const { rows } = (await db.execute(sql`
    UPDATE ${campanas} SET total = (SELECT count(*) FROM ${campanaDestinatarios} WHERE campana_id = ${campanaId})
    WHERE ${eq(campanas.id, campanaId)} RETURNING total`)) as unknown as { rows: { total: number }[] };
  return rows[0]?.total ?? 0;
}
