// Valid rows reach the database a batch at a time: one statement per batch (unnest arrays) upserts by
// matrícula, leaves identical records untouched and writes the audit rows in the same statement.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isDeadlock, isUniqueViolation } from '../lib/pg-errors';
import type { Registro } from './validacion';

type Columna = { campo: keyof Registro; columna: string; tipo: string; json: string };

/** The record columns in insert order, their SQL array type and their key in the audit snapshot. */
const COLUMNAS: Columna[] = [
  { campo: 'matricula', columna: 'matricula', tipo: 'text', json: 'matricula' },
  { campo: 'nombre', columna: 'nombre', tipo: 'text', json: 'nombre' },
  { campo: 'apellidoPaterno', columna: 'apellido_paterno', tipo: 'text', json: 'apellidoPaterno' },
  { campo: 'apellidoMaterno', columna: 'apellido_materno', tipo: 'text', json: 'apellidoMaterno' },
  { campo: 'curp', columna: 'curp', tipo: 'text', json: 'curp' },
  { campo: 'correo', columna: 'correo', tipo: 'text', json: 'correo' },
  { campo: 'telefono', columna: 'telefono', tipo: 'text', json: 'telefono' },
  { campo: 'sexo', columna: 'sexo', tipo: 'text', json: 'sexo' },
  { campo: 'fechaNacimiento', columna: 'fecha_nacimiento', tipo: 'date', json: 'fechaNacimiento' },
  { campo: 'programaId', columna: 'programa_id', tipo: 'int4', json: 'programaId' },
  { campo: 'anioEgreso', columna: 'anio_egreso', tipo: 'int2', json: 'anioEgreso' },
  { campo: 'fechaEgreso', columna: 'fecha_egreso', tipo: 'date', json: 'fechaEgreso' },
  { campo: 'titulado', columna: 'titulado', tipo: 'bool', json: 'titulado' },
  { campo: 'fechaTitulacion', columna: 'fecha_titulacion', tipo: 'date', json: 'fechaTitulacion' },
  { campo: 'situacionLaboral', columna: 'situacion_laboral', tipo: 'text', json: 'situacionLaboral' },
  { campo: 'empresa', columna: 'empresa', tipo: 'text', json: 'empresa' },
  { campo: 'puesto', columna: 'puesto', tipo: 'text', json: 'puesto' },
  { campo: 'entidadFederativa', columna: 'entidad_federativa', tipo: 'text', json: 'entidadFederativa' },
];

export interface Actor {
  id: number | null;
  email: string | null;
  ip: string | null;
}

export interface Conflicto {
  registro: Registro;
  campo: 'correo' | 'curp';
  matriculaAjena: string;
}

/** Raw SQL rows: PGlite and node-postgres both answer with `.rows`. */
async function filas<T>(ejecutor: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await ejecutor.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A batch as one SQL row source with named columns. The rows travel as one JSON parameter: JSON.stringify is native
 * and leaves one string behind, where eighteen array literals built in JS (node-postgres escapes every element) left
 * some 100,000 small strings per batch. Measured on 100,000 rows with npm start's flags: 1.4 s less CPU in this
 * process, and the writes 7 % faster.
 */
function origen(lote: Registro[]): SQL {
  return sql`(SELECT ${sql.raw(JSON_NOMBRES)} FROM json_to_recordset(${JSON.stringify(lote, JSON_CAMPOS)}::json) AS j(${sql.raw(JSON_TIPOS)})) AS s`;
}

/** The JSON keys each row carries, their SQL types, and the column each becomes: the same for every batch. */
const JSON_CAMPOS = COLUMNAS.map((c) => c.campo);
const JSON_TIPOS = COLUMNAS.map((c) => `"${c.campo}" ${c.tipo}`).join(', ');
const JSON_NOMBRES = COLUMNAS.map((c) => `j."${c.campo}" AS ${c.columna}`).join(', ');

const snapshot = (alias: string, extra = '') =>
  `jsonb_build_object('id', ${alias}.id, ${COLUMNAS.map((c) => `'${c.json}', ${alias}.${c.columna}`).join(', ')}, 'verificado', ${alias}.verificado, 'origen', ${alias}.origen${extra})`;

/** Builds the statements for one import: what is compared and updated depends on the mapped columns. */
export function crearEscritor(db: Db, mapeados: Set<keyof Registro>, actor: Actor) {
  const comparadas = COLUMNAS.filter((c) => c.campo !== 'matricula' && mapeados.has(c.campo)).map((c) => c.columna);
  const tupla = (alias: string) => `(${comparadas.map((c) => `${alias}.${c}`).join(', ')})`;
  const distinto = `${tupla('e')} IS DISTINCT FROM ${tupla('excluded')}`;
  const cambiaCorreo = comparadas.includes('correo') ? 'e.correo IS DISTINCT FROM excluded.correo' : 'false';
  const set = [
    ...comparadas.map((c) => `${c} = excluded.${c}`),
    `verificado = CASE WHEN ${cambiaCorreo} THEN false ELSE e.verificado END`,
    `verificado_en = CASE WHEN ${cambiaCorreo} THEN NULL ELSE e.verificado_en END`,
    'updated_at = now()',
  ].join(', ');
  const columnas = COLUMNAS.map((c) => c.columna).join(', ');

  /**
   * `choque`: rows whose correo or CURP belongs to a record with another matrícula; they are left out and
   * reported. Checked in the same statement as the write, so a batch is one round trip. LATERAL … LIMIT 1 keeps
   * these index probes whatever the statistics say (a table analysed while empty would get a seq scan per batch).
   */
  const fuente = (lote: Registro[]) => sql`
    s AS (SELECT * FROM ${origen(lote)}),
    choque AS (
      SELECT s.matricula, x.campo, x.ajena FROM s
      CROSS JOIN LATERAL (
        (SELECT 'correo' AS campo, e.matricula AS ajena FROM egresados e WHERE e.correo = s.correo AND e.matricula <> s.matricula LIMIT 1)
        UNION ALL
        (SELECT 'curp', e.matricula FROM egresados e WHERE e.curp = s.curp AND e.matricula <> s.matricula LIMIT 1)
      ) x
    ),
    ok AS (SELECT * FROM s WHERE s.matricula NOT IN (SELECT matricula FROM choque))`;
  const choques = sql`(SELECT coalesce(json_agg(json_build_array(matricula, campo, ajena)), '[]') FROM choque) AS choques`;

  type Respuesta = { creados: number; actualizados: number; choques: [string, 'correo' | 'curp', string][] | string };

  function conflictos(lote: Registro[], respuesta: Respuesta): Conflicto[] {
    const lista = typeof respuesta.choques === 'string' ? (JSON.parse(respuesta.choques) as Exclude<Respuesta['choques'], string>) : respuesta.choques;
    if (lista.length === 0) return [];
    const porMatricula = new Map(lote.map((r) => [r.matricula, r]));
    const vistos = new Map<string, Conflicto>();
    for (const [matricula, campo, matriculaAjena] of lista) {
      // A row may clash on both; the correo is named first (it is the one staff recognise).
      if (!vistos.has(matricula) || campo === 'correo') vistos.set(matricula, { registro: porMatricula.get(matricula)!, campo, matriculaAjena });
    }
    return [...vistos.values()];
  }

  /**
   * Upserts one batch in one statement, audit rows included. `db` is the upload's transaction: the batch gets a
   * savepoint, so a clash with a concurrent writer is retried without losing the batches already written.
   */
  async function escribir(lote: Registro[]): Promise<{ creados: number; actualizados: number; conflictos: Conflicto[] }> {
    for (let intento = 1; ; intento++) {
      try {
        const [respuesta] = await db.transaction((sp) => filas<Respuesta>(sp, sql`
          WITH ${fuente(lote)},
          antes AS (SELECT e.* FROM egresados e WHERE e.matricula IN (SELECT matricula FROM ok)),
          up AS (
            INSERT INTO egresados AS e (${sql.raw(columnas)}, origen)
            SELECT ${sql.raw(COLUMNAS.map((c) => `ok.${c.columna}`).join(', '))}, 'carga_masiva' FROM ok ORDER BY ok.matricula
            ON CONFLICT (matricula) DO UPDATE SET ${sql.raw(set)}
            WHERE ${sql.raw(distinto)}
            RETURNING e.*, (e.xmax = 0) AS creado
          ),
          auditoria AS (
            INSERT INTO audit_log (actor_id, actor_email, accion, recurso, registro_id, antes, despues, ip)
            SELECT ${actor.id}::int, ${actor.email}::text, CASE WHEN up.creado THEN 'crear' ELSE 'editar' END, 'egresados', up.id::text,
              CASE WHEN up.creado THEN NULL ELSE ${sql.raw(snapshot('a'))} END, ${sql.raw(snapshot('up', ", 'importacion', true"))}, ${actor.ip}::text
            FROM up LEFT JOIN antes a ON a.matricula = up.matricula
          )
          SELECT (SELECT count(*) FILTER (WHERE creado) FROM up)::int AS creados,
                 (SELECT count(*) FILTER (WHERE NOT creado) FROM up)::int AS actualizados, ${choques}`));
        return { creados: respuesta.creados, actualizados: respuesta.actualizados, conflictos: conflictos(lote, respuesta) };
      } catch (error) {
        // Another import or a registration took a correo/CURP between our check and the insert: check again.
        if (intento < 4 && (isUniqueViolation(error) || isDeadlock(error))) continue;
        throw error;
      }
    }
  }

  /** What a batch would do, read-only (a simulation writes nothing). */
  async function simular(lote: Registro[]): Promise<{ creados: number; actualizados: number; conflictos: Conflicto[] }> {
    const [respuesta] = await filas<Respuesta>(db, sql`
      WITH ${fuente(lote)}
      SELECT (count(*) FILTER (WHERE e.id IS NULL))::int AS creados,
             (count(*) FILTER (WHERE e.id IS NOT NULL AND ${sql.raw(tupla('e'))} IS DISTINCT FROM ${sql.raw(tupla('ok'))}))::int AS actualizados,
             ${choques}
      FROM ok LEFT JOIN egresados e ON e.matricula = ok.matricula`);
    return { creados: respuesta.creados, actualizados: respuesta.actualizados, conflictos: conflictos(lote, respuesta) };
  }

  return { escribir, simular };
}
