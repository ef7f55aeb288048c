import type { App } from '../types';

export default async function auditRoutes(app: App) {
  void app;
}
