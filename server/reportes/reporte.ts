// The graduate report: how many graduates fall in each value of one dimension, over the list's filter.
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ENTIDADES_FEDERATIVAS, SEXOS, SITUACIONES_LABORALES } from '../../shared/egresados/valores';
import type { Dimension, FilaReporte, Reporte } from '../../shared/schemas/reportes';
import type { Db } from '../db/client';
import { egresados, niveles, programas } from '../db/schema';
import { egresadoWhere } from '../egresados/consulta';

export const SIN_DATO = 'Sin dato';

const COLUMNAS: Record<Exclude<Dimension, 'nivel'>, PgColumn> = {
  programa: egresados.programaId,
  anioEgreso: egresados.anioEgreso,
  sexo: egresados.sexo,
  situacionLaboral: egresados.situacionLaboral,
  titulado: egresados.titulado,
  entidadFederativa: egresados.entidadFederativa,
  verificado: egresados.verificado,
};

/** 0–100 with one decimal; 0 when there is nothing to divide by. */
export const porcentaje = (parte: number, total: number) => (total > 0 ? Math.round((parte * 1000) / total) / 10 : 0);

/** «Enfermería (Licenciatura)»: the same name may exist at two levels. */
export const nombrePrograma = (nombre: string, nivel: string) => `${nombre} (${nivel})`;

async function etiquetas(db: Db, dimension: Dimension, valores: FilaReporte['valor'][]): Promise<Map<unknown, string>> {
  const ids = valores.filter((v): v is number => typeof v === 'number');
  if (dimension === 'programa' && ids.length) {
    const rows = await db
      .select({ id: programas.id, nombre: programas.nombre, nivel: niveles.nombre })
      .from(programas)
      .innerJoin(niveles, eq(niveles.id, programas.nivelId))
      .where(inArray(programas.id, ids));
    return new Map(rows.map((r) => [r.id, nombrePrograma(r.nombre, r.nivel)]));
  }
  if (dimension === 'nivel' && ids.length) {
    const rows = await db.select({ id: niveles.id, nombre: niveles.nombre }).from(niveles).where(inArray(niveles.id, ids));
    return new Map(rows.map((r) => [r.id, r.nombre]));
  }
  return new Map();
}

function etiqueta(dimension: Dimension, valor: FilaReporte['valor'], nombres: Map<unknown, string>): string {
  if (valor === null) return SIN_DATO;
  switch (dimension) {
    case 'programa':
    case 'nivel':
      return nombres.get(valor) ?? String(valor);
    case 'sexo':
      return SEXOS[valor as keyof typeof SEXOS] ?? String(valor);
    case 'situacionLaboral':
      return SITUACIONES_LABORALES[valor as keyof typeof SITUACIONES_LABORALES] ?? String(valor);
    case 'entidadFederativa':
      return ENTIDADES_FEDERATIVAS[valor as keyof typeof ENTIDADES_FEDERATIVAS] ?? String(valor);
    case 'titulado':
    case 'verificado':
      return valor ? 'Sí' : 'No';
    default:
      return String(valor);
  }
}

/** Years read in order; every other dimension by size, «Sin dato» last, ties by name. */
function ordenar(dimension: Dimension, filas: FilaReporte[]): FilaReporte[] {
  if (dimension === 'anioEgreso') return filas.sort((a, b) => Number(a.valor) - Number(b.valor));
  return filas.sort(
    (a, b) => Number(a.valor === null) - Number(b.valor === null) || b.total - a.total || a.etiqueta.localeCompare(b.etiqueta, 'es'),
  );
}

export async function reporte(db: Db, dimension: Dimension, filtro: Record<string, unknown>): Promise<Reporte> {
  const condicion = egresadoWhere(filtro);
  const total = sql<number>`count(*)::int`;
  const grupos =
    dimension === 'nivel'
      ? await db
          .select({ valor: programas.nivelId, total })
          .from(egresados)
          .innerJoin(programas, eq(programas.id, egresados.programaId))
          .where(condicion)
          .groupBy(programas.nivelId)
      : await db
          .select({ valor: COLUMNAS[dimension], total })
          .from(egresados)
          .where(condicion)
          .groupBy(COLUMNAS[dimension]);
  const valores = grupos.map((g) => g.valor as FilaReporte['valor']);
  const nombres = await etiquetas(db, dimension, valores);
  const suma = grupos.reduce((acc, g) => acc + g.total, 0);
  const filas = grupos.map((g) => {
    const valor = g.valor as FilaReporte['valor'];
    return { valor, etiqueta: etiqueta(dimension, valor, nombres), total: g.total, porcentaje: porcentaje(g.total, suma) };
  });
  return { dimension, filtro, total: suma, filas: ordenar(dimension, filas) };
}
