// Apart from the schemas so a portal's home, which only formats its to-do list, does not load zod for it.

/** Whole days since `desde` (an ISO instant), for «desde hace N días». */
export function diasEsperando(desde: string | null, ahora = new Date()): number | null {
  if (!desde) return null;
  return Math.max(0, Math.floor((ahora.getTime() - new Date(desde).getTime()) / 86_400_000));
}
