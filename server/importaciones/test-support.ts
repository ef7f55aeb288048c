// Shared by the import API tests: catalogue rows, multipart bodies, valid CURPs.
import { eq } from 'drizzle-orm';
import { curpCheckDigit } from '../../shared/egresados/curp';
import { niveles, programas } from '../db/schema';
import type { App } from '../types';
import { bearer } from '../test/helper';

/** A valid CURP from its first 17 characters. */
export const curp = (first17: string) => `${first17}${curpCheckDigit(first17)}`;

export async function catalogoDePrueba(app: App) {
  const [lic] = await app.db.select().from(niveles).where(eq(niveles.clave, 'LIC'));
  const [tsu] = await app.db.select().from(niveles).where(eq(niveles.clave, 'TSU'));
  const filas = await app.db
    .insert(programas)
    .values([
      { clave: 'ISC', nombre: 'Ingeniería en Sistemas Computacionales', nivelId: lic.id },
      { clave: 'LAE', nombre: 'Administración de Empresas', nivelId: lic.id },
      { clave: 'ENF-L', nombre: 'Enfermería', nivelId: lic.id },
      { clave: 'ENF-T', nombre: 'Enfermería', nivelId: tsu.id },
      { clave: 'QFB', nombre: 'Químico Farmacobiólogo', nivelId: lic.id, activo: false },
    ])
    .returning();
  return Object.fromEntries(filas.map((p) => [p.clave, p.id])) as Record<string, number>;
}

export interface Envio {
  archivo?: { contenido: Buffer | string; nombre: string; tipo?: string };
  campos?: Record<string, string>;
}

/** A multipart body as a browser's FormData would send it. */
export async function multipart({ archivo, campos = {} }: Envio) {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, v);
  if (archivo) {
    const bytes = typeof archivo.contenido === 'string' ? Buffer.from(archivo.contenido, 'utf8') : archivo.contenido;
    form.append('archivo', new Blob([new Uint8Array(bytes)], { type: archivo.tipo ?? 'text/csv' }), archivo.nombre);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

export async function subir(app: App, token: string | null, envio: Envio) {
  const { payload, contentType } = await multipart(envio);
  return app.inject({
    method: 'POST',
    url: '/api/egresados/importaciones',
    payload,
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
  });
}
