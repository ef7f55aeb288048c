import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/outbox';
import type { Signer } from './auth/signer';
import type { SessionCache } from './auth/session-cache';
import type { MarcasDePagina } from './egresados/marcas';
import type { CacheAgregados } from './reportes/cache';
import type { CachePorAvisos } from './lib/cache-por-avisos';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  roles: string[];
  permissions: string[];
  sessionId: number;
  /** The account's address is not confirmed yet: it reaches no staff permission (issue 19, item 8). */
  sinVerificar?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    signer: Signer;
    sessionCache: SessionCache;
    marcasEgresados: MarcasDePagina;
    cacheAgregados: CacheAgregados;
    cacheIndicadoresBolsa: CachePorAvisos;
    cacheReglasPostulacion: CachePorAvisos;
    cacheBusquedaBolsa: CachePorAvisos;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /**
     * The route writes nothing a process cache follows (sessions, marks, rules, aggregates): its answer need not wait
     * for this process's LISTEN connection to bring the notices of its write. A test holds every such route to it.
     */
    sinAvisos?: boolean;
  }
}

/** The app with zod types on routes. Route modules take this. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
