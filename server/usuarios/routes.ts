import type { App } from '../types';

export default async function usuariosRoutes(app: App) {
  void app;
}
