import type { App } from '../types';

export default async function cohortesRoutes(app: App) {
  void app;
}
