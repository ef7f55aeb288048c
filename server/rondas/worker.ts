// The jurados' reminders job: hourly across all server processes (a round's 80 % point is reached within the hour);
// the once-a-day-per-jurado rule is ronda_recordatorios' key, not the period.
import { programarUnaVezPorPeriodo } from '../db/una-vez-por-periodo';
import type { App } from '../types';
import { recordatoriosAutomaticos } from './recordatorios';

export function startRondasWorker(app: App, opciones: { cadaMs?: number; primeraMs?: number } = {}) {
  return programarUnaVezPorPeriodo(app.db, app.log, {
    tarea: 'rondas-recordatorios',
    periodoMs: 60 * 60 * 1000,
    primeraMs: opciones.primeraMs ?? 90 * 1000,
    cadaMs: opciones.cadaMs ?? 6 * 60 * 1000,
    fn: async () => {
      const enviados = await recordatoriosAutomaticos(app);
      if (enviados) app.log.info({ enviados }, 'rondas: recordatorios a jurados');
    },
  });
}
