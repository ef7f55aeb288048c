// The browser-safe schemas in shared/ are plain zod; this test keeps them in step with the tables they fill.
import { getTableConfig, PgVarchar, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { solicitudEscritaArcoSchema } from '../../shared/schemas/arco';
import { campanaInputSchema } from '../../shared/schemas/campanas';
import { egresadoInputSchema, registroSchema, actualizacionSchema } from '../../shared/schemas/egresados';
import { nivelInputSchema } from '../../shared/schemas/niveles';
import { permisoInputSchema } from '../../shared/schemas/permisos';
import { plantillaInputSchema } from '../../shared/schemas/plantillas';
import { programaInputSchema } from '../../shared/schemas/programas';
import { cohorteInputSchema } from '../../shared/schemas/reportes';
import { rolInputSchema } from '../../shared/schemas/roles';
import { usuarioCreateSchema, usuarioUpdateSchema } from '../../shared/schemas/usuarios';
import * as tables from './schema';

type Shape = Record<string, z.ZodType>;

/** The longest string a schema lets through, following wrappers (optional, default, preprocess/pipe). */
function maxLength(schema: z.ZodType): number | undefined {
  const def = schema._zod.def as unknown as Record<string, z.ZodType | undefined> & { type: string };
  switch (def.type) {
    case 'string':
      return (schema as z.ZodString).maxLength ?? undefined;
    case 'pipe': {
      const found = [maxLength(def.in!), maxLength(def.out!)].filter((n): n is number => n !== undefined);
      return found.length ? Math.min(...found) : undefined;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return maxLength(def.innerType!);
    default:
      return undefined;
  }
}

/** A schema wrapped in superRefine is a pipe; its object is the pipe's input. */
function objectShape(schema: z.ZodType): Shape {
  const def = schema._zod.def as unknown as { type: string; in?: z.ZodType; shape?: Shape };
  if (def.type === 'object') return def.shape!;
  if (def.type === 'pipe' && def.in) return objectShape(def.in);
  throw new Error(`No es un objeto: ${def.type}`);
}
/** Each shared schema, the table its values are written to, and its fields that are not columns of it. */
const pairs: Array<{ name: string; table: PgTable; shape: Shape; notColumns?: string[] }> = [
  { name: 'egresados', table: tables.egresados, shape: objectShape(egresadoInputSchema) },
  { name: 'registro', table: tables.egresados, shape: objectShape(registroSchema), notColumns: ['avisoPrivacidad', 'sitioWeb'] },
  { name: 'niveles', table: tables.niveles, shape: nivelInputSchema.shape },
  { name: 'programas', table: tables.programas, shape: programaInputSchema.shape },
  { name: 'roles', table: tables.roles, shape: rolInputSchema.shape, notColumns: ['permisoIds'] },
  { name: 'permisos', table: tables.permisos, shape: permisoInputSchema.shape },
  { name: 'usuarios (alta)', table: tables.usuarios, shape: usuarioCreateSchema.shape, notColumns: ['password', 'roleIds'] },
  { name: 'usuarios (edición)', table: tables.usuarios, shape: usuarioUpdateSchema.shape, notColumns: ['password', 'roleIds'] },
  { name: 'plantillas', table: tables.plantillasCorreo, shape: plantillaInputSchema.shape },
  { name: 'campañas', table: tables.campanas, shape: campanaInputSchema.shape, notColumns: ['filtro'] },
  { name: 'cohortes', table: tables.cohortes, shape: cohorteInputSchema.shape },
  { name: 'ARCO por escrito', table: tables.arcoSolicitudes, shape: objectShape(solicitudEscritaArcoSchema) },
];


describe('shared schemas agree with the tables', () => {
  it.each(pairs)('$name: every field is a column, no longer than it, never null where the column is NOT NULL', ({ table, shape, notColumns = [] }) => {
    const { columns } = getTableConfig(table);
    const byKey = new Map(Object.entries(table as unknown as Record<string, unknown>).filter(([, c]) => columns.includes(c as never)));
    for (const [field, schema] of Object.entries(shape)) {
      if (notColumns.includes(field)) continue;
      const column = byKey.get(field) as (typeof columns)[number] | undefined;
      expect(column, `${field} no es columna de ${getTableConfig(table).name}`).toBeDefined();
      if (!column) continue;
      if (column instanceof PgVarchar && column.length) {
        const max = maxLength(schema);
        if (max !== undefined) expect(max, `${field}: más largo que varchar(${column.length})`).toBeLessThanOrEqual(column.length);
        // Lists and computed values have no declared maximum: whatever they let through must fit.
        for (const probe of ['x', '9', 'a@b.mx'].map((c) => c.repeat(column.length + 1))) {
          const parsed = schema.safeParse(probe);
          if (parsed.success && typeof parsed.data === 'string') {
            expect(parsed.data.length, `${field}: guarda más de ${column.length} caracteres`).toBeLessThanOrEqual(column.length);
          }
        }
      }
      if (column.notNull) {
        const parsed = schema.safeParse(null);
        if (parsed.success) expect(parsed.data, `${field} acepta null y la columna es NOT NULL`).not.toBeNull();
      }
    }
  });

  it('the graduate update form is the record minus the matrícula', () => {
    expect(Object.keys(objectShape(actualizacionSchema)).sort()).toEqual(
      Object.keys(objectShape(egresadoInputSchema)).filter((k) => k !== 'matricula').sort(),
    );
  });

  it('the check itself notices a field that is not a column or is too long', () => {
    expect(maxLength(nivelInputSchema.shape.nombre)).toBe(80);
    expect(maxLength(objectShape(egresadoInputSchema).matricula)).toBe(30);
    const { columns } = getTableConfig(tables.niveles);
    expect(columns.some((c) => c.name === 'nombre')).toBe(true);
    expect(Object.keys(tables.niveles)).not.toContain('noExiste');
  });
});

// Compile-time: what a schema outputs can be inserted into its table (a renamed column or changed type breaks tsc).
type Insert<T extends PgTable> = T['$inferInsert'];
type Fits<Out, Row> = { [K in keyof Out & keyof Row]-?: Out[K] extends Row[K] ? true : false }[keyof Out & keyof Row] extends true ? true : false;
const _typeChecks: [
  Fits<z.output<typeof egresadoInputSchema>, Insert<typeof tables.egresados>>,
  Fits<z.output<typeof nivelInputSchema>, Insert<typeof tables.niveles>>,
  Fits<z.output<typeof programaInputSchema>, Insert<typeof tables.programas>>,
  Fits<z.output<typeof rolInputSchema>, Insert<typeof tables.roles>>,
  Fits<z.output<typeof permisoInputSchema>, Insert<typeof tables.permisos>>,
  Fits<z.output<typeof usuarioCreateSchema>, Insert<typeof tables.usuarios>>,
  Fits<z.output<typeof plantillaInputSchema>, Insert<typeof tables.plantillasCorreo>>,
  Fits<z.output<typeof cohorteInputSchema>, Insert<typeof tables.cohortes>>,
  Fits<z.output<typeof solicitudEscritaArcoSchema>, Insert<typeof tables.arcoSolicitudes>>,
] = [true, true, true, true, true, true, true, true, true];
void _typeChecks;
