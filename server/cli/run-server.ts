import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepararIntegradaAparte } from '../db/preparar-aparte';
import { DataDirLockedError } from '../db/lock';
import { buildApp } from '../app';
import { lineaDeArranque } from './startup-line';
import { DIST } from '../shell/serve';
import { marcarRetiro } from '../shell/retiro';

/** Starts the server: config, build if missing, database (migrated), listen; SIGTERM drains and closes. */
export async function runServer(env: Record<string, string | undefined>, opciones: { clientDir?: string } = {}) {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!config.dev && !opciones.clientDir && !fs.existsSync(path.join(DIST, 'public-site/index.html'))) {
    console.error('No hay compilación de las aplicaciones (dist/client). Ejecute «npm run build» o inicie con «npm start».');
    process.exit(1);
  }
  let database;
  try {
    const preparada = config.DATABASE_URL ? null : await prepararIntegradaAparte(config.DATA_DIR);
    if (preparada) console.log(preparada);
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  console.log(await lineaDeArranque(config, database));
  const app = await buildApp({ config, database, clientDir: opciones.clientDir });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando el servidor');
    // Out of the balancer first (its check sees 503), then close: in-flight requests finish, queued work is handed
    // back by the workers' stop; past the grace period the process ends anyway.
    marcarRetiro(app.server);
    setTimeout(() => {
      app.log.error({ graciaSegundos: config.SHUTDOWN_GRACE_SECONDS }, 'el cierre superó el periodo de gracia: se termina el proceso');
      process.exit(1);
    }, config.SHUTDOWN_GRACE_SECONDS * 1000).unref();
    try {
      if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  return app;
}
