import type { App } from '../types';

export interface CampanaWorker {
  stop(): Promise<void>;
  /** One round: start due scheduled campaigns, send one batch; the number of messages handled. */
  runOnce(): Promise<number>;
}

export function startCampanaWorker(app: App, options: { poll?: boolean } = {}): CampanaWorker {
  void app;
  void options;
  return { stop: async () => {}, runOnce: async () => 0 };
}
