// The bolsa's background work, hourly across all processes (una-vez-por-periodo): offers past their closing date
// close and their employers are told, employers are reminded of applications untouched for 10 working days, and
// the weekly job-alert digests go out.
// Both are safe to run again: each only touches rows not yet marked (estado publicada, recordatorio_en null).
import { programarUnaVezPorPeriodo } from '../db/una-vez-por-periodo';
import type { App } from '../types';
import { enviarResumenes } from './alertas/service';
import { recordarEmpleadores } from './candidaturas/plazos';
import { vencerOfertas } from './ofertas/service';

const HORA_MS = 60 * 60 * 1000;

export async function ejecutarTareasBolsa(app: App) {
  const cierre = await vencerOfertas(app);
  const recordatorios = await recordarEmpleadores(app);
  // Each alert is mailed at most once a week (its ultimo_envio_en), so an hourly check sends it on its day.
  const resumenes = await enviarResumenes(app);
  return { ...cierre, ...recordatorios, ...resumenes };
}

export function startBolsaWorker(app: App, opciones: { cadaMs?: number; primeraMs?: number } = {}) {
  return programarUnaVezPorPeriodo(app.db, app.log, {
    tarea: 'bolsa-de-trabajo',
    periodoMs: HORA_MS,
    primeraMs: opciones.primeraMs ?? 45_000,
    cadaMs: opciones.cadaMs,
    fn: async () => {
      const r = await ejecutarTareasBolsa(app);
      if (r.vencidas || r.recordatorios || r.resumenes) app.log.info(r, 'bolsa de trabajo: ofertas vencidas, recordatorios y alertas');
    },
  });
}
