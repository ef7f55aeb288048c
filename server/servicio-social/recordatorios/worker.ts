// Runs the reminders in the background: once per hour across all server processes (shortly after start, then
// hourly). The reminders are keyed by month or by round (ss_recordatorios), so even a run repeated after a crash
// sends each one once; checking hourly means a restart or a deploy never skips a day.
import { programarUnaVezPorPeriodo } from '../../db/una-vez-por-periodo';
import type { App } from '../../types';
import { ejecutarRecordatorios } from './service';

const HORA_MS = 60 * 60 * 1000;
const PRIMERA_MS = 30 * 1000;

export function startRecordatoriosWorker(app: App, opciones: { cadaMs?: number; primeraMs?: number } = {}) {
  return programarUnaVezPorPeriodo(app.db, app.log, {
    tarea: 'recordatorios-servicio-social',
    periodoMs: HORA_MS,
    primeraMs: opciones.primeraMs ?? PRIMERA_MS,
    cadaMs: opciones.cadaMs,
    fn: async () => {
      const r = await ejecutarRecordatorios(app);
      if (r.correos) app.log.info(r, 'recordatorios de servicio social encolados');
    },
  });
}
