import type { App } from '../types';

export default async function plantillasRoutes(app: App) {
  void app;
}
