import type { App } from '../types';

export default async function egresadosRoutes(app: App) {
  void app;
}
