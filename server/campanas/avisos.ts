// The worker wakes at once when a campaign starts or resumes instead of at its next poll. Keyed by the
// database handle: route plugins see an encapsulated child of the app, but share its `db`.
import type { Db } from '../db/client';

const listeners = new WeakMap<Db, Set<() => void>>();

export function alAvisarCampanas(db: Db, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function avisarCampanas(db: Db): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
