// The demo's graduate office: programs at every level and ~300 graduates with the names, accents, states and
// employers of a Mexican university. Generated from a fixed seed, so every load is the same.
import { curpCheckDigit } from '../../shared/egresados/curp';
import { AVISO_PRIVACIDAD_VERSION, type EntidadFederativa, type Origen, type SituacionLaboral } from '../../shared/egresados/valores';
import { fold } from '../../shared/text';
import type { egresados } from '../db/schema';

export const DEMO_PROGRAMAS: { nivel: string; clave: string; nombre: string; activo?: boolean; peso: number }[] = [
  { nivel: 'TSU', clave: 'TSU-TI', nombre: 'Tecnologías de la Información', peso: 4 },
  { nivel: 'TSU', clave: 'TSU-MI', nombre: 'Mantenimiento Industrial', peso: 3 },
  { nivel: 'TSU', clave: 'TSU-GA', nombre: 'Gastronomía', peso: 2 },
  { nivel: 'LIC', clave: 'LADM', nombre: 'Licenciatura en Administración', peso: 8 },
  { nivel: 'LIC', clave: 'LCP', nombre: 'Licenciatura en Contaduría Pública', peso: 6 },
  { nivel: 'LIC', clave: 'LDER', nombre: 'Licenciatura en Derecho', peso: 7 },
  { nivel: 'LIC', clave: 'ISC', nombre: 'Ingeniería en Sistemas Computacionales', peso: 8 },
  { nivel: 'LIC', clave: 'IIND', nombre: 'Ingeniería Industrial', peso: 6 },
  { nivel: 'LIC', clave: 'LPSI', nombre: 'Licenciatura en Psicología', peso: 5 },
  { nivel: 'LIC', clave: 'LENF', nombre: 'Licenciatura en Enfermería', peso: 5 },
  { nivel: 'LIC', clave: 'LARQ', nombre: 'Arquitectura', peso: 3 },
  { nivel: 'LIC', clave: 'LCC', nombre: 'Licenciatura en Ciencias de la Comunicación', peso: 3 },
  { nivel: 'LIC', clave: 'LINF-05', nombre: 'Licenciatura en Informática (plan 2005)', activo: false, peso: 2 },
  { nivel: 'ESP', clave: 'EFIN', nombre: 'Especialidad en Finanzas', peso: 2 },
  { nivel: 'ESP', clave: 'EODO', nombre: 'Especialidad en Ortodoncia', peso: 1 },
  { nivel: 'MAE', clave: 'MADN', nombre: 'Maestría en Administración de Negocios', peso: 3 },
  { nivel: 'MAE', clave: 'MEDU', nombre: 'Maestría en Educación', peso: 2 },
  { nivel: 'MAE', clave: 'MCC', nombre: 'Maestría en Ciencias Computacionales', peso: 1 },
  { nivel: 'DOC', clave: 'DCS', nombre: 'Doctorado en Ciencias Sociales', peso: 1 },
  { nivel: 'DOC', clave: 'DEDU', nombre: 'Doctorado en Educación', peso: 1 },
];

export const DEMO_EGRESADOS_COUNT = 300;

const MUJERES = ['María José', 'Guadalupe', 'Ximena', 'Fernanda', 'Sofía', 'Valeria', 'Camila', 'Andrea', 'Daniela', 'Mariana', 'Itzel', 'Citlali',
  'Araceli', 'Leticia', 'Rocío', 'Mónica', 'Verónica', 'Beatriz', 'Inés', 'Estefanía', 'Nayeli', 'Abril', 'Renata', 'Regina', 'Ana Sofía', 'Dulce María'];
const HOMBRES = ['José Luis', 'Juan Pablo', 'Luis Ángel', 'Jesús', 'Héctor', 'Raúl', 'Andrés', 'Martín', 'Sebastián', 'Emiliano', 'Joaquín', 'Iván',
  'Óscar', 'Rubén', 'Adrián', 'Diego', 'Fernando', 'Ricardo', 'Alejandro', 'Jorge', 'Tomás', 'Cuauhtémoc', 'Efraín', 'Germán', 'Ángel', 'Julián'];
const APELLIDOS = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez',
  'Morales', 'Vázquez', 'Jiménez', 'Reyes', 'Díaz', 'Torres', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz', 'Moreno', 'Castillo', 'Romero',
  'Álvarez', 'Chávez', 'Rivera', 'Juárez', 'Núñez', 'Domínguez', 'Muñoz', 'Ibáñez', 'Peña', 'Zúñiga', 'Ávila', 'Velázquez', 'Solís', 'Ríos',
  'Cervantes', 'Ordóñez', 'Saldaña', 'Valdés', 'Quiñones', 'Bautista'];
const DOMINIOS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx', 'icloud.com'];
const EMPRESAS = ['Grupo Bimbo', 'FEMSA', 'Cemex', 'Banorte', 'BBVA México', 'El Puerto de Liverpool', 'Oracle de México', 'Intel Guadalajara',
  'Hospital Civil de Guadalajara', 'IMSS', 'Secretaría de Educación Jalisco', 'Ruiz y Asociados, Contadores', 'Coppel', 'Continental Automotive',
  'HP Inc. México', 'Telmex', 'Grupo Modelo', 'Gobierno de Zapopan', 'Tequila Herradura', 'Kueski', 'Bufete Jurídico Ordóñez'];
const PUESTOS = ['Analista', 'Coordinadora de proyectos', 'Desarrollador de software', 'Auxiliar contable', 'Enfermera general', 'Abogado asociado',
  'Ingeniero de procesos', 'Gerente de sucursal', 'Docente', 'Psicóloga clínica', 'Jefe de mantenimiento', 'Ejecutivo de cuenta'];
const NEGOCIOS = ['Cafetería La Esquina', 'Despacho propio', 'Taller de diseño', 'Consultoría independiente', 'Tienda en línea'];
const ESTADOS: EntidadFederativa[] = ['JC', 'JC', 'JC', 'JC', 'JC', 'JC', 'MN', 'GT', 'NT', 'CM', 'AS', 'ZS', 'DF', 'MC', 'NL', 'QT', 'SL', 'SP'];
const LADAS = ['33', '33', '33', '55', '81', '443', '477', '311', '312', '449'];
const SITUACIONES: SituacionLaboral[] = ['empleado', 'empleado', 'empleado', 'empleado', 'empleado', 'desempleado', 'estudiando', 'emprendedor', 'otro'];
const ORIGENES: Origen[] = ['registro', 'registro', 'registro', 'carga_masiva', 'carga_masiva', 'carga_masiva', 'carga_masiva', 'captura', 'captura'];

/** A fixed-seed generator: the same demo every time it is loaded. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');
const letters = (text: string) => fold(text).toUpperCase().replace(/[^A-Z]/g, '');
const firstInner = (word: string, set: RegExp) => [...word.slice(1)].find((c) => set.test(c)) ?? 'X';

/** A CURP built the way RENAPO builds it (first letters, birth date, sex, state, inner consonants) with its check digit. */
export function demoCurp(nombre: string, paterno: string, materno: string | null, nacimiento: string, sexo: 'H' | 'M', estado: string, homoclave: string) {
  const p = letters(paterno);
  const m = materno ? letters(materno) : 'X';
  const n = letters(nombre.split(' ')[0]);
  const first17 = `${p[0]}${firstInner(p, /[AEIOU]/)}${m[0]}${n[0]}${nacimiento.slice(2, 4)}${nacimiento.slice(5, 7)}${nacimiento.slice(8, 10)}${sexo}${estado}`
    + `${firstInner(p, /[B-DF-HJ-NP-TV-Z]/)}${firstInner(m, /[B-DF-HJ-NP-TV-Z]/)}${firstInner(n, /[B-DF-HJ-NP-TV-Z]/)}${homoclave}`;
  return `${first17}${curpCheckDigit(first17)}`;
}

type Row = typeof egresados.$inferInsert;

/** The demo graduates for the given program ids (by clave); `today` is yyyy-mm-dd in Mexico City. */
export function demoEgresados(programaIds: Map<string, number>, today: string, now: Date): Row[] {
  const next = random(20_260_301);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const programas = DEMO_PROGRAMAS.filter((p) => programaIds.has(p.clave));
  const totalPeso = programas.reduce((s, p) => s + p.peso, 0);
  const thisYear = Number(today.slice(0, 4));
  const rows: Row[] = [];
  const curps = new Set<string>();
  for (let i = 0; i < DEMO_EGRESADOS_COUNT && programas.length; i++) {
    let weight = next() * totalPeso;
    const programa = programas.find((p) => (weight -= p.peso) < 0) ?? programas[0];
    const sexo = next() < 0.54 ? 'M' : 'H';
    const nombre = pick(sexo === 'M' ? MUJERES : HOMBRES);
    const apellidoPaterno = pick(APELLIDOS);
    const apellidoMaterno = next() < 0.93 ? pick(APELLIDOS) : null;
    const anioEgreso = programa.activo === false ? 2008 + Math.floor(next() * 6) : thisYear - 1 - Math.floor(next() ** 1.4 * 12);
    const edad = { TSU: 20, LIC: 22, ESP: 26, MAE: 28, DOC: 32 }[programa.nivel] ?? 23;
    const nacimiento = `${anioEgreso - edad - Math.floor(next() * 3)}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`;
    const estado = pick(ESTADOS);
    const fechaEgreso = next() < 0.8 ? `${anioEgreso}-${pick(['06', '07', '12'])}-${pad(10 + Math.floor(next() * 15))}` : null;
    const titulado = next() < (thisYear - anioEgreso > 2 ? 0.7 : 0.3);
    const titulacion = titulado && fechaEgreso ? `${anioEgreso + 1}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}` : null;
    const situacionLaboral = next() < 0.9 ? pick(SITUACIONES) : null;
    const origen = pick(ORIGENES);
    const verificado = origen === 'registro' ? next() < 0.75 : next() < 0.25;
    const createdAt = new Date(now.getTime() - Math.floor(next() ** 1.3 * 730) * 86_400_000 - Math.floor(next() * 86_400_000));
    const homoclave = Number(nacimiento.slice(0, 4)) < 2000 ? String(Math.floor(next() * 10)) : 'A';
    const curp = next() < 0.7 ? demoCurp(nombre, apellidoPaterno, apellidoMaterno, nacimiento, sexo, estado, homoclave) : null;
    const usuario = `${letters(nombre.split(' ')[0]).toLowerCase()}.${letters(apellidoPaterno).toLowerCase()}${i + 1}`;
    rows.push({
      matricula: `${pad(anioEgreso % 100)}${programa.nivel[0]}${pad(i + 1, 4)}`,
      nombre,
      apellidoPaterno,
      apellidoMaterno,
      curp: curp && !curps.has(curp) ? (curps.add(curp), curp) : null,
      correo: `${usuario}@${pick(DOMINIOS)}`,
      telefono: next() < 0.85 ? (pick(LADAS) + String(Math.floor(next() * 1e8)).padStart(8, '0')).slice(0, 10) : null,
      sexo,
      fechaNacimiento: nacimiento,
      programaId: programaIds.get(programa.clave)!,
      anioEgreso,
      fechaEgreso,
      titulado,
      fechaTitulacion: titulacion && titulacion <= today ? titulacion : null,
      situacionLaboral,
      empresa: situacionLaboral === 'empleado' ? pick(EMPRESAS) : situacionLaboral === 'emprendedor' ? pick(NEGOCIOS) : null,
      puesto: situacionLaboral === 'empleado' ? pick(PUESTOS) : situacionLaboral === 'emprendedor' ? 'Fundador(a)' : null,
      entidadFederativa: next() < 0.9 ? estado : null,
      verificado,
      verificadoEn: verificado ? new Date(createdAt.getTime() + 3_600_000) : null,
      origen,
      avisoPrivacidadVersion: origen === 'registro' ? AVISO_PRIVACIDAD_VERSION : null,
      avisoPrivacidadAceptadoEn: origen === 'registro' ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}
