import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { curpCheckDigit } from '../../shared/egresados/curp';
import { rfcDigitoVerificador } from '../../shared/servicio-social/rfc';
import { linkTo, waitForMail } from './mail';
import { bearer } from './session';

export const CLAVE_SS = 'Clave-servicio-social-2027';
const LETRAS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letra = () => LETRAS[Math.floor(Math.random() * 26)];

/** A persona moral RFC with a right check digit, different on every call. */
export function rfcAleatorio(): string {
  const base = `${letra()}${letra()}${letra()}9${Math.floor(Math.random() * 10)}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 10)}${letra()}${Math.floor(Math.random() * 10)}`;
  return base + rfcDigitoVerificador(base);
}

export function curpAleatoria(): string {
  const first17 = `${letra()}A${letra()}${letra()}020315HJCRRR${Math.floor(Math.random() * 10)}`.slice(0, 16) + letra();
  return `${first17}${curpCheckDigit(first17)}`;
}

/** Follows the emailed confirmation link as the person would. */
export async function verificarCorreo(page: Page, correo: string): Promise<void> {
  const mail = await waitForMail(correo, /Confirme su correo de servicio social/);
  await page.goto(linkTo(mail, '/api/email/verify?token='));
  await expect(page).toHaveURL(/\/email\/verified-success\?cuenta=(estudiante|institucion)$/);
}

async function buscarId(request: APIRequestContext, token: string, recurso: string, q: string, campo: string): Promise<number> {
  const res = await request.get(`/api/servicio-social/${recurso}`, {
    headers: bearer(token),
    params: { filter: JSON.stringify({ q }), range: '[0,99]', sort: '["id","DESC"]' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const fila = ((await res.json()) as Record<string, unknown>[]).find((r) => r[campo] === q);
  expect(fila, `${recurso} con ${campo} ${q}`).toBeDefined();
  return Number(fila!.id);
}

export async function aprobarInstitucion(request: APIRequestContext, token: string, rfc: string): Promise<void> {
  const id = await buscarId(request, token, 'instituciones', rfc, 'rfc');
  const res = await request.put(`/api/servicio-social/instituciones/${id}/validacion`, { headers: bearer(token), data: { estado: 'aprobada' } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function marcarElegible(request: APIRequestContext, token: string, matricula: string): Promise<void> {
  const id = await buscarId(request, token, 'estudiantes', matricula, 'matricula');
  const res = await request.put(`/api/servicio-social/estudiantes/${id}/elegibilidad`, { headers: bearer(token), data: { elegible: true } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A catalog program (career) of its own for the run, as staff create them. */
export async function crearCarrera(request: APIRequestContext, token: string, nombre: string): Promise<number> {
  const niveles = await request.get('/api/niveles?range=[0,49]', { headers: bearer(token) });
  const lic = ((await niveles.json()) as { id: number; nombre: string }[]).find((n) => n.nombre === 'Licenciatura');
  const clave = nombre.replace(/[^A-Za-z0-9]/g, '').slice(-18).toUpperCase();
  const res = await request.post('/api/programas', { headers: bearer(token), data: { clave, nombre, nivelId: lic!.id, activo: true } });
  expect(res.status(), await res.text()).toBe(201);
  return Number(((await res.json()) as { id: number }).id);
}

/** A period programs can name; it may exist from an earlier run. */
export async function asegurarPeriodo(request: APIRequestContext, token: string, clave: string): Promise<void> {
  await request.post('/api/servicio-social/periodos', { headers: bearer(token), data: { clave, inicio: '2031-01-15', fin: '2031-07-15', activo: true } });
}

export interface EstudianteDatos {
  matricula: string;
  correo: string;
  curp: string;
  nombre: string;
}

export async function registrarEstudianteApi(request: APIRequestContext, e: EstudianteDatos, programaId: number): Promise<void> {
  const res = await request.post('/api/servicio-social/registro/estudiantes', {
    data: {
      matricula: e.matricula, nombre: e.nombre, apellidoPaterno: 'Prueba', apellidoMaterno: '', curp: e.curp, correo: e.correo, programaId, semestre: 8,
      creditos: 80, telefono: '5512345678', password: CLAVE_SS, avisoPrivacidad: true,
    },
  });
  expect(res.status(), await res.text()).toBe(202);
}

export async function registrarInstitucionApi(request: APIRequestContext, rfc: string, correo: string, razonSocial: string): Promise<void> {
  const municipios = await request.get('/api/servicio-social/municipios?entidad=JC');
  const [municipio] = (await municipios.json()) as string[];
  const res = await request.post('/api/servicio-social/registro/instituciones', {
    data: {
      razonSocial, rfc, tipo: 'asociacion_civil', sector: 'social', entidadFederativa: 'JC', municipio, domicilio: 'Av. Patria 100', sitioWeb: '',
      responsable: { nombre: 'Laura Gómez', cargo: 'Coordinadora', correo, telefono: '3312345678' }, password: CLAVE_SS, avisoPrivacidad: true,
    },
  });
  expect(res.status(), await res.text()).toBe(202);
}

export interface VacanteApi {
  programa: string;
  objetivo: string;
  actividades: string;
  lugar: string;
  titulo: string;
  carreraId: number;
  horario: 'matutino' | 'vespertino';
  cupo: number;
  desde: string;
  hasta: string;
}

/** A program the institution writes and sends, staff approve, and one vacancy of it, all through the API; its id. */
export async function publicarVacanteApi(request: APIRequestContext, tokens: { institucion: string; staff: string }, v: VacanteApi): Promise<number> {
  const inst = bearer(tokens.institucion);
  const programa = await request.post('/api/servicio-social/programas', {
    headers: inst,
    data: {
      nombre: v.programa, objetivo: v.objetivo, actividades: v.actividades, carreras: [v.carreraId], modalidad: 'presencial', lugar: v.lugar, horario: v.horario,
      periodo: '2031-1', responsable: 'Laura Gómez', apoyoEconomico: 0,
    },
  });
  expect(programa.status(), await programa.text()).toBe(201);
  const programaId = ((await programa.json()) as { id: number }).id;
  const enviado = await request.post(`/api/servicio-social/programas/${programaId}/enviar`, { headers: inst });
  expect(enviado.status(), await enviado.text()).toBe(200);
  const aprobado = await request.put(`/api/servicio-social/programas/${programaId}/revision`, { headers: bearer(tokens.staff), data: { estado: 'aprobado' } });
  expect(aprobado.status(), await aprobado.text()).toBe(200);
  const vacante = await request.post('/api/servicio-social/vacantes', {
    headers: inst,
    data: { programaId, titulo: v.titulo, carreras: [v.carreraId], cupo: v.cupo, publicacionDesde: v.desde, publicacionHasta: v.hasta, horario: v.horario },
  });
  expect(vacante.status(), await vacante.text()).toBe(201);
  return ((await vacante.json()) as { id: number }).id;
}
