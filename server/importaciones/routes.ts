import type { App } from '../types';

export default async function importacionesRoutes(app: App) {
  void app;
}
