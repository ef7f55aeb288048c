// Reminders and relative waves in the background: once per hour across all server processes (shortly after start,
// then hourly). Each round is also claimed in the database (ejecutarSeguimiento), so even a repeated run sends it once.
import { programarUnaVezPorPeriodo } from '../db/una-vez-por-periodo';
import type { App } from '../types';
import { ejecutarSeguimiento } from './aplicaciones/invitar';

export function startSeguimientoWorker(app: App, opciones: { cadaMs?: number; primeraMs?: number } = {}) {
  return programarUnaVezPorPeriodo(app.db, app.log, {
    tarea: 'seguimiento',
    periodoMs: 60 * 60 * 1000,
    primeraMs: opciones.primeraMs ?? 45 * 1000,
    cadaMs: opciones.cadaMs,
    fn: async () => {
      const r = await ejecutarSeguimiento(app.db);
      if (r.recordatorios || r.invitados) app.log.info(r, 'seguimiento: invitaciones y recordatorios encolados');
    },
  });
}
