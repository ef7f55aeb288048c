// The report reads the egresados list's own filter, so "what I see in the list" and "what I count" never differ.
import { eq, inArray } from 'drizzle-orm';
import { ORIGENES, SITUACIONES_LABORALES } from '../../shared/egresados/valores';
import type { Db } from '../db/client';
import { niveles, programas } from '../db/schema';
import { HttpError, unprocessable } from '../lib/http-error';
import { parseListQuery } from '../lib/rest';
import { booleanFilter } from '../lib/search';

/** The filter as the list parses it; a malformed one is a 422 on `filter` (the report has no other way to fail). */
export function parseFiltro(raw: string | undefined): Record<string, unknown> {
  try {
    return parseListQuery({ filter: raw }, []).filter;
  } catch (error) {
    if (error instanceof HttpError) throw unprocessable({ filter: ['El filtro del reporte no es válido'] });
    throw error;
  }
}

const lista = (value: unknown): unknown[] => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]);
const enteros = (value: unknown) => lista(value).map(Number).filter(Number.isInteger);
const etiqueta = <K extends string>(labels: Record<K, string>, key: unknown) => labels[key as K] ?? String(key);
const siNo = (value: boolean) => (value ? 'Sí' : 'No');
const porNombre = (a: string, b: string) => a.localeCompare(b, 'es');

/**
 * The filter in words, for the header of an exported report: program and level names instead of ids. One line
 * per criterion; «Todos los egresados» when nothing narrows the count.
 */
export async function describirFiltro(db: Db, filtro: Record<string, unknown>): Promise<string[]> {
  const lineas: string[] = [];
  const programaIds = enteros(filtro.programaId);
  const nivelIds = enteros(filtro.nivelId);
  const [progs, nivs] = await Promise.all([
    programaIds.length
      ? db.select({ nombre: programas.nombre, nivel: niveles.nombre }).from(programas).innerJoin(niveles, eq(niveles.id, programas.nivelId)).where(inArray(programas.id, programaIds))
      : [],
    nivelIds.length ? db.select({ nombre: niveles.nombre }).from(niveles).where(inArray(niveles.id, nivelIds)) : [],
  ]);
  if (typeof filtro.q === 'string' && filtro.q.trim()) lineas.push(`Búsqueda: «${filtro.q.trim()}»`);
  if (programaIds.length) lineas.push(`Programa: ${progs.map((p) => `${p.nombre} (${p.nivel})`).sort(porNombre).join(', ') || 'ninguno'}`);
  if (nivelIds.length) lineas.push(`Nivel: ${nivs.map((n) => n.nombre).sort(porNombre).join(', ') || 'ninguno'}`);
  const anios = enteros(filtro.anioEgreso);
  if (anios.length) lineas.push(`Año de egreso: ${anios.sort((a, b) => a - b).join(', ')}`);
  const titulado = booleanFilter(filtro.titulado);
  if (titulado !== undefined) lineas.push(`Titulado: ${siNo(titulado)}`);
  const situaciones = lista(filtro.situacionLaboral);
  if (situaciones.length) lineas.push(`Situación laboral: ${situaciones.map((s) => etiqueta(SITUACIONES_LABORALES, s)).join(', ')}`);
  const verificado = booleanFilter(filtro.verificado);
  if (verificado !== undefined) lineas.push(`Correo verificado: ${siNo(verificado)}`);
  const origenes = lista(filtro.origen);
  if (origenes.length) lineas.push(`Origen: ${origenes.map((o) => etiqueta(ORIGENES, o)).join(', ')}`);
  if (filtro.id !== undefined) lineas.push(`Egresados seleccionados: ${lista(filtro.id).length}`);
  return lineas.length ? lineas : ['Todos los egresados'];
}
