// What an oposición (ARCO) can stop: each sending path asks for exactly its own purpose, and `todos` stops every one
// of them (issue 34). The bolsa de trabajo's job alerts ask for `alertas_bolsa` through oposicionImpide (server).
export const PROPOSITOS_OPOSICION = {
  campanas: 'Envíos masivos de correo (campañas y boletines)',
  encuestas: 'Encuestas de seguimiento de egresados',
  alertas_bolsa: 'Alertas de vacantes de la bolsa de trabajo',
  todos: 'Todos los envíos anteriores',
} as const;
export type PropositoOposicion = keyof typeof PROPOSITOS_OPOSICION;

export const PROPOSITO_TODOS: PropositoOposicion = 'todos';

/** «Envíos masivos…, Encuestas…»: the purposes as people read them, `todos` alone when it is there. */
export function propositosLegibles(propositos: readonly string[] | null | undefined): string {
  const lista = propositos?.includes(PROPOSITO_TODOS) ? [PROPOSITO_TODOS] : (propositos ?? []);
  return lista.map((p) => PROPOSITOS_OPOSICION[p as PropositoOposicion] ?? p).join('; ');
}
