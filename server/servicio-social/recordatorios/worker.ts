// Runs the reminders in the background: shortly after start and then every hour. The reminders are keyed by month
// or by round (ss_recordatorios), so the hourly runs send each one once; checking hourly means a restart or a
// deploy never skips a day.
import type { App } from '../../types';
import { ejecutarRecordatorios } from './service';

const CADA_MS = 60 * 60 * 1000;
const PRIMERA_MS = 30 * 1000;

export function startRecordatoriosWorker(app: App, opciones: { cadaMs?: number; primeraMs?: number } = {}) {
  let detenido = false;
  let enCurso: Promise<unknown> | null = null;
  const correr = () => {
    if (detenido || enCurso) return;
    enCurso = ejecutarRecordatorios(app)
      .then((r) => r.correos && app.log.info(r, 'recordatorios de servicio social encolados'))
      .catch((error) => app.log.error({ err: error }, 'los recordatorios de servicio social fallaron; se reintentará'))
      .finally(() => {
        enCurso = null;
      });
  };
  const primera = setTimeout(correr, opciones.primeraMs ?? PRIMERA_MS);
  const intervalo = setInterval(correr, opciones.cadaMs ?? CADA_MS);
  primera.unref();
  intervalo.unref();
  return {
    async stop() {
      detenido = true;
      clearTimeout(primera);
      clearInterval(intervalo);
      await enCurso;
    },
  };
}
