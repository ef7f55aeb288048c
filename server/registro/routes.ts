import type { App } from '../types';

export default async function registroRoutes(app: App) {
  void app;
}
