import type { App } from '../types';

export default async function mailRoutes(app: App) {
  void app;
}
