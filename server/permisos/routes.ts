import type { App } from '../types';

export default async function permisosRoutes(app: App) {
  void app;
}
