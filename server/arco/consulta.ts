// The staff's queue and a request's page: every request with its deadline clock in días hábiles. Requests are
// few (tens a year), so the clock is computed here for each one and the queue sorted by it.
import { and, asc, desc, eq, ilike, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import { pasosPermitidos } from '../../shared/arco/pasos';
import { calcularPlazos, plazoVigente } from '../../shared/arco/plazos';
import type { Cierres } from '../../shared/arco/dias-habiles';
import type { Db } from '../db/client';
import { arcoPasos, arcoSolicitudes, usuarios } from '../db/schema';
import { idsFilter, type ListParams } from '../lib/rest';
import { cargarCierres, hechosDe, hoy, leerSolicitud, type Solicitud } from './comun';

export const ARCO_SORTABLE = ['id', 'folio', 'recibida', 'estado', 'derecho', 'limite', 'restantes'] as const;
const CONCLUIDAS = ['cerrada', 'no_presentada', 'efectiva'];
/** A deadline this close (días hábiles) puts the request on staff's to-do list; the first reminder goes out then too. */
export const DIAS_POR_VENCER = 5;

export function conReloj(s: Solicitud, dia: string, cierres: Cierres) {
  const { documentoId: _d, ...visible } = s;
  const vigente = plazoVigente(hechosDe(s), dia, cierres);
  return {
    ...visible,
    tieneDocumento: !!s.documentoId,
    plazos: calcularPlazos(s, cierres),
    plazo: vigente?.tipo ?? null,
    limite: vigente?.limite ?? null,
    restantes: vigente?.restantes ?? null,
    pasosPermitidos: pasosPermitidos(s, dia, cierres),
  };
}
export type SolicitudConReloj = ReturnType<typeof conReloj>;

function where(filter: Record<string, unknown>): SQL | undefined {
  const ids = idsFilter(filter);
  const q = typeof filter.q === 'string' && filter.q.trim() ? `%${filter.q.trim().replace(/[%_\\]/g, '\\$&')}%` : null;
  const lista = (v: unknown) => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : []);
  return and(
    ids && inArray(arcoSolicitudes.id, ids),
    lista(filter.estado).length ? inArray(arcoSolicitudes.estado, lista(filter.estado)) : undefined,
    lista(filter.derecho).length ? inArray(arcoSolicitudes.derecho, lista(filter.derecho)) : undefined,
    lista(filter.area).length ? inArray(arcoSolicitudes.area, lista(filter.area)) : undefined,
    filter.enCurso === true || filter.enCurso === 'true' ? notInArray(arcoSolicitudes.estado, CONCLUIDAS) : undefined,
    q ? or(ilike(arcoSolicitudes.folio, q), ilike(arcoSolicitudes.nombre, q), ilike(arcoSolicitudes.correo, q)) : undefined,
  );
}

export async function listarSolicitudes(db: Db, params: ListParams) {
  const cierres = await cargarCierres(db);
  const dia = hoy();
  let filas = (await db.select().from(arcoSolicitudes).where(where(params.filter)).orderBy(desc(arcoSolicitudes.id))).map((s) => conReloj(s, dia, cierres));
  // The to-do list's queue: staff's own deadlines (not the person's answer to a prevención) at the first reminder.
  if (params.filter.porVencer === true || params.filter.porVencer === 'true') {
    filas = filas.filter((f) => f.restantes !== null && f.plazo !== 'respuesta_prevencion' && f.restantes <= DIAS_POR_VENCER);
  }
  const campo = params.sortField === 'restantes' ? 'limite' : params.sortField;
  const signo = params.sortOrder === 'DESC' ? -1 : 1;
  // Requests with no running deadline go last whichever way the clock is sorted.
  const clave = (f: SolicitudConReloj) => (f as unknown as Record<string, string | number | null>)[campo] ?? null;
  filas.sort((a, b) => {
    const x = clave(a);
    const y = clave(b);
    if (x === y) return b.id - a.id;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * signo;
  });
  return { rows: filas.slice(params.offset, params.offset + params.limit), total: filas.length };
}

export async function verSolicitud(db: Db, id: number) {
  const s = await leerSolicitud(db, id);
  const pasos = await db
    .select({ id: arcoPasos.id, tipo: arcoPasos.tipo, fecha: arcoPasos.fecha, texto: arcoPasos.texto, detalle: arcoPasos.detalle, usuario: usuarios.name, creado: arcoPasos.createdAt })
    .from(arcoPasos)
    .leftJoin(usuarios, eq(usuarios.id, arcoPasos.usuarioId))
    .where(eq(arcoPasos.solicitudId, id))
    .orderBy(asc(arcoPasos.id));
  const [registro] = s.registradaPorId ? await db.select({ nombre: usuarios.name }).from(usuarios).where(eq(usuarios.id, s.registradaPorId)) : [];
  return { ...conReloj(s, hoy(), await cargarCierres(db)), registradaPor: registro?.nombre ?? null, pasos };
}
