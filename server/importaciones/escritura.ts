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

type Ejecutor = Pick<Db, 'execute'>;

/** Raw SQL rows: PGlite and node-postgres both answer with `.rows`. */
async function filas<T>(ejecutor: Ejecutor, query: SQL): Promise<T[]> {
  return ((await ejecutor.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The row arrays of a batch as one SQL `unnest(...)` source with named columns. */
function origen(lote: Registro[]): SQL {
  const arreglos = COLUMNAS.map(({ campo, tipo }) => sql`${sql.param(lote.map((r) => r[campo]))}::${sql.raw(tipo)}[]`);
  return sql`unnest(${sql.join(arreglos, sql`, `)}) AS s(${sql.raw(COLUMNAS.map((c) => c.columna).join(', '))})`;
}

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

  /** Rows whose correo or CURP already belongs to a record with another matrícula. */
  async function conflictos(ejecutor: Ejecutor, lote: Registro[]): Promise<Conflicto[]> {
    const correos = lote.map((r) => r.correo);
    const curps = lote.flatMap((r) => (r.curp ? [r.curp] : []));
    const rows = await filas<{ matricula: string; correo: string; curp: string | null }>(
      ejecutor,
      sql`SELECT matricula, correo, curp FROM egresados WHERE correo = ANY(${sql.param(correos)}::text[]) OR curp = ANY(${sql.param(curps)}::text[])`,
    );
    if (rows.length === 0) return [];
    const porCorreo = new Map(rows.map((r) => [r.correo, r.matricula]));
    const porCurp = new Map(rows.filter((r) => r.curp).map((r) => [r.curp!, r.matricula]));
    const encontrados: Conflicto[] = [];
    for (const registro of lote) {
      const dueñoCorreo = porCorreo.get(registro.correo);
      const dueñoCurp = registro.curp ? porCurp.get(registro.curp) : undefined;
      if (dueñoCorreo && dueñoCorreo !== registro.matricula) encontrados.push({ registro, campo: 'correo', matriculaAjena: dueñoCorreo });
      else if (dueñoCurp && dueñoCurp !== registro.matricula) encontrados.push({ registro, campo: 'curp', matriculaAjena: dueñoCurp });
    }
    return encontrados;
  }

  /** Upserts one batch in one transaction; refuses (and leaves out) rows that would take another record's correo or CURP. */
  async function escribir(lote: Registro[]): Promise<{ creados: number; actualizados: number; conflictos: Conflicto[] }> {
    let pendientes = lote;
    const rechazados: Conflicto[] = [];
    for (let intento = 1; ; intento++) {
      try {
        return await db.transaction(async (tx) => {
          const nuevos = await conflictos(tx, pendientes);
          if (nuevos.length) {
            const fuera = new Set(nuevos.map((c) => c.registro));
            pendientes = pendientes.filter((r) => !fuera.has(r));
            rechazados.push(...nuevos);
          }
          if (pendientes.length === 0) return { creados: 0, actualizados: 0, conflictos: rechazados };
          const rows = await filas<{ creados: number; actualizados: number }>(tx, sql`
            WITH s AS (SELECT * FROM ${origen(pendientes)}),
            antes AS (SELECT e.* FROM egresados e WHERE e.matricula IN (SELECT matricula FROM s)),
            up AS (
              INSERT INTO egresados AS e (${sql.raw(columnas)}, origen)
              SELECT ${sql.raw(COLUMNAS.map((c) => `s.${c.columna}`).join(', '))}, 'carga_masiva' FROM s ORDER BY s.matricula
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
            SELECT (count(*) FILTER (WHERE creado))::int AS creados, (count(*) FILTER (WHERE NOT creado))::int AS actualizados FROM up`);
          return { ...rows[0], conflictos: rechazados };
        });
      } catch (error) {
        // Another import or a registration took a correo/CURP between our check and the insert: check again.
        if (intento < 4 && (isUniqueViolation(error) || isDeadlock(error))) continue;
        throw error;
      }
    }
  }

  /** What a batch would do, read-only (a simulation writes nothing). */
  async function simular(lote: Registro[]): Promise<{ creados: number; actualizados: number; conflictos: Conflicto[] }> {
    const encontrados = await conflictos(db, lote);
    const fuera = new Set(encontrados.map((c) => c.registro));
    const pendientes = lote.filter((r) => !fuera.has(r));
    if (pendientes.length === 0) return { creados: 0, actualizados: 0, conflictos: encontrados };
    const rows = await filas<{ creados: number; actualizados: number }>(db, sql`
      SELECT (count(*) FILTER (WHERE e.id IS NULL))::int AS creados,
             (count(*) FILTER (WHERE e.id IS NOT NULL AND ${sql.raw(tupla('e'))} IS DISTINCT FROM ${sql.raw(tupla('s'))}))::int AS actualizados
      FROM ${origen(pendientes)} LEFT JOIN egresados e ON e.matricula = s.matricula`);
    return { ...rows[0], conflictos: encontrados };
  }

  return { escribir, simular };
}
