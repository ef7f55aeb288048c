import type { App } from '../types';

export default async function rolesRoutes(app: App) {
  void app;
}
