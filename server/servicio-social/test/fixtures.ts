// Test data for the servicio social API tests: registrations through the real endpoints, accounts verified
// through the mailed link, staff decisions through the staff endpoints.
import { eq, inArray, sql } from 'drizzle-orm';
import type { TipoDocumento } from '../../../shared/servicio-social/documentos';
import { rfcDigitoVerificador } from '../../../shared/servicio-social/rfc';
import { seccionesDe } from '../../../shared/servicio-social/secciones';
import { permisos, rolPermisos, roles, ssPrestaciones } from '../../db/schema';
import { plantillaDe } from '../plantillas-documento/service';
import { crearPrograma, curp, lastOutboxId, linkIn, mailSince, nextIp } from '../../registro/fixtures';
import { adminToken, bearer, loginAs } from '../../test/helper';
import type { App } from '../../types';

export { crearPrograma, curp, lastOutboxId, mailSince, nextIp };

export const PASSWORD = 'contraseña-de-prueba';

export const rfcMoral = (base11: string) => base11 + rfcDigitoVerificador(base11);

export function datosInstitucion(n: number, overrides: Record<string, unknown> = {}) {
  const correo = `responsable${n}@institucion${n}.org.mx`;
  return {
    razonSocial: `Fundación Número ${n} A.C.`,
    rfc: rfcMoral(`FN${String.fromCharCode(65 + n)}0101${String(n).padStart(2, "0")}A1`),
    tipo: 'asociacion_civil',
    sector: 'social',
    entidadFederativa: 'JC',
    municipio: 'guadalajara',
    domicilio: 'Av. Juárez 100, Centro',
    sitioWeb: `www.institucion${n}.org.mx`,
    responsable: { nombre: `Responsable ${n}`, cargo: 'Directora', correo, telefono: '33 1234 5678' },
    password: PASSWORD,
    avisoPrivacidad: true,
    ...overrides,
  };
}

export function datosEstudiante(n: number, programaId: number, overrides: Record<string, unknown> = {}) {
  return {
    matricula: `SS${1000 + n}`,
    nombre: `Estudiante ${n}`,
    apellidoPaterno: 'Pérez',
    apellidoMaterno: 'López',
    curp: curp(`PELE0${n % 10}0101HJCRP`.slice(0, 16).padEnd(16, 'X')),
    correo: `estudiante${n}@alumnos.universidad.mx`,
    programaId,
    semestre: 8,
    creditos: 75,
    telefono: '3312345678',
    password: PASSWORD,
    avisoPrivacidad: true,
    ...overrides,
  };
}

async function verificarUltimo(app: App, since: number, to: string, cuenta: 'estudiante' | 'institucion') {
  const mails = (await mailSince(app, since)).filter((m) => m.to === to);
  const link = linkIn(mails[mails.length - 1].text, '/api/email/verify?token=');
  const res = await app.inject({ url: link.replace('http://plataforma.test', '') });
  if (res.headers.location !== `/email/verified-success?cuenta=${cuenta}`) throw new Error(`verificación fallida para ${to}`);
}

/** Registers, verifies and (unless told otherwise) approves an institution; returns its token and id. */
export async function institucion(app: App, n: number, opciones: { aprobar?: boolean } = {}) {
  const since = await lastOutboxId(app);
  const datos = datosInstitucion(n);
  const res = await app.inject({ method: 'POST', url: '/api/servicio-social/registro/instituciones', payload: datos, remoteAddress: nextIp() });
  if (res.statusCode !== 202) throw new Error(`registro institución ${res.statusCode} ${res.body}`);
  await verificarUltimo(app, since, datos.responsable.correo, 'institucion');
  const token = await loginAs(app, datos.responsable.correo, PASSWORD);
  const panel = await app.inject({ url: '/api/servicio-social/institucion', headers: bearer(token) });
  const id = panel.json().institucion.id as number;
  if (opciones.aprobar !== false) {
    const admin = await adminToken(app);
    await app.inject({ method: 'PUT', url: `/api/servicio-social/instituciones/${id}/validacion`, headers: bearer(admin), payload: { estado: 'aprobada' } });
  }
  return { token, id, correo: datos.responsable.correo };
}

export async function estudiante(app: App, n: number, programaId: number, opciones: { elegible?: boolean } = {}) {
  const since = await lastOutboxId(app);
  const datos = datosEstudiante(n, programaId);
  const res = await app.inject({ method: 'POST', url: '/api/servicio-social/registro/estudiantes', payload: datos, remoteAddress: nextIp() });
  if (res.statusCode !== 202) throw new Error(`registro estudiante ${res.statusCode} ${res.body}`);
  await verificarUltimo(app, since, datos.correo, 'estudiante');
  const token = await loginAs(app, datos.correo, PASSWORD);
  const id = (await app.inject({ url: '/api/servicio-social/estudiante/perfil', headers: bearer(token) })).json().id as number;
  if (opciones.elegible !== false) {
    const admin = await adminToken(app);
    await app.inject({ method: 'PUT', url: `/api/servicio-social/estudiantes/${id}/elegibilidad`, headers: bearer(admin), payload: { elegible: true } });
  }
  return { token, id, correo: datos.correo };
}

export function programaDatos(carreraId: number, overrides: Record<string, unknown> = {}) {
  return {
    nombre: 'Alfabetización de adultos', objetivo: 'Enseñar a leer y escribir a personas adultas de la comunidad.',
    actividades: 'Preparar material didáctico.\nImpartir sesiones de lectura.', carreras: [carreraId], modalidad: 'presencial',
    lugar: 'Centro comunitario de Tlaquepaque', horario: 'matutino', periodo: '2027-1', responsable: 'Lic. Ana Ruiz', apoyoEconomico: 1500,
    ...overrides,
  };
}

/** An approved program of the institution (created, sent and approved by staff). */
export async function programaAprobado(app: App, inst: { token: string }, carreraId: number, overrides: Record<string, unknown> = {}) {
  const creado = await app.inject({ method: 'POST', url: '/api/servicio-social/programas', headers: bearer(inst.token), payload: programaDatos(carreraId, overrides) });
  if (creado.statusCode !== 201) throw new Error(`programa ${creado.statusCode} ${creado.body}`);
  const id = creado.json().id as number;
  await app.inject({ method: 'POST', url: `/api/servicio-social/programas/${id}/enviar`, headers: bearer(inst.token) });
  const admin = await adminToken(app);
  const rev = await app.inject({ method: 'PUT', url: `/api/servicio-social/programas/${id}/revision`, headers: bearer(admin), payload: { estado: 'aprobado' } });
  if (rev.statusCode !== 200) throw new Error(`revisión ${rev.statusCode} ${rev.body}`);
  return id;
}

export function vacanteDatos(programaId: number, carreraId: number, overrides: Record<string, unknown> = {}) {
  return {
    programaId, titulo: 'Asesor de lectura', carreras: [carreraId], cupo: 2, publicacionDesde: '2020-01-01', publicacionHasta: '2099-12-31', horario: 'matutino',
    ...overrides,
  };
}

export async function vacante(app: App, inst: { token: string }, programaId: number, carreraId: number, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/servicio-social/vacantes', headers: bearer(inst.token), payload: vacanteDatos(programaId, carreraId, overrides) });
  if (res.statusCode !== 201) throw new Error(`vacante ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** A staff role with exactly these permissions. */
export async function rolCon(app: App, nombre: string, permissionNames: string[]) {
  const [rol] = await app.db.insert(roles).values({ nombre, area: 'servicio-social' }).returning({ id: roles.id });
  const rows = await app.db.select({ id: permisos.id }).from(permisos).where(inArray(permisos.nombre, permissionNames));
  if (rows.length) await app.db.insert(rolPermisos).values(rows.map((p) => ({ rolId: rol.id, permisoId: p.id })));
}

/** A multipart body with one file field, as a browser's FormData sends it. */
export async function formulario(campo: string, contenido: Buffer, nombre: string) {
  const form = new FormData();
  form.append(campo, new Blob([new Uint8Array(contenido)]), nombre);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/**
 * The logged hours of a service brought up to the required ones, as the hour log leaves them when the student has
 * served them all (the last months' still in review): what the final report waits for. Approved hours are untouched.
 */
export async function horasCompletas(app: App, prestacionId: number) {
  await app.db.update(ssPrestaciones).set({ horasRegistradas: sql`${ssPrestaciones.horasRequeridas}` }).where(eq(ssPrestaciones.id, prestacionId));
}

/**
 * The author writes their draft as the portal asks before sending: every section (text under a heading) still empty
 * or holding the template's sample text gets the author's own paragraph; the rest, merge fields included, stays as
 * it is. Returns the document as saved.
 */
export async function redactarSecciones(
  app: App, headers: Record<string, string>, id: number, escribir = (titulo: string) => `Texto propio de la sección «${titulo}».`,
) {
  const url = `/api/servicio-social/documentos/${id}`;
  const leido = await app.inject({ url, headers });
  if (leido.statusCode !== 200) throw new Error(`documento ${leido.statusCode} ${leido.body}`);
  const doc = leido.json() as { tipo: TipoDocumento; contenido: string; revision: number };
  const ejemplos = new Map(seccionesDe((await plantillaDe(app.db, doc.tipo)).cuerpo).map((s) => [s.titulo, s.texto]));
  const vacia = (titulo: string, texto: string) => !texto || ejemplos.get(titulo) === texto;
  const encabezados = [...doc.contenido.matchAll(/<h([1-3])\b[^>]*>[\s\S]*?<\/h\1>/gi)];
  const secciones = seccionesDe(doc.contenido);
  let contenido = '';
  let desde = 0;
  encabezados.forEach((m, i) => {
    const inicio = m.index + m[0].length;
    const fin = i + 1 < encabezados.length ? encabezados[i + 1].index : doc.contenido.length;
    const { titulo, texto } = secciones[i];
    contenido += doc.contenido.slice(desde, inicio) + (vacia(titulo, texto) ? `<p>${escribir(titulo)}</p>` : doc.contenido.slice(inicio, fin));
    desde = fin;
  });
  contenido += doc.contenido.slice(desde);
  const res = await app.inject({ method: 'PUT', url: `${url}/borrador`, headers, payload: { contenido, revision: doc.revision } });
  if (res.statusCode !== 200) throw new Error(`borrador ${res.statusCode} ${res.body}`);
  return res.json();
}
