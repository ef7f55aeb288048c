import type { App } from '../types';

export default async function campanasRoutes(app: App) {
  void app;
}
