// The merge fields of a document: the student's and the service's data, formatted as the letter prints them,
// and the substitution of {{campo}} in a template's (already sanitised) HTML, every value HTML-escaped.
// In a document's own text each value is wrapped in <span data-campo="…">, so that it can be filled again from the
// records when the document is sent and at each approval (rellenar); once approved the text no longer changes.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { CAMPOS_DOCUMENTO, type CampoDocumento } from '../../../shared/servicio-social/documentos';
import type { Db } from '../../db/client';
import { programas, ssEstudiantes, ssHoras, ssInstituciones, ssPrestaciones, ssProgramas } from '../../db/schema';
import { escapeHtml } from '../../mail/templates';
import { hoyMexico } from '../comun/fechas';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOTx = Db | Tx;
export type DatosDocumento = Record<CampoDocumento, string>;

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** 2027-03-05 → «5 de marzo de 2027». */
export function fechaLarga(iso: string | null | undefined): string {
  if (!iso) return '';
  const [anio, mes, dia] = iso.slice(0, 10).split('-').map(Number);
  return `${dia} de ${MESES[mes - 1]} de ${anio}`;
}

/** 2027-03-01 → «marzo de 2027». */
export const mesLargo = (periodoMes: string) => {
  const [anio, mes] = periodoMes.split('-').map(Number);
  return `${MESES[mes - 1]} de ${anio}`;
};

export const finDeMes = (periodoMes: string) => {
  const [anio, mes] = periodoMes.split('-').map(Number);
  return mes === 12 ? `${anio + 1}-01-01` : `${anio}-${String(mes + 1).padStart(2, '0')}-01`;
};

/** 4 → «4», 3.5 → «3.5», 2.25 → «2.25». */
export const formatoHoras = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));

export async function horasDelMes(db: DbOTx, prestacionId: number, periodoMes: string) {
  return db
    .select({ fecha: ssHoras.fecha, horas: ssHoras.horas, actividades: ssHoras.actividades, estado: ssHoras.estado })
    .from(ssHoras)
    .where(and(eq(ssHoras.prestacionId, prestacionId), gte(ssHoras.fecha, periodoMes), lt(ssHoras.fecha, finDeMes(periodoMes))))
    .orderBy(ssHoras.fecha);
}

/** Every merge field for one student (and service, when there is one); missing data is an empty string. */
export async function datosDocumento(db: DbOTx, estudianteId: number, prestacionId: number | null, periodoMes: string | null = null): Promise<DatosDocumento> {
  const [e] = await db
    .select({ e: ssEstudiantes, carrera: programas.nombre })
    .from(ssEstudiantes)
    .innerJoin(programas, eq(programas.id, ssEstudiantes.programaId))
    .where(eq(ssEstudiantes.id, estudianteId));
  const [p] = prestacionId
    ? await db
        .select({ p: ssPrestaciones, institucion: ssInstituciones.razonSocial, programa: ssProgramas.nombre })
        .from(ssPrestaciones)
        .innerJoin(ssInstituciones, eq(ssInstituciones.id, ssPrestaciones.institucionId))
        .innerJoin(ssProgramas, eq(ssProgramas.id, ssPrestaciones.programaId))
        .where(eq(ssPrestaciones.id, prestacionId))
    : [];
  let horasMes = '';
  let horasAprobadas = '';
  if (p) {
    // A month's report states its month's entries (all of them are sent, frozen and approved with it) and the
    // approved entries up to that month's end, so the monthly reports add up to what the constancia and the
    // liberación certify.
    const [fila] = await db
      .select({
        mes: periodoMes ? sql<string>`coalesce(sum(${ssHoras.horas}) filter (where ${ssHoras.fecha} >= ${periodoMes}), 0)` : sql<string>`0`,
        aprobadas: sql<string>`coalesce(sum(${ssHoras.horas}) filter (where ${ssHoras.estado} = 'aprobada'), 0)`,
      })
      .from(ssHoras)
      .where(and(eq(ssHoras.prestacionId, p.p.id), periodoMes ? lt(ssHoras.fecha, finDeMes(periodoMes)) : undefined));
    if (periodoMes) horasMes = formatoHoras(Number(fila.mes));
    // The letters state the service's approved total, the figure liberation is checked against; the hour flow
    // (horas/informe.ts) keeps it equal to the approved entries.
    horasAprobadas = formatoHoras(periodoMes ? Number(fila.aprobadas) : Number(p.p.horasAprobadas));
  }
  return {
    nombreCompleto: e ? [e.e.nombre, e.e.apellidoPaterno, e.e.apellidoMaterno].filter(Boolean).join(' ') : '',
    matricula: e?.e.matricula ?? '',
    curp: e?.e.curp ?? '',
    programa: e?.carrera ?? '',
    creditos: e ? `${e.e.creditos} %` : '',
    semestre: e ? String(e.e.semestre) : '',
    institucion: p?.institucion ?? '',
    programaServicio: p?.programa ?? '',
    supervisor: p?.p.supervisorNombre ?? '',
    periodo: p?.p.periodo ?? '',
    fechaInicio: fechaLarga(p?.p.fechaInicio),
    fechaFin: fechaLarga(p?.p.fechaFin ?? p?.p.fechaFinEstimada),
    horasRequeridas: p ? String(p.p.horasRequeridas) : '',
    horasAprobadas,
    mes: periodoMes ? mesLargo(periodoMes) : '',
    horasMes,
    fecha: fechaLarga(hoyMexico()),
  };
}

const CAMPO = /\{\{\s*([^{}]*?)\s*\}\}/g;

const esCampo = (campo: string): campo is CampoDocumento => Object.hasOwn(CAMPOS_DOCUMENTO, campo);
const marcado = (campo: CampoDocumento, valor: string) => `<span data-campo="${campo}">${escapeHtml(valor)}</span>`;

/**
 * Fills {{campo}} with the escaped value; an unknown field (never stored: templates refuse them) becomes empty.
 * `marcar`: for a document's text, each value in its <span data-campo> (see rellenar).
 */
export function combinar(html: string, datos: Partial<DatosDocumento>, opciones: { marcar?: boolean } = {}): string {
  return html.replace(CAMPO, (_, campo: string) => {
    if (!esCampo(campo)) return '';
    return opciones.marcar ? marcado(campo, datos[campo] ?? '') : escapeHtml(datos[campo] ?? '');
  });
}

const MARCA = /<span data-campo="([A-Za-z]+)">[^<]*<\/span>/g;

/** The document's text with every marked field set to its value now (fields the author deleted stay deleted). */
export const rellenar = (html: string, datos: DatosDocumento): string =>
  html.replace(MARCA, (marca, campo: string) => (esCampo(campo) ? marcado(campo, datos[campo]) : marca));
