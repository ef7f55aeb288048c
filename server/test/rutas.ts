import type { App } from '../types';

/** The routes under /api with their methods, from Fastify's route tree (`├── /api/x (GET, HEAD)`, children indented 4 per level). */
export function rutasApi(app: App): [string, string[]][] {
  const rutas: [string, string[]][] = [];
  const pila: string[] = [];
  for (const linea of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(linea);
    if (!m) continue;
    pila.length = m[1].length / 4;
    pila.push(m[2]);
    const ruta = pila.join('');
    if (ruta.startsWith('/api/') && m[3]) rutas.push([ruta, m[3].split(', ')]);
  }
  return rutas;
}
