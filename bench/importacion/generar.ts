// Realistic graduates for the import bench, written twice: as the CSV a school office would upload (its
// headers, dd/mm/yyyy and ISO dates, Excel serials, programa by clave or name, 'Sí'/'No') and as the
// tab-separated text PostgreSQL's COPY reads (the same rows already normalised), the baseline.
import fs from 'node:fs';
import { curpCheckDigit } from '../../shared/egresados/curp';
import { fold } from '../../shared/text';
import { csvLine } from '../../server/lib/spreadsheet';

export interface ProgramaBench {
  id: number;
  clave: string;
  nombre: string;
}

const NOMBRES = ['María', 'José', 'Juan', 'Guadalupe', 'Ana', 'Luis', 'Sofía', 'Jesús', 'Fernanda', 'Ángel', 'Ximena', 'Iván', 'Mónica', 'Raúl', 'Lucía', 'Héctor', 'Valeria', 'Andrés', 'Paola', 'Óscar'];
const APELLIDOS = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Núñez', 'Peña', 'Flores', 'Gómez', 'Díaz', 'Cruz', 'Morales', 'Jiménez', 'Ruiz', 'Ortiz', 'Vázquez'];
const ESTADOS = ['AS', 'BC', 'CH', 'DF', 'GT', 'JC', 'MC', 'MN', 'NL', 'OC', 'PL', 'QT', 'SP', 'VZ', 'YN'];
const SITUACIONES = ['empleado', 'desempleado', 'estudiando', 'emprendedor', 'otro'];
const EMPRESAS = ['Grupo Bimbo', 'CEMEX', 'Banorte', 'Pemex', 'Secretaría de Salud', 'Telcel, S.A. de C.V.', 'Universidad Autónoma'];
const CONSONANTES = 'BCDFGHJKLMNPQRSTVWXYZ';
const ALFANUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const ENCABEZADOS = [
  'Matrícula', 'Nombre(s)', 'Primer apellido', 'Segundo apellido', 'CURP', 'Correo electrónico', 'Teléfono', 'Sexo',
  'Fecha de nacimiento', 'Carrera', 'Generación', 'Fecha de egreso', 'Titulado', 'Fecha de titulación',
  'Situación laboral', 'Empresa', 'Puesto', 'Entidad federativa',
];

export const COLUMNAS_COPY = [
  'matricula', 'nombre', 'apellido_paterno', 'apellido_materno', 'curp', 'correo', 'telefono', 'sexo', 'fecha_nacimiento',
  'programa_id', 'anio_egreso', 'fecha_egreso', 'titulado', 'fecha_titulacion', 'situacion_laboral', 'empresa', 'puesto',
  'entidad_federativa', 'origen',
];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const DIA = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const dmy = (d: Date) => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
const serial = (d: Date) => String(Math.round((d.getTime() - Date.UTC(1899, 11, 30)) / DIA));
const letra = (texto: string) => fold(texto)[0].toUpperCase();

/** One graduate, deterministic from its index; CURP and correo unique by construction. */
function egresado(i: number, programas: ProgramaBench[]) {
  const nombre = NOMBRES[i % NOMBRES.length];
  const paterno = APELLIDOS[Math.floor(i / 7) % APELLIDOS.length];
  const materno = i % 10 === 0 ? null : APELLIDOS[Math.floor(i / 3) % APELLIDOS.length];
  const nacimiento = new Date(Date.UTC(1970, 0, 1) + (i % 9000) * DIA);
  const sexo = i % 2 ? 'H' : 'M';
  const estado = ESTADOS[i % ESTADOS.length];
  const vocal = 'AEIOU'[i % 5];
  const base = `${letra(paterno)}${vocal}${letra(materno ?? 'X')}${letra(nombre)}${iso(nacimiento).slice(2).replace(/-/g, '')}${sexo}${estado}` +
    `${CONSONANTES[i % 21]}${CONSONANTES[Math.floor(i / 21) % 21]}${CONSONANTES[Math.floor(i / 441) % 21]}${ALFANUM[Math.floor(i / 9000) % 36]}`;
  const curp = `${base}${curpCheckDigit(base)}`;
  const anio = nacimiento.getUTCFullYear() + 22 + (i % 4);
  const egreso = new Date(Date.UTC(anio, 5 + (i % 2), 10 + (i % 18)));
  const titulado = i % 3 !== 0;
  const titulacion = titulado ? new Date(egreso.getTime() + (30 + (i % 300)) * DIA) : null;
  const programa = programas[i % programas.length];
  const situacion = SITUACIONES[i % SITUACIONES.length];
  const empresa = situacion === 'empleado' ? EMPRESAS[i % EMPRESAS.length] : null;
  return {
    matricula: `M${pad(i, 7)}`,
    nombre,
    paterno,
    materno,
    curp,
    correo: `${fold(nombre)}.${fold(paterno)}.${i}@correo.mx`.replace(/\s/g, ''),
    telefono: `55${pad(i % 100_000_000, 8)}`,
    sexo,
    nacimiento,
    programa,
    anio,
    egreso,
    titulado,
    titulacion,
    situacion,
    empresa,
    puesto: empresa ? 'Analista' : null,
    estado,
  };
}

/** Writes `filas` graduates as the upload CSV and as COPY text; returns both paths. */
export function generar(dir: string, filas: number, programas: ProgramaBench[]): { csv: string; copia: string; bytes: number } {
  const csv = `${dir}/egresados-${filas}.csv`;
  const copia = `${dir}/egresados-${filas}.tsv`;
  const fcsv = fs.openSync(csv, 'w');
  const fcopia = fs.openSync(copia, 'w');
  const n = (v: string | null) => v ?? '\\N';
  try {
    fs.writeSync(fcsv, csvLine(ENCABEZADOS));
    let a = '';
    let b = '';
    for (let i = 0; i < filas; i++) {
      const e = egresado(i, programas);
      const fechaEgreso = i % 5 === 0 ? serial(e.egreso) : iso(e.egreso);
      a += csvLine([
        e.matricula, e.nombre, e.paterno, e.materno ?? '', e.curp, e.correo, e.telefono, e.sexo === 'M' ? 'Mujer' : 'Hombre',
        dmy(e.nacimiento), i % 2 ? e.programa.clave : e.programa.nombre, e.anio, fechaEgreso, e.titulado ? 'Sí' : 'No',
        e.titulacion ? dmy(e.titulacion) : '', e.situacion, e.empresa ?? '', e.puesto ?? '', e.estado,
      ]);
      b += [
        e.matricula, e.nombre, e.paterno, n(e.materno), e.curp, e.correo, e.telefono, e.sexo, iso(e.nacimiento), e.programa.id,
        e.anio, iso(e.egreso), e.titulado ? 't' : 'f', e.titulacion ? iso(e.titulacion) : '\\N', e.situacion, n(e.empresa),
        n(e.puesto), e.estado, 'carga_masiva',
      ].join('\t') + '\n';
      if (i % 2000 === 1999) {
        fs.writeSync(fcsv, a);
        fs.writeSync(fcopia, b);
        a = b = '';
      }
    }
    fs.writeSync(fcsv, a);
    fs.writeSync(fcopia, b);
  } finally {
    fs.closeSync(fcsv);
    fs.closeSync(fcopia);
  }
  return { csv, copia, bytes: fs.statSync(csv).size };
}
