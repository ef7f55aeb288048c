// The merge fields of a document: the student's and the service's data, formatted as the letter prints them,
// and the substitution of {{campo}} in a template's (already sanitised) HTML, every value HTML-escaped.
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

const horas = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));

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
  if (p && periodoMes) {
    const [fila] = await db
      .select({ total: sql<string>`coalesce(sum(${ssHoras.horas}), 0)` })
      .from(ssHoras)
      .where(and(eq(ssHoras.prestacionId, p.p.id), gte(ssHoras.fecha, periodoMes), lt(ssHoras.fecha, finDeMes(periodoMes))));
    horasMes = horas(Number(fila.total));
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
    horasAprobadas: p ? horas(Number(p.p.horasAprobadas)) : '',
    mes: periodoMes ? mesLargo(periodoMes) : '',
    horasMes,
    fecha: fechaLarga(hoyMexico()),
  };
}

const CAMPO = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Fills {{campo}} with the escaped value; an unknown field (never stored: templates refuse them) becomes empty. */
export function combinar(html: string, datos: Partial<DatosDocumento>): string {
  return html.replace(CAMPO, (_, campo: string) => (Object.hasOwn(CAMPOS_DOCUMENTO, campo) ? escapeHtml(datos[campo as CampoDocumento] ?? '') : ''));
}
