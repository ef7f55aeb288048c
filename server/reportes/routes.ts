import type { App } from '../types';

export default async function reportesRoutes(app: App) {
  void app;
}
