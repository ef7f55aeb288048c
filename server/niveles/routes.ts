import type { App } from '../types';

export default async function nivelesRoutes(app: App) {
  void app;
}
