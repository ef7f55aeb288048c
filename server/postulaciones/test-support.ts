// Shared by the area's API tests and the benchmark: a call with categories, and multipart submissions.
import type { App } from '../types';
import { bearer } from '../test/helper';

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x20)]);
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]);

const hora = 3600_000;

export function convocatoriaBody(over: Record<string, unknown> = {}) {
  const ahora = Date.now();
  return {
    nombre: 'Premio al Mérito Universitario 2027',
    descripcion: '<p>Reconoce a <strong>egresados</strong> destacados.</p><script>alert(1)</script>',
    apertura: new Date(ahora - 24 * hora).toISOString(),
    cierre: new Date(ahora + 24 * hora).toISOString(),
    publicacionResultados: new Date(ahora + 48 * hora).toISOString(),
    estado: 'abierta',
    prefijo: 'PUM',
    ...over,
  };
}

export function categoriaBody(convocatoriaId: number, over: Record<string, unknown> = {}) {
  return {
    convocatoriaId,
    nombre: 'Trayectoria profesional',
    descripcion: 'Para egresados con una carrera destacada',
    requisitos: 'Diez años de egreso',
    elegibles: ['egresado', 'externo'],
    criterios: [
      { nombre: 'Impacto', descripcion: 'Alcance de sus logros', peso: 60 },
      { nombre: 'Trayectoria', descripcion: 'Constancia', peso: 40 },
    ],
    escalaMin: 1,
    escalaMax: 10,
    ciega: false,
    documentos: [
      { clave: 'cv', nombre: 'Currículum', requerido: true, tipos: ['pdf'], maxMb: 1 },
      { clave: 'foto', nombre: 'Fotografía', requerido: false, tipos: ['jpg', 'png'], maxMb: 1 },
    ],
    activa: true,
    ...over,
  };
}

export async function crearConvocatoria(app: App, token: string, over: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/convocatorias', headers: bearer(token), payload: convocatoriaBody(over) });
  if (res.statusCode !== 201) throw new Error(`convocatoria: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; prefijo: string; anio: number };
}

export async function crearCategoria(app: App, token: string, convocatoriaId: number, over: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/categorias', headers: bearer(token), payload: categoriaBody(convocatoriaId, over) });
  if (res.statusCode !== 201) throw new Error(`categoria: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; criterios: { id: string; peso: number }[] };
}

export function datosPostulacion(categoriaId: number, over: Record<string, unknown> = {}) {
  return {
    categoriaId,
    postulante: { nombre: 'María José Pérez Núñez', correo: 'maria.perez@correo.mx', telefono: '55 1234 5678', vinculo: 'egresado', matricula: 'A0123', anio: 2010 },
    nominador: { tipo: 'tercero', nombre: 'Luis Gómez', correo: 'luis.gomez@correo.mx', relacion: 'Colega' },
    semblanza: '<p>Ingeniera civil con <em>veinte años</em> de trayectoria.</p><img src=x onerror=alert(1)>',
    avisoPrivacidad: true,
    ...over,
  };
}

/** A multipart body as a browser sends it, ready for inject. */
export async function multipart(campos: Record<string, string>, archivos: Record<string, { data: Buffer; name: string }> = {}) {
  const body = new FormData();
  for (const [k, v] of Object.entries(campos)) body.append(k, v);
  for (const [k, v] of Object.entries(archivos)) body.append(k, new Blob([new Uint8Array(v.data)]), v.name);
  const request = new Request('http://x/', { method: 'POST', body });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

export async function enviarRegistro(
  app: App,
  datos: object,
  archivos: Record<string, { data: Buffer; name: string }> = { cv: { data: PDF, name: 'cv.pdf' } },
  opciones: { url?: string; token?: string; ip?: string } = {},
) {
  const { payload, headers } = await multipart({ datos: JSON.stringify(datos) }, archivos);
  return app.inject({
    method: 'POST',
    url: opciones.url ?? '/api/postulaciones/registro',
    payload,
    headers: { ...headers, ...(opciones.token ? bearer(opciones.token) : {}) },
    ...(opciones.ip ? { remoteAddress: opciones.ip } : {}),
  });
}
