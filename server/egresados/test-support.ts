import { curpCheckDigit } from '../../shared/egresados/curp';
import type { App } from '../types';
import { bearer } from '../test/helper';

/** A valid CURP from its first 17 characters (the check digit computed). */
export const curp = (first17: string) => `${first17}${curpCheckDigit(first17)}`;

export async function createCatalogEntry(app: App, token: string, resource: 'niveles' | 'programas', payload: object) {
  const res = await app.inject({ method: 'POST', url: `/api/${resource}`, headers: bearer(token), payload });
  if (res.statusCode !== 201) throw new Error(`${resource}: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number };
}

export async function nivelId(app: App, token: string, clave: string): Promise<number> {
  const res = await app.inject({ url: `/api/niveles?filter=${encodeURIComponent(JSON.stringify({ q: clave }))}`, headers: bearer(token) });
  return res.json()[0].id;
}

/** A graduate the admin can POST: every required field, overridable. */
export function egresadoPayload(overrides: Record<string, unknown> = {}) {
  return {
    matricula: 'L2020001',
    nombre: 'Ramón',
    apellidoPaterno: 'Núñez',
    apellidoMaterno: 'Ávila',
    curp: null,
    correo: 'ramon.nunez@correo.mx',
    telefono: '55 1234 5678',
    sexo: 'H',
    fechaNacimiento: '1998-03-14',
    anioEgreso: 2020,
    fechaEgreso: '15/07/2020',
    titulado: false,
    fechaTitulacion: null,
    situacionLaboral: 'empleado',
    empresa: 'Bimbo',
    puesto: 'Analista',
    entidadFederativa: 'JC',
    ...overrides,
  };
}

/** Two levels' programs (one inactive) and five graduates with accents, CURPs and varied filters. */
export async function seedEgresados(app: App, admin: string) {
  const [lic, mae] = [await nivelId(app, admin, 'LIC'), await nivelId(app, admin, 'MAE')];
  const isc = (await createCatalogEntry(app, admin, 'programas', { clave: 'ISC', nombre: 'Ingeniería en Sistemas Computacionales', nivelId: lic })).id;
  const adm = (await createCatalogEntry(app, admin, 'programas', { clave: 'ADM', nombre: 'Administración', nivelId: lic })).id;
  const mba = (await createCatalogEntry(app, admin, 'programas', { clave: 'MBA', nombre: 'Maestría en Administración', nivelId: mae })).id;
  const old = (await createCatalogEntry(app, admin, 'programas', { clave: 'OLD', nombre: 'Plan 1998', nivelId: lic, activo: false })).id;
  const post = async (payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/egresados', headers: bearer(admin), payload: egresadoPayload(payload) });
    if (res.statusCode !== 201) throw new Error(`egresado: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const ramon = await post({ programaId: isc });
  const lucia = await post({
    matricula: 'l2019002', nombre: 'Lucía', apellidoPaterno: 'Pérez', apellidoMaterno: 'Gómez', correo: 'Lucia.Perez@Correo.MX',
    curp: curp('PEGL970512MJCRMC0'), sexo: 'Mujer', programaId: adm, anioEgreso: 2019, fechaEgreso: null, titulado: 'Sí',
    fechaTitulacion: '2020-02-01', situacionLaboral: 'Emprendedor', empresa: null, puesto: null, entidadFederativa: 'Jalisco',
  });
  const jose = await post({
    matricula: 'M2023003', nombre: 'José María', apellidoPaterno: 'Ángeles', apellidoMaterno: null, correo: 'jm.angeles@correo.mx',
    programaId: mba, anioEgreso: 2023, fechaEgreso: null, situacionLaboral: 'estudiando', empresa: '=HYPERLINK("http://mal.example","clic")', entidadFederativa: 'DF',
  });
  const sofia = await post({
    matricula: 'L2020004', nombre: 'Sofía', apellidoPaterno: 'Zúñiga', apellidoMaterno: 'Ortiz', correo: 'sofia_z@correo.mx',
    programaId: isc, situacionLaboral: null, empresa: null, puesto: null, sexo: null, entidadFederativa: null, telefono: null,
  });
  const andres = await post({
    matricula: 'L2021005', nombre: 'Andrés', apellidoPaterno: 'Barrón', apellidoMaterno: 'Luna', correo: 'andres.barron@correo.mx',
    programaId: adm, anioEgreso: 2021, fechaEgreso: '2021-06-30', titulado: true, fechaTitulacion: '2022-01-20', situacionLaboral: 'desempleado',
  });
  return { niveles: { lic, mae }, programas: { isc, adm, mba, old }, ramon, lucia, jose, sofia, andres };
}
