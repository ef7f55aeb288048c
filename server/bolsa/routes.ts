// Bolsa de trabajo (issue 32), under /api/bolsa.
import type { App } from '../types';
import ajustesBolsaRoutes from './ajustes/routes';
import alertasRoutes from './alertas/routes';
import candidaturasRoutes from './candidaturas/routes';
import empleadoresRoutes from './empleadores/routes';
import indicadoresBolsaRoutes from './indicadores/routes';
import ofertasRoutes from './ofertas/routes';

export default async function bolsaRoutes(app: App) {
  await app.register(empleadoresRoutes);
  await app.register(ofertasRoutes);
  await app.register(ajustesBolsaRoutes);
  await app.register(candidaturasRoutes);
  await app.register(indicadoresBolsaRoutes);
  await app.register(alertasRoutes);
}
