// Graduates for the sections that need many but not the importer's CSV (seguimiento, escala): written by one
// INSERT … SELECT over generate_series on the database server, each row derived from its index, in programs of the
// section's own (their claves and the matrículas carry the section's prefix, so sections run after one another).
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';

const NOMBRES = ['María', 'José', 'Juan', 'Guadalupe', 'Ana', 'Luis', 'Sofía', 'Jesús', 'Fernanda', 'Ángel', 'Ximena', 'Iván', 'Mónica', 'Raúl', 'Lucía', 'Héctor', 'Valeria', 'Andrés', 'Paola', 'Óscar'];
const APELLIDOS = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Núñez', 'Peña', 'Flores', 'Gómez', 'Díaz', 'Cruz', 'Morales', 'Jiménez', 'Ruiz', 'Ortiz', 'Vázquez'];
const CARRERAS = ['Ingeniería en Sistemas Computacionales', 'Ingeniería Industrial', 'Administración de Empresas', 'Contaduría Pública', 'Derecho', 'Psicología',
  'Enfermería', 'Arquitectura', 'Ciencias de la Comunicación', 'Ingeniería Mecatrónica'];
export const PRIMERA_GENERACION = 2016;
export const GENERACIONES = 10;

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * `n` graduates over ten programs named `${prefijo} …`: graduate i is in program i mod 10 and generación
 * PRIMERA_GENERACION + (i div 10) mod 10, so each generación holds a tenth of them, spread evenly over the programs.
 * Two in three are titulados; every one has a unique address. Returns the programs' ids.
 */
export async function cargarEgresados(db: Db, prefijo: string, n: number): Promise<number[]> {
  const [nivel] = rows<{ id: number }>(await db.execute(sql`select id from niveles where clave = 'LIC'`));
  const programas = rows<{ id: number }>(await db.execute(sql`
    insert into programas (clave, nombre, nivel_id)
    select ${prefijo} || n, nombre || ' (' || ${prefijo} || ')', ${nivel.id} from unnest(${sql.param(CARRERAS)}::text[]) with ordinality as t(nombre, n)
    returning id`)).map((p) => p.id);
  const np = programas.length;
  await db.execute(sql`
    insert into egresados (matricula, nombre, apellido_paterno, apellido_materno, correo, programa_id, anio_egreso, fecha_egreso, titulado, origen)
    select ${prefijo} || lpad(i::text, 7, '0'), (${sql.param(NOMBRES)}::text[])[1 + i % 20], (${sql.param(APELLIDOS)}::text[])[1 + (i / 7) % 20],
      (${sql.param(APELLIDOS)}::text[])[1 + (i / 3) % 20], lower(${prefijo}) || '.' || i || '@egresados.test', (${sql.param(programas)}::int[])[1 + i % ${np}],
      ${PRIMERA_GENERACION} + (i / ${np}) % ${GENERACIONES}, make_date(${PRIMERA_GENERACION} + (i / ${np}) % ${GENERACIONES}, 6 + i % 2, 10 + i % 18),
      i % 3 <> 0, 'carga_masiva'
    from generate_series(0, ${n - 1}) as i`);
  await db.execute(sql`analyze egresados`);
  return programas;
}
