import { expect, type APIRequestContext } from '@playwright/test';
import { confirmarCorreo } from './mail';
import { apiLogin, bearer, type SignedIn } from './session';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const CLAVE_JURADO = 'Clave-de-jurado-2027';

/** The open call, created when there is none (only one call is open at a time). */
export async function convocatoriaAbierta(request: APIRequestContext, token: string): Promise<number> {
  let abierta = await request.get('/api/postulaciones/convocatoria');
  if (!((await abierta.json()) as { convocatoria: unknown }).convocatoria) {
    const dia = 86_400_000;
    const prefijo = Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
    const creada = await request.post('/api/convocatorias', {
      headers: bearer(token),
      data: {
        nombre: `Premio al Mérito Universitario ${prefijo}`,
        apertura: new Date(Date.now() - dia).toISOString(),
        cierre: new Date(Date.now() + 30 * dia).toISOString(),
        publicacionResultados: new Date(Date.now() + 60 * dia).toISOString(),
        estado: 'abierta',
        prefijo,
      },
    });
    expect(creada.status(), await creada.text()).toBe(201);
    abierta = await request.get('/api/postulaciones/convocatoria');
  }
  return ((await abierta.json()) as { convocatoria: { id: number } }).convocatoria.id;
}

export async function categoria(request: APIRequestContext, token: string, convocatoriaId: number, nombre: string, ciega: boolean) {
  const res = await request.post('/api/categorias', {
    headers: bearer(token),
    data: {
      convocatoriaId, nombre, ciega, elegibles: ['egresado', 'externo'], escalaMin: 1, escalaMax: 10, activa: true,
      criterios: [{ nombre: 'Trayectoria', descripcion: 'Constancia y logros', peso: 60 }, { nombre: 'Impacto', descripcion: 'Alcance social', peso: 40 }],
      documentos: [{ clave: 'cv', nombre: 'Currículum', requerido: true, tipos: ['pdf'], maxMb: 2 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; criterios: { id: string }[] };
}

/** A self-nomination through the public endpoint, as it arrives: «Recibida». */
export async function postulacionRecibida(request: APIRequestContext, token: string, categoriaId: number, nombre: string, correo: string) {
  const res = await request.post('/api/postulaciones/registro', {
    multipart: {
      datos: JSON.stringify({
        categoriaId,
        postulante: { nombre, correo, telefono: '55 1234 5678', vinculo: 'externo' },
        nominador: { tipo: 'propia' },
        semblanza: '<p>Veinte años de trabajo con comunidades rurales.</p>',
        avisoPrivacidad: true,
      }),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { folio } = (await res.json()) as { folio: string };
  const lista = await request.get(`/api/postulaciones?filter=${encodeURIComponent(JSON.stringify({ q: folio }))}`, { headers: bearer(token) });
  const [{ id }] = (await lista.json()) as { id: number }[];
  return { id, folio };
}

/** A nomination moved to «Elegible» by staff, ready for the jurados. */
export async function postulacionElegible(request: APIRequestContext, token: string, categoriaId: number, nombre: string, correo: string) {
  const p = await postulacionRecibida(request, token, categoriaId, nombre, correo);
  for (const estado of ['en_revision', 'elegible']) {
    const r = await request.put(`/api/postulaciones/${p.id}/estado`, { headers: bearer(token), data: { estado } });
    expect(r.status(), await r.text()).toBe(200);
  }
  return p;
}

/** A role holding only the jurado's permissions; returns its id. */
export async function rolJurado(request: APIRequestContext, token: string, nombre: string): Promise<number> {
  const permisos = await request.get(`/api/permisos?filter=${encodeURIComponent(JSON.stringify({ area: 'postulaciones' }))}&range=[0,199]`, { headers: bearer(token) });
  const ids = ((await permisos.json()) as { id: number; nombre: string }[]).filter((p) => ['evaluaciones.ver', 'evaluaciones.editar'].includes(p.nombre)).map((p) => p.id);
  const rol = await request.post('/api/roles', { headers: bearer(token), data: { nombre, descripcion: '', area: 'postulaciones', activo: true, permisoIds: ids } });
  expect(rol.status(), await rol.text()).toBe(201);
  return ((await rol.json()) as { id: number }).id;
}

export async function jurado(request: APIRequestContext, token: string, rolId: number, email: string, name: string): Promise<SignedIn> {
  const res = await request.post('/api/usuarios', { headers: bearer(token), data: { name, email, password: CLAVE_JURADO, roleIds: [rolId], activo: true } });
  expect(res.status(), await res.text()).toBe(201);
  await confirmarCorreo(request, email);
  return apiLogin(request, email, CLAVE_JURADO);
}
