// The ARCO daily job, once per day across all server processes (shortly after start, then checked hourly).
import { programarUnaVezPorPeriodo } from '../db/una-vez-por-periodo';
import type { App } from '../types';
import { aplicarRetencion, enviarRecordatorios } from './tareas';

export function startArcoWorker(app: App, opciones: { cadaMs?: number; primeraMs?: number } = {}) {
  return programarUnaVezPorPeriodo(app.db, app.log, {
    tarea: 'arco',
    periodoMs: 24 * 60 * 60 * 1000,
    primeraMs: opciones.primeraMs ?? 60 * 1000,
    cadaMs: opciones.cadaMs ?? 60 * 60 * 1000,
    fn: async () => {
      const recordatorios = await enviarRecordatorios(app);
      const retencion = await aplicarRetencion(app);
      if (recordatorios || retencion.length) app.log.info({ recordatorios, retencion }, 'arco: recordatorios y conservación');
    },
  });
}
