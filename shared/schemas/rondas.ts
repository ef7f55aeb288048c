// Judging in rounds (issue 33): what staff send to create a round, assign, promote; what a jurado sends in a
// si_no or ranking round; and what the API answers. Plain zod: the admin downloads it.
import { z } from '../validation';
import { criterioSchema, documentoSolicitadoSchema, sumaPesos } from './postulaciones';
import { enteroSchema, instanteSchema } from './respuestas';

export const MODOS_RONDA = ['puntaje', 'si_no', 'ranking'] as const;
export type ModoRonda = (typeof MODOS_RONDA)[number];
export const MODO_RONDA_LABELS: Record<ModoRonda, string> = { puntaje: 'Puntaje por criterios', si_no: 'Sí / no', ranking: 'Orden (ranking)' };
export const ESTADOS_RONDA = ['programada', 'abierta', 'cerrada'] as const;
export type EstadoRonda = (typeof ESTADOS_RONDA)[number];

export const RETROALIMENTACIONES = ['ninguna', 'comentarios', 'comentarios_y_puntajes'] as const;
export type Retroalimentacion = (typeof RETROALIMENTACIONES)[number];

export const CRITERIOS_SOLO_PUNTAJE = 'Los criterios solo aplican a una ronda de puntaje';
export const FECHAS_DESORDENADAS = 'El fin de la ronda debe ser posterior a su inicio';
export const UN_SELECTOR = 'Indique exactamente una forma de elegir: por postulación, las mejores N o un mínimo';
export const RONDA_CON_PENDIENTES = 'Aún hay evaluaciones sin enviar en la ronda: espere a que terminen o confirme que desea promover de todos modos';
export const ORDEN_INCOMPLETO = 'Ordene todas sus postulaciones asignadas en la ronda, cada una una sola vez';
export const YA_SE_ABSTUVO = 'Ya se abstuvo de evaluar esta postulación';
export const RONDA_CERRADA = 'La ronda ya cerró: ya no recibe calificaciones, votos, órdenes ni abstenciones';
export const CUERPO_DE_OTRO_MODO = 'La calificación no corresponde al modo de la ronda';
export const MODO_CON_TRABAJO = 'La ronda ya tiene calificaciones, votos, órdenes o abstenciones: su modo ya no puede cambiar';
export const MODO_RONDA_CERRADA = 'La ronda ya se cerró al promover a sus finalistas: su modo ya no puede cambiar';
export const MODO_CAMBIADO = 'El personal cambió el modo de la ronda mientras usted calificaba: recargue la página';

const fecha = (campo: string) => z.coerce.date({ error: `${campo} debe ser una fecha válida` });

const modoSchema = z.enum(MODOS_RONDA, { error: 'Seleccione el modo de la ronda: puntaje, sí/no o ranking' });
const criteriosSchema = z.array(criterioSchema).max(20, 'No puede haber más de 20 criterios').optional();

/** Criteria are required for puntaje, weighing 100 in all, and forbidden for the other modes. */
function criteriosDelModo(v: { modo: ModoRonda; criterios?: { peso: number }[] }, ctx: z.RefinementCtx) {
  if (v.modo === 'puntaje') {
    if (!v.criterios?.length) ctx.addIssue({ code: 'custom', path: ['criterios'], message: 'Agregue al menos un criterio de evaluación' });
    else if (sumaPesos(v.criterios) !== 100) ctx.addIssue({ code: 'custom', path: ['criterios'], message: `Los pesos de los criterios deben sumar 100 % (suman ${sumaPesos(v.criterios)} %)` });
  } else if (v.criterios !== undefined && v.criterios.length) ctx.addIssue({ code: 'custom', path: ['criterios'], message: CRITERIOS_SOLO_PUNTAJE });
}

export const rondaInputSchema = z
  .object({
    nombre: z.string({ error: 'El nombre de la ronda es obligatorio' }).trim().min(1, 'El nombre de la ronda es obligatorio').max(120, 'El nombre no puede tener más de 120 caracteres'),
    modo: modoSchema,
    criterios: criteriosSchema,
    inicio: fecha('El inicio'),
    fin: fecha('El fin'),
    documentosAdicionales: z.array(documentoSolicitadoSchema).max(10, 'No puede haber más de 10 documentos adicionales').default([]),
  })
  .superRefine((v, ctx) => {
    criteriosDelModo(v, ctx);
    if (v.fin.getTime() <= v.inicio.getTime()) ctx.addIssue({ code: 'custom', path: ['fin'], message: FECHAS_DESORDENADAS });
  });
export type RondaInput = z.input<typeof rondaInputSchema>;

/** PUT /api/rondas/:id/modo: a round's mode, chosen again while nobody has worked on it (ronda 1 is born puntaje). */
export const modoRondaSchema = z.object({ modo: modoSchema, criterios: criteriosSchema }).superRefine(criteriosDelModo);
export type ModoRondaInput = z.input<typeof modoRondaSchema>;

export const asignarRondaSchema = z
  .object({
    modo: z.enum(['todos', 'n'], { error: 'Seleccione cómo asignar: todos o n por postulación' }),
    n: z.coerce.number({ error: 'Indique cuántos jurados por postulación' }).int('Indique un número entero').min(1, 'Al menos 1 jurado por postulación').max(50, 'No más de 50 jurados por postulación').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.modo === 'n' && !v.n) ctx.addIssue({ code: 'custom', path: ['n'], message: 'Indique cuántos jurados por postulación' });
  });

export const promoverSchema = z
  .object({
    postulacionIds: z.array(z.coerce.number().int().positive()).min(1, 'Seleccione al menos una postulación').max(5000).optional(),
    mejores: z.coerce.number({ error: 'Indique cuántas postulaciones' }).int('Indique un número entero').min(1, 'Al menos 1').max(5000).optional(),
    minimo: z.coerce.number({ error: 'El mínimo debe ser un número' }).min(0, 'El mínimo no puede ser negativo').optional(),
    forzar: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    const dados = [v.postulacionIds, v.mejores, v.minimo].filter((x) => x !== undefined).length;
    if (dados !== 1) ctx.addIssue({ code: 'custom', path: ['postulacionIds'], message: UN_SELECTOR });
  });

/** PUT /api/evaluaciones/:id and its /enviar: {puntajes, comentario} in a puntaje round, {voto, comentario} in si_no. */
export const calificacionRondaSchema = z.object({
  puntajes: z.record(z.string(), z.coerce.number({ error: 'La calificación debe ser un número' })).optional(),
  voto: z.enum(['si', 'no'], { error: 'Vote sí o no' }).optional(),
  comentario: z.string().trim().max(5000, 'El comentario no puede tener más de 5000 caracteres').default(''),
});
export type CalificacionRondaInput = z.output<typeof calificacionRondaSchema>;

export const ordenSchema = z.object({
  postulacionIds: z.array(z.coerce.number().int().positive(), { error: ORDEN_INCOMPLETO }).min(1, ORDEN_INCOMPLETO).max(5000),
});

export const abstenerSchema = z.object({
  motivo: z.string({ error: 'Explique por qué se abstiene' }).trim().min(1, 'Explique por qué se abstiene').max(2000, 'El motivo no puede tener más de 2000 caracteres'),
});

// ── Answers ──

export const rondaSchema = z.object({
  id: enteroSchema,
  categoriaId: enteroSchema,
  numero: enteroSchema,
  nombre: z.string(),
  modo: z.enum(MODOS_RONDA),
  criterios: z.array(z.object({ id: z.string(), nombre: z.string(), descripcion: z.string(), peso: z.number() })),
  inicio: instanteSchema,
  fin: instanteSchema,
  estado: z.enum(ESTADOS_RONDA),
  documentosAdicionales: z.array(z.object({ clave: z.string(), nombre: z.string(), requerido: z.boolean(), tipos: z.array(z.enum(['pdf', 'jpg', 'png'])), maxMb: z.number() })),
  /** Nobody has drafted, submitted or abstained yet, and it is not closed by a promotion: PUT /api/rondas/:id/modo may change it. */
  modoEditable: z.boolean(),
});
export type Ronda = z.output<typeof rondaSchema>;

export const rankingRondaFilaSchema = z.object({
  postulacionId: enteroSchema,
  folio: z.string(),
  /** Mean weighted score (puntaje), share of «sí» 0–100 (si_no), Borda points (ranking); null without evaluations. */
  valor: z.number().nullable(),
  /** Submitted, non-abstained evaluations. */
  n: enteroSchema,
  abstenciones: enteroSchema,
  empate: z.boolean(),
});
export type RankingRondaFila = z.output<typeof rankingRondaFilaSchema>;

export const progresoRondaSchema = z.array(
  z.object({ usuarioId: enteroSchema, jurado: z.string(), asignadas: enteroSchema, borradores: enteroSchema, enviadas: enteroSchema, abstenidas: enteroSchema, pendientes: enteroSchema }),
);
export type ProgresoRonda = z.output<typeof progresoRondaSchema>;

export const conflictoDetectadoSchema = z.object({
  postulacionId: enteroSchema,
  folio: z.string(),
  usuarioId: enteroSchema,
  jurado: z.string(),
  motivo: z.string(),
});
export type ConflictoDetectado = z.output<typeof conflictoDetectadoSchema>;
