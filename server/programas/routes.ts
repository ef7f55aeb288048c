import type { App } from '../types';

export default async function programasRoutes(app: App) {
  void app;
}
