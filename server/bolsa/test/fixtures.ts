// Test data for the bolsa's API tests: companies registered, confirmed and approved through the real endpoints.
import { rfcDigitoVerificador } from '../../../shared/servicio-social/rfc';
import { sumarDias } from '../../../shared/arco/dias-habiles';
import { crearPrograma, lastOutboxId, linkIn, mailSince, nextIp } from '../../registro/fixtures';
import { hoyMexico } from '../../servicio-social/comun/fechas';
import { ROL_EGRESADO } from '../../../shared/bolsa/valores';
import { egresados, roles } from '../../db/schema';
import { createUser } from '../../db/seed';
import { curp } from '../../registro/fixtures';
import { adminToken, bearer, loginAs } from '../../test/helper';
import type { App } from '../../types';

export { crearPrograma, lastOutboxId, mailSince, nextIp };

export const URL = '/api/bolsa';
export const PASSWORD = 'contraseña-de-prueba';

export const rfcMoral = (base11: string) => base11 + rfcDigitoVerificador(base11);

export function datosEmpresa(n: number, overrides: Record<string, unknown> = {}) {
  return {
    razonSocial: `Tecnologías Número ${n} S.A. de C.V.`,
    rfc: rfcMoral(`TN${String.fromCharCode(65 + (n % 26))}${String(10 + Math.floor(n / 26)).padStart(2, '0')}01${String((n % 28) + 1).padStart(2, '0')}B2`),
    giro: 'Desarrollo de software',
    entidad: 'JC',
    municipio: 'Zapopan',
    contacto: { nombre: `Contacto ${n}`, correo: `rh${n}@empresa${n}.com.mx`, telefono: '33 1111 2222', password: PASSWORD },
    avisoPrivacidad: true,
    compromisoNoDiscriminacion: true,
    ...overrides,
  };
}

/** Registers, confirms the email and (unless told otherwise) has staff approve the company. */
export async function empresa(app: App, n: number, opciones: { aprobar?: boolean; confirmar?: boolean; confiable?: boolean } = {}) {
  const since = await lastOutboxId(app);
  const datos = datosEmpresa(n);
  const res = await app.inject({ method: 'POST', url: `${URL}/empleadores/registro`, payload: datos, remoteAddress: nextIp() });
  if (res.statusCode !== 201) throw new Error(`registro empresa ${res.statusCode} ${res.body}`);
  if (opciones.confirmar !== false) {
    const mails = (await mailSince(app, since)).filter((m) => m.to === datos.contacto.correo);
    const link = linkIn(mails[mails.length - 1].text, '/api/email/verify?token=');
    const v = await app.inject({ url: link.replace('http://plataforma.test', '') });
    if (v.headers.location !== '/email/verified-success?cuenta=empleador') throw new Error(`verificación fallida ${v.headers.location}`);
  }
  const token = await loginAs(app, datos.contacto.correo, PASSWORD);
  const admin = await adminToken(app);
  const lista = await app.inject({ url: `${URL}/empleadores?filter=${encodeURIComponent(JSON.stringify({ q: datos.rfc }))}`, headers: bearer(admin) });
  const id = lista.json()[0].id as number;
  if (opciones.aprobar !== false) {
    await app.inject({ method: 'POST', url: `${URL}/empleadores/${id}/decision`, headers: bearer(admin), payload: { decision: 'aprobar' } });
  }
  if (opciones.confiable) await app.inject({ method: 'PUT', url: `${URL}/empleadores/${id}`, headers: bearer(admin), payload: { confiable: true } });
  return { token, id, correo: datos.contacto.correo, datos };
}

export const enDias = (n: number) => sumarDias(hoyMexico(), n);

export function ofertaDatos(programaId: number, overrides: Record<string, unknown> = {}) {
  return {
    titulo: 'Desarrolladora o desarrollador web',
    descripcion: '<p>Buscamos a una persona para <strong>desarrollar</strong> aplicaciones web con React y Node.</p><p>Requisitos: licenciatura terminada, inglés intermedio.</p>',
    programaIds: [programaId],
    modalidad: 'hibrido',
    entidad: 'JC',
    municipio: 'Guadalajara',
    jornada: 'tiempo_completo',
    sueldoMin: 18000,
    sueldoMax: 25000,
    plazas: 2,
    cierre: enDias(30),
    ...overrides,
  };
}

export async function ofertaPublicada(app: App, emp: { token: string }, programaId: number, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: `${URL}/ofertas`, headers: bearer(emp.token), payload: ofertaDatos(programaId, overrides) });
  if (res.statusCode !== 201) throw new Error(`oferta ${res.statusCode} ${res.body}`);
  const id = res.json().id as number;
  if (res.json().estado !== 'publicada') {
    const d = await app.inject({ method: 'POST', url: `${URL}/ofertas/${id}/decision`, headers: bearer(await adminToken(app)), payload: { decision: 'publicar' } });
    if (d.statusCode !== 200) throw new Error(`decisión ${d.statusCode} ${d.body}`);
  }
  return id;
}

/** A graduate on the record and a session holding only the egresado portal role (what the sign-in link gives). */
export async function egresado(app: App, n: number, programaId: number) {
  await app.db.insert(roles).values({ nombre: ROL_EGRESADO, sistema: true, area: 'egresados' }).onConflictDoNothing();
  const correo = `egresada${n}@correo.mx`;
  const [g] = await app.db.insert(egresados).values({
    matricula: `EG${n}`, nombre: `Egresada ${n}`, apellidoPaterno: 'Núñez', correo, curp: curp(`NUHM97031${n}MDFXRR`.slice(0, 16)), sexo: 'M',
    fechaNacimiento: '1997-03-15', programaId, anioEgreso: 2022, verificado: true, telefono: '5512345678',
  }).returning();
  await createUser(app.db, { name: `Egresada ${n}`, email: correo, password: 'contraseña-de-prueba', roleNames: [ROL_EGRESADO] });
  return { id: g.id, correo, token: await loginAs(app, correo, 'contraseña-de-prueba') };
}

