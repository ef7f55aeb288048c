// Test data for the registration tests: catalog rows written straight to the database, valid CURPs, mail reading.
import { asc, desc, eq, gt } from 'drizzle-orm';
import { curpCheckDigit } from '../../shared/egresados/curp';
import type { RegistroInput } from '../../shared/schemas/egresados';
import { egresados, niveles, outbox, programas } from '../db/schema';
import type { App } from '../types';

export const APP_URL = 'http://plataforma.test';

let ipCounter = 0;
/** Each request from its own address, so the per-IP limits only bite where a test means them to. */
export const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** A valid CURP: the given 16 first characters, a homonym digit and the computed check digit. */
export function curp(prefix16: string): string {
  const first17 = `${prefix16}0`;
  return `${first17}${curpCheckDigit(first17)}`;
}

export async function crearPrograma(app: App, values: { clave: string; nombre: string; nivel?: string; activo?: boolean }) {
  const [nivel] = await app.db.select().from(niveles).where(eq(niveles.nombre, values.nivel ?? 'Licenciatura'));
  const [programa] = await app.db
    .insert(programas)
    .values({ clave: values.clave, nombre: values.nombre, nivelId: nivel.id, activo: values.activo ?? true })
    .returning();
  return programa;
}

export function registro(programaId: number, overrides: Partial<RegistroInput> = {}): RegistroInput {
  return {
    matricula: 'a2019-0001',
    nombre: 'María José',
    apellidoPaterno: 'Núñez',
    apellidoMaterno: 'Hernández',
    curp: curp('NUHM970315MDFXRR'),
    correo: 'Maria.Nunez@Correo.mx',
    telefono: '55 1234 5678',
    sexo: 'M',
    fechaNacimiento: '15/03/1997',
    programaId,
    anioEgreso: 2020,
    fechaEgreso: '2020-06-30',
    titulado: true,
    fechaTitulacion: '2021-02-10',
    situacionLaboral: 'empleado',
    empresa: 'Hospital General',
    puesto: 'Enfermera',
    entidadFederativa: 'DF',
    avisoPrivacidad: true,
    sitioWeb: '',
    ...overrides,
  };
}

export const postRegistro = (app: App, payload: unknown, ip = nextIp()) =>
  app.inject({ method: 'POST', url: '/api/egresados/registro', payload: payload as object, remoteAddress: ip });

export async function lastOutboxId(app: App): Promise<number> {
  const [row] = await app.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
  return row?.id ?? 0;
}

/** Messages queued after `since` (an outbox id). */
export const mailSince = (app: App, since: number) => app.db.select().from(outbox).where(gt(outbox.id, since)).orderBy(asc(outbox.id));

export function linkIn(text: string, path: string): string {
  const match = new RegExp(`${APP_URL.replace(/\./g, '\\.')}${path.replace(/[?]/g, '\\?')}[^\\s)"<]+`).exec(text);
  if (!match) throw new Error(`sin enlace a ${path} en:\n${text}`);
  return match[0];
}

export const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

export async function egresadoPorMatricula(app: App, matricula: string) {
  const [row] = await app.db.select().from(egresados).where(eq(egresados.matricula, matricula));
  return row;
}
