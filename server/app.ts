import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import '../shared/validation';
import type { Config } from './config';
import type { Database } from './db/client';
import { seed } from './db/seed';
import { loadSecret } from './db/settings';
import { Signer } from './auth/signer';
import { Mailer } from './mail/outbox';
import { registerErrorHandling } from './plugins/errors';
import { registerCompression } from './plugins/compression';
import { registerLimiteCuerpo } from './plugins/limite-cuerpo';
import { registerSubidaLenta } from './plugins/subida-lenta';
import { programarBarrido } from './archivos/barrido';
import { almacenDe, cerrarAlmacen } from './archivos/almacenamiento';
import { registerEnlacesArchivo } from './archivos/enlaces';
import { registerSinNul } from './plugins/sin-nul';
import { registerSecurity } from './plugins/security';
import { registerAuth } from './plugins/auth';
import { registerMarcasEgresados } from './egresados/marcas';
import { registerBloqueoRutas } from './arco/bloqueo-rutas';
import { registerCacheAgregados } from './reportes/cache';
import { registerCachesBolsa } from './bolsa/caches';
import { registerCacheReglas } from './postulaciones/reglas';
import { registerOpenApi } from './openapi/plugin';
import { postgresRateLimitStore } from './plugins/rate-limit-store';
import { requestSerializer } from './lib/log-redaction';
import authRoutes from './auth/routes';
import oidcRoutes from './auth/oidc/routes';
import usuariosRoutes from './usuarios/routes';
import rolesRoutes from './roles/routes';
import permisosRoutes from './permisos/routes';
import auditRoutes from './audit/routes';
import mailRoutes from './mail/routes';
import dashboardRoutes from './dashboard/routes';
import pendientesRoutes from './pendientes/routes';
import nivelesRoutes from './niveles/routes';
import programasRoutes from './programas/routes';
import egresadosRoutes from './egresados/routes';
import miEspacioEgresadoRoutes from './egresados/mi-espacio/routes';
import registroRoutes from './registro/routes';
import importacionesRoutes from './importaciones/routes';
import reportesRoutes from './reportes/routes';
import cohortesRoutes from './cohortes/routes';
import plantillasRoutes from './plantillas/routes';
import campanasRoutes from './campanas/routes';
import convocatoriasRoutes from './convocatorias/routes';
import categoriasRoutes from './categorias/routes';
import postulacionesRoutes from './postulaciones/routes';
import misPostulacionesRoutes from './postulaciones/mias/routes';
import evaluacionRoutes from './evaluacion/routes';
import rondasRoutes from './rondas/routes';
import { startRondasWorker } from './rondas/worker';
import servicioSocialRoutes from './servicio-social/routes';
import seguimientoRoutes from './seguimiento/routes';
import arcoRoutes from './arco/routes';
import bolsaRoutes from './bolsa/routes';
import { startArcoWorker } from './arco/worker';
import { startBolsaWorker } from './bolsa/worker';
import { institucionCanonica } from '../shared/routes';
import { startMailWorker } from './mail/worker';
import { startCampanaWorker } from './campanas/worker';
import { startRecordatoriosWorker } from './servicio-social/recordatorios/worker';
import { startSeguimientoWorker } from './seguimiento/worker';
import shellApiRoutes from './shell/api-routes';
import { registerShell } from './shell/serve';
import type { App } from './types';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Tests turn the background mail worker off and drive it by hand. */
  mailWorker?: boolean;
  logger?: boolean;
  /** Where log lines go (stdout by default); tests read what would be logged. */
  logStream?: { write(line: string): void };
  /** Where the built apps are (tests point it at a fixture). */
  clientDir?: string;
}

/** Plugins in layers: external (helmet, rate limit), then ours (errors, auth), then routes. */
export async function buildApp({ config, database, mailWorker, logger, logStream, clientDir }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: logger === false ? false : { level: config.LOG_LEVEL, serializers: { req: requestSerializer }, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Node answers 408 and closes a request still unfinished after this long; the slow-upload check is finer.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The shared client declares JSON on every request (spec §7), bodiless POSTs such as /logout included.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('mailer', new Mailer(database.db));
  app.decorate('signer', new Signer(config.APP_SECRET ?? (await loadSecret(database.db))));

  registerCompression(app);
  registerErrorHandling(app);
  registerLimiteCuerpo(app);
  registerSubidaLenta(app, config);
  registerSinNul(app);
  await registerSecurity(app, config);
  // Counted in the database: limits hold across processes; if it cannot answer, requests pass rather than fail.
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(database.db), skipOnError: true });
  // Before any route: the document lists the routes registered after it.
  await registerOpenApi(app);
  await registerAuth(app, database);
  await registerEnlacesArchivo(app);
  await registerMarcasEgresados(app, database);
  registerBloqueoRutas(app as unknown as App);
  await registerCacheAgregados(app, database);
  await registerCachesBolsa(app, database);
  await registerCacheReglas(app, database);

  await database.startupLock(() => seed(database.db, config, app.log));
  // Temporaries and files without a row, left by aborts and crashes: at start-up, then hourly. Not in tests: their
  // databases are copies that do not own the files in a shared FILES_DIR (tests call the sweep themselves).
  if (config.NODE_ENV !== 'test') programarBarrido(app, almacenDe(config));

  await app.register(
    async (api) => {
      const typed = api as unknown as App;
      await typed.register(shellApiRoutes);
      await typed.register(authRoutes);
      await typed.register(oidcRoutes);
      await typed.register(usuariosRoutes);
      await typed.register(rolesRoutes);
      await typed.register(permisosRoutes);
      await typed.register(auditRoutes);
      await typed.register(mailRoutes);
      await typed.register(dashboardRoutes);
      await typed.register(pendientesRoutes);
      await typed.register(nivelesRoutes);
      await typed.register(programasRoutes);
      await typed.register(egresadosRoutes);
      await typed.register(miEspacioEgresadoRoutes);
      await typed.register(registroRoutes);
      await typed.register(importacionesRoutes);
      await typed.register(reportesRoutes);
      await typed.register(cohortesRoutes);
      await typed.register(plantillasRoutes);
      await typed.register(campanasRoutes);
      await typed.register(convocatoriasRoutes);
      await typed.register(categoriasRoutes);
      await typed.register(postulacionesRoutes);
      await typed.register(misPostulacionesRoutes);
      await typed.register(evaluacionRoutes);
      await typed.register(rondasRoutes);
      await typed.register(servicioSocialRoutes, { prefix: '/servicio-social' });
      await typed.register(seguimientoRoutes);
      await typed.register(arcoRoutes);
      await typed.register(bolsaRoutes, { prefix: '/bolsa' });
    },
    { prefix: '/api' },
  );
  // Servicio social: the spec spells the institution portal with a capital «I»; the lower-case path moves there.
  app.addHook('onRequest', async (request, reply) => {
    const [pathname, query] = request.url.split(/\?(.*)/s);
    const destino = institucionCanonica(pathname);
    if (destino) return reply.redirect(query ? `${destino}?${query}` : destino, 301);
  });
  await registerShell(app as unknown as App, config, clientDir);

  // onClose hooks run last-added first: the mail worker drains its batch before the database closes.
  app.addHook('onClose', async () => database.close());
  app.addHook('onClose', async () => cerrarAlmacen(config));
  if (mailWorker ?? config.MAIL_WORKER) {
    const worker = startMailWorker(app as unknown as App);
    app.addHook('onClose', async () => worker.stop());
    // Mass mailing has its own queue (campana_destinatarios): one row per recipient, its own rate and pool.
    const campanas = startCampanaWorker(app as unknown as App);
    app.addHook('onClose', async () => campanas.stop());
    // Servicio social reminders (issue 12): a daily check, safe with several processes (see recordatorios/service.ts).
    const recordatorios = startRecordatoriosWorker(app as unknown as App);
    app.addHook('onClose', async () => recordatorios.stop());
    // Seguimiento (issue 22): reminder rounds and relative waves, hourly, once per period across processes.
    const seguimiento = startSeguimientoWorker(app as unknown as App);
    app.addHook('onClose', async () => seguimiento.stop());
    // ARCO (issue 25): deadline reminders to staff and retention of blocked data, daily.
    const arco = startArcoWorker(app as unknown as App);
    app.addHook('onClose', async () => arco.stop());
    // Rounds (issue 33): reminders to jurados with pending work, checked hourly.
    const rondas = startRondasWorker(app as unknown as App);
    app.addHook('onClose', async () => rondas.stop());
    // Bolsa de trabajo (issue 32): offers closing on their date, reminders of unanswered applications, hourly.
    const bolsa = startBolsaWorker(app as unknown as App);
    app.addHook('onClose', async () => bolsa.stop());
  }
  return app as unknown as App;
}
