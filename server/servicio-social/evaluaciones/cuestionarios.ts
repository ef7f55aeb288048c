// The office's two questionnaires (the student's self-evaluation and the supervisor's evaluation of the student):
// seeded once with TecNM-style defaults, edited by staff. An evaluation copies the questionnaire when it starts,
// so later edits never change what a student or supervisor already answered.
import { eq } from 'drizzle-orm';
import {
  ESCALA_TECNM, TIPOS_CUESTIONARIO, type Criterio, type Cuestionario, type TipoCuestionario, type cuestionarioSchema,
} from '../../../shared/schemas/servicio-social-evaluaciones';
import type { z } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { ssCuestionarios } from '../../db/schema';
import { notFound } from '../../lib/http-error';

const criterios = (textos: string[]): Criterio[] => textos.map((texto, i) => ({ clave: `c${i + 1}`, texto }));

export const CUESTIONARIOS_INICIALES: Record<TipoCuestionario, Omit<Cuestionario, 'id' | 'tipo' | 'updatedAt'>> = {
  autoevaluacion: {
    titulo: 'Autoevaluación del servicio social',
    instrucciones:
      'Valore con honestidad su desempeño durante el servicio social. Elija para cada criterio el nivel que mejor lo describa y, si lo desea, agregue comentarios sobre lo que aprendió y lo que mejoraría.',
    escala: ESCALA_TECNM,
    criterios: criterios([
      'Cumplí en tiempo y forma con las actividades asignadas.',
      'Asistí con puntualidad y respeté el horario acordado.',
      'Trabajé en equipo y me comuniqué con respeto con el personal y la comunidad.',
      'Mostré iniciativa para proponer mejoras y resolver problemas.',
      'Apliqué los conocimientos de mi carrera en las actividades del programa.',
      'Entregué mis informes completos y a tiempo.',
      'El servicio contribuyó a mi formación profesional y a mi compromiso social.',
    ]),
  },
  supervisor: {
    titulo: 'Evaluación del estudiante por la institución receptora',
    instrucciones:
      'Evalúe el desempeño del estudiante durante su servicio social en su institución. Elija para cada criterio el nivel que corresponda; sus comentarios ayudan a la oficina a acompañar a los estudiantes.',
    escala: ESCALA_TECNM,
    criterios: criterios([
      'Cumplimiento de las actividades del programa.',
      'Puntualidad y asistencia.',
      'Responsabilidad y compromiso con la institución.',
      'Trabajo en equipo y trato con las personas.',
      'Iniciativa y creatividad.',
      'Conocimientos y habilidades aplicados.',
      'Calidad de los resultados entregados.',
    ]),
  },
};

/** Idempotent: inserts a questionnaire only where none exists, so the office's edits survive restarts. */
export async function seedCuestionarios(db: Db) {
  await db
    .insert(ssCuestionarios)
    .values(TIPOS_CUESTIONARIO.map((tipo) => ({ tipo, ...CUESTIONARIOS_INICIALES[tipo] })))
    .onConflictDoNothing();
}

function toCuestionario(row: typeof ssCuestionarios.$inferSelect): Cuestionario {
  const tipo = row.tipo as TipoCuestionario;
  return { id: tipo, tipo, titulo: row.titulo, instrucciones: row.instrucciones, escala: row.escala, criterios: row.criterios, updatedAt: row.updatedAt.toISOString() };
}

export async function listarCuestionarios(db: Db): Promise<Cuestionario[]> {
  const rows = await db.select().from(ssCuestionarios);
  return TIPOS_CUESTIONARIO.flatMap((tipo) => rows.filter((r) => r.tipo === tipo).map(toCuestionario));
}

export async function leerCuestionario(db: Db, tipo: TipoCuestionario): Promise<Cuestionario> {
  const [row] = await db.select().from(ssCuestionarios).where(eq(ssCuestionarios.tipo, tipo));
  if (row) return toCuestionario(row);
  // Never seeded (a test database): the defaults, so an evaluation can still start.
  return { id: tipo, tipo, ...CUESTIONARIOS_INICIALES[tipo], updatedAt: new Date(0).toISOString() };
}

/** Saves the questionnaire; criteria keep their key when given (once), the others get the next free key. */
export async function guardarCuestionario(db: Db, tipo: TipoCuestionario, input: z.output<typeof cuestionarioSchema>, usuarioId: number) {
  const ocupadas = new Set(input.criterios.map((c) => c.clave).filter((c): c is string => !!c));
  const vistas = new Set<string>();
  let n = 0;
  const clave = (dada: string | undefined) => {
    if (dada && !vistas.has(dada)) {
      vistas.add(dada);
      return dada;
    }
    do n++;
    while (ocupadas.has(`c${n}`) || vistas.has(`c${n}`));
    vistas.add(`c${n}`);
    return `c${n}`;
  };
  const valores = {
    titulo: input.titulo,
    instrucciones: input.instrucciones,
    escala: [...input.escala].sort((a, b) => a.valor - b.valor),
    criterios: input.criterios.map((c) => ({ clave: clave(c.clave), texto: c.texto })),
    updatedBy: usuarioId,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(ssCuestionarios)
    .values({ tipo, ...valores })
    .onConflictDoUpdate({ target: ssCuestionarios.tipo, set: valores })
    .returning();
  if (!row) throw notFound('El cuestionario no existe');
  return toCuestionario(row);
}
