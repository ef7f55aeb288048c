import type { App } from '../types';

export function startMailWorker(app: App) {
  void app;
  return { stop: async () => {} };
}
