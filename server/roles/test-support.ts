import type { App } from '../types';
import { bearer } from '../test/helper';

/** Permission ids by name, read through the API as the admin screens do. */
export async function permisoIds(app: App, token: string, nombres: string[]): Promise<number[]> {
  const res = await app.inject({ url: '/api/permisos?range=[0,499]', headers: bearer(token) });
  const byName = new Map((res.json() as { id: number; nombre: string }[]).map((p) => [p.nombre, p.id]));
  return nombres.map((nombre) => {
    const id = byName.get(nombre);
    if (!id) throw new Error(`no existe el permiso ${nombre}`);
    return id;
  });
}

/** Creates a role through the API (as an administrator) granting the named permissions; returns its id. */
export async function createRole(app: App, token: string, nombre: string, permisos: string[], area = 'plataforma'): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/roles',
    headers: bearer(token),
    payload: { nombre, descripcion: `Rol de prueba ${nombre}`, area, permisoIds: await permisoIds(app, token, permisos) },
  });
  if (res.statusCode !== 201) throw new Error(`rol ${nombre}: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}
