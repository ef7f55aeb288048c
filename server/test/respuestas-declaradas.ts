// Issue 21: in API tests, every answer of a route that declares its response is checked against the schema the
// OpenAPI document publishes for that status, so a schema that drifts from the real answer fails the test that made
// the request (here), not a real client with a 500 (Fastify serialises through the schema and rejects what does not fit).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types';

interface RespuestaDocumentada {
  content?: Record<string, { schema?: object }>;
  headers?: Record<string, unknown>;
}
type Documento = { paths: Record<string, Record<string, { responses: Record<string, RespuestaDocumentada> }>> };

/** Fastify's `/:id` and `/*` as OpenAPI writes them. */
export const comoOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

/** The key Fastify serialises a status with: the exact code, then «2xx», then «default». */
function claveDe(declaradas: Record<string, unknown>, status: number): string | undefined {
  const claves = Object.keys(declaradas);
  const exacta = claves.find((c) => c === String(status));
  return exacta ?? claves.find((c) => c.toLowerCase() === `${String(status)[0]}xx`) ?? claves.find((c) => c === 'default');
}

const tipoDe = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').split(';')[0].trim();

/**
 * Checks the app's answers from here on; `fallas()` hands over (and forgets) what failed. The test helper wraps
 * `inject` with it, so the request that got a wrong answer rejects in its own test.
 */
export function comprobarRespuestas(app: App) {
  const fallas: string[] = [];
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const validadores = new Map<string, ValidateFunction>();

  const documentada = (request: FastifyRequest, clave: string): RespuestaDocumentada | undefined =>
    (app.swagger() as unknown as Documento).paths[comoOpenApi(request.routeOptions.url ?? '')]?.[request.method.toLowerCase()]?.responses[clave];

  function validador(request: FastifyRequest, clave: string, tipo: string): ValidateFunction | 'sin cuerpo' | 'archivo' | undefined {
    const ruta = comoOpenApi(request.routeOptions.url ?? '');
    const respuesta = documentada(request, clave);
    if (!respuesta) return undefined;
    if (!respuesta.content) return 'sin cuerpo';
    const esquema = respuesta.content[tipo]?.schema;
    if (!esquema) return undefined;
    // A file is only held to its declared content type.
    if (!tipo.endsWith('json')) return 'archivo';
    const llave = `${request.method} ${ruta} ${clave} ${tipo}`;
    if (!validadores.has(llave)) validadores.set(llave, ajv.compile(esquema));
    return validadores.get(llave);
  }

  function revisar(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | undefined {
    const declaradas = (request.routeOptions.schema?.response ?? undefined) as Record<string, unknown> | undefined;
    if (!declaradas || request.method === 'HEAD') return undefined;
    const status = reply.statusCode;
    const clave = claveDe(declaradas, status);
    if (!clave) {
      // A success the route did not declare goes out unfiltered: the declared fields would not hold.
      return status < 300 ? `respondió ${status}, un código que su esquema no declara` : undefined;
    }
    const faltan = Object.keys(documentada(request, clave)?.headers ?? {}).filter((cabecera) => !reply.hasHeader(cabecera));
    if (faltan.length) return `respondió ${status} sin las cabeceras que su documento promete: ${faltan.join(', ')}`;
    const tipo = tipoDe(reply);
    const validar = validador(request, clave, tipo);
    const vacio = payload === undefined || payload === null || payload === '';
    if (validar === 'sin cuerpo') return vacio ? undefined : `respondió ${status} con cuerpo, y su esquema no declara ninguno`;
    if (!validar) return `respondió ${status} como «${tipo}», un tipo que su esquema no declara`;
    if (validar === 'archivo' || typeof payload !== 'string') return undefined;
    if (validar(JSON.parse(payload))) return undefined;
    return `respondió ${status} fuera de su esquema: ${ajv.errorsText(validar.errors, { dataVar: 'cuerpo' })}`;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const falla = revisar(request, reply, payload);
    if (falla) fallas.push(`${request.method} ${request.url}: ${falla}`);
    return payload;
  });
  // The serializer refuses what the route's zod schema does not accept; the client only sees a 500.
  app.addHook('onError', async (request, _reply, error) => {
    if (error.code === 'FST_ERR_RESPONSE_SERIALIZATION') {
      const causa = (error.cause as { message?: string } | undefined)?.message ?? '';
      fallas.push(`${request.method} ${request.url}: su respuesta no pasa su esquema zod (500): ${causa}`);
    }
  });

  return { fallas: () => fallas.splice(0) };
}

/** `app.inject(options)` rejects when the answer broke its declared schema. */
export function injectQueComprueba(app: App, fallas: () => string[]) {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  (app as unknown as { inject: (...args: unknown[]) => unknown }).inject = (...args: unknown[]) => {
    // The chained form (`app.inject().get(...)`) and the callback form pass through unchecked.
    if (args.length !== 1) return inject(...args);
    return (inject(...args) as Promise<unknown>).then((respuesta) => {
      const halladas = fallas();
      if (halladas.length) throw new Error(`Respuesta fuera de su esquema declarado:\n${halladas.join('\n')}`);
      return respuesta;
    });
  };
}
