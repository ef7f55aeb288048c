// An offer's life: the employer writes it (en_revision, or publicada at once for a trusted employer), staff publish,
// return or decline it (the reason mailed), the employer closes or renews it, and it closes itself on its date.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { decisionOfertaSchema, OfertaDatos } from '../../../shared/schemas/bolsa';
import type { z } from '../../../shared/validation';
import { audit } from '../../audit/service';
import type { Db } from '../../db/client';
import { bolsaEmpleadores, bolsaOfertas } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../lib/http-error';
import { hoyMexico } from '../../servicio-social/comun/fechas';
import type { App } from '../../types';
import type { EmpleadorActor } from '../acceso';
import { cerrarCandidaturasAbiertas } from '../candidaturas/cierre';
import { citado, enlace, enviarCorreo } from '../correo';
import { validarCierre, validarOferta } from './validacion';

type Registro = Pick<FastifyRequest, 'log'>;

export const columnasOferta = {
  id: bolsaOfertas.id, empleadorId: bolsaOfertas.empleadorId, empleador: bolsaEmpleadores.razonSocial, titulo: bolsaOfertas.titulo,
  descripcion: bolsaOfertas.descripcion, programaIds: bolsaOfertas.programaIds, modalidad: bolsaOfertas.modalidad, entidad: bolsaOfertas.entidad,
  municipio: bolsaOfertas.municipio, jornada: bolsaOfertas.jornada, sueldoMin: bolsaOfertas.sueldoMin, sueldoMax: bolsaOfertas.sueldoMax,
  plazas: bolsaOfertas.plazas, cierre: bolsaOfertas.cierre, postulacionExterna: bolsaOfertas.postulacionExterna, estado: bolsaOfertas.estado,
  motivo: bolsaOfertas.motivo, publicadaEn: bolsaOfertas.publicadaEn, cerradaEn: bolsaOfertas.cerradaEn, cubierta: bolsaOfertas.cubierta,
  renovada: bolsaOfertas.renovada, revisionPosterior: bolsaOfertas.revisionPosterior, createdAt: bolsaOfertas.createdAt,
};

export type OfertaFila = Awaited<ReturnType<typeof leerOferta>>;

export async function leerOferta(db: Db, id: number) {
  const [row] = await db.select(columnasOferta).from(bolsaOfertas).innerJoin(bolsaEmpleadores, eq(bolsaEmpleadores.id, bolsaOfertas.empleadorId)).where(eq(bolsaOfertas.id, id));
  if (!row) throw notFound('La oferta no existe');
  return row;
}

/** The employer's own offer, or 404 (another employer's offer does not exist for it). */
export async function ofertaPropia(db: Db, empleador: EmpleadorActor, id: number) {
  const oferta = await leerOferta(db, id).catch(() => null);
  if (!oferta || oferta.empleadorId !== empleador.empleadorId) throw notFound('La oferta no existe');
  return oferta;
}

async function contactoDe(db: Db, empleadorId: number) {
  const [e] = await db.select({ correo: bolsaEmpleadores.contactoCorreo, nombre: bolsaEmpleadores.contactoNombre }).from(bolsaEmpleadores).where(eq(bolsaEmpleadores.id, empleadorId));
  return e;
}

const publicadaAhora = () => ({ estado: 'publicada', publicadaEn: new Date(), motivo: null });

export async function crearOferta(app: App, request: FastifyRequest, empleador: EmpleadorActor, datos: OfertaDatos) {
  const columnas = await validarOferta(app.db, datos);
  const estado = empleador.confiable ? { ...publicadaAhora(), revisionPosterior: true } : { estado: 'en_revision' };
  const [row] = await app.db.insert(bolsaOfertas).values({ ...columnas, ...estado, empleadorId: empleador.empleadorId }).returning({ id: bolsaOfertas.id });
  await audit(app.db, request, { accion: 'crear', recurso: 'bolsa-ofertas', registroId: row.id, despues: { ...columnas, descripcion: undefined, estado: estado.estado } });
  return leerOferta(app.db, row.id);
}

/** Editing sends the offer back to review (a trusted employer's stays published, to be reviewed afterwards). */
export async function editarOferta(app: App, request: FastifyRequest, empleador: EmpleadorActor, id: number, datos: OfertaDatos) {
  const antes = await ofertaPropia(app.db, empleador, id);
  if (!['en_revision', 'con_observaciones', 'publicada'].includes(antes.estado)) throw new HttpError(409, 'Una oferta rechazada o cerrada ya no se puede editar');
  const columnas = await validarOferta(app.db, datos);
  const estado = empleador.confiable
    ? { estado: 'publicada', publicadaEn: antes.publicadaEn ?? new Date(), revisionPosterior: true, motivo: null }
    : { estado: 'en_revision', publicadaEn: null };
  await app.db.update(bolsaOfertas).set({ ...columnas, ...estado, updatedAt: new Date() }).where(eq(bolsaOfertas.id, id));
  await audit(app.db, request, { accion: 'editar', recurso: 'bolsa-ofertas', registroId: id, antes: { titulo: antes.titulo, estado: antes.estado }, despues: { titulo: columnas.titulo, estado: estado.estado } });
  return leerOferta(app.db, id);
}

type Decision = z.output<typeof decisionOfertaSchema>;

const DESTINO = { publicar: 'publicada', observar: 'con_observaciones', rechazar: 'rechazada' } as const;

export async function decidirOferta(app: App, request: FastifyRequest, id: number, { decision, motivo }: Decision) {
  const antes = await leerOferta(app.db, id);
  const desdeRevision = ['en_revision', 'con_observaciones'].includes(antes.estado);
  const revisionPosterior = antes.estado === 'publicada' && antes.revisionPosterior;
  if (!desdeRevision && !revisionPosterior) throw new HttpError(409, `La oferta está ${antes.estado.replace('_', ' ')}: ya no espera revisión`);
  if (decision === 'publicar' && antes.cierre <= hoyMexico()) throw unprocessable({ cierre: ['La fecha de cierre ya pasó: el empleador debe elegir otra antes de publicarla'] });
  const estado = DESTINO[decision];
  const cambios = decision === 'publicar'
    ? { estado, motivo: motivo ?? null, publicadaEn: antes.publicadaEn ?? new Date(), revisionPosterior: false }
    : { estado, motivo: motivo ?? null, revisionPosterior: false, publicadaEn: null };
  await app.db.update(bolsaOfertas).set({ ...cambios, updatedAt: new Date() }).where(eq(bolsaOfertas.id, id));
  await audit(app.db, request, { accion: 'editar', recurso: 'bolsa-ofertas', registroId: id, antes: { estado: antes.estado }, despues: { estado, motivo } });
  if (!(decision === 'publicar' && revisionPosterior)) await avisarDecision(app, request, antes, decision, motivo ?? null);
  return leerOferta(app.db, id);
}

async function avisarDecision(app: App, request: Registro, oferta: OfertaFila, decision: Decision['decision'], motivo: string | null) {
  const contacto = await contactoDe(app.db, oferta.empleadorId);
  if (!contacto) return;
  const titulo = { publicar: 'Su oferta fue publicada', observar: 'Su oferta tiene observaciones', rechazar: 'Su oferta no fue publicada' }[decision];
  const parrafo = {
    publicar: `La oficina publicó su oferta ${citado(oferta.titulo)} en la bolsa de trabajo.`,
    observar: `La oficina revisó su oferta ${citado(oferta.titulo)} y le pide cambios antes de publicarla.`,
    rechazar: `La oficina revisó su oferta ${citado(oferta.titulo)} y decidió no publicarla.`,
  }[decision];
  await enviarCorreo(app, request, contacto.correo, {
    title: titulo,
    greeting: `Hola, ${contacto.nombre}:`,
    paragraphs: [parrafo, ...(motivo ? [`${decision === 'publicar' ? 'Nota' : 'Motivo'} de la oficina: ${citado(motivo)}`] : [])],
    action: { label: 'Ver mis ofertas', url: enlace(app, '/bolsa-de-trabajo/empleador') },
  });
}

/** Staff publish several at once; offers that no longer wait for review are left as they are and reported. */
export async function publicarVarias(app: App, request: FastifyRequest, ids: number[]) {
  const publicadas: number[] = [];
  const omitidas: number[] = [];
  for (const id of ids) {
    try {
      await decidirOferta(app, request, id, { decision: 'publicar', motivo: null });
      publicadas.push(id);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      omitidas.push(id);
    }
  }
  return { publicadas, omitidas };
}

export async function cerrarOferta(app: App, request: FastifyRequest, empleador: EmpleadorActor, id: number, cubierta: boolean) {
  const antes = await ofertaPropia(app.db, empleador, id);
  if (antes.estado === 'cerrada') throw new HttpError(409, 'La oferta ya está cerrada');
  if (antes.estado === 'rechazada') throw new HttpError(409, 'Una oferta rechazada no se puede cerrar');
  await app.db.update(bolsaOfertas).set({ estado: 'cerrada', cerradaEn: new Date(), cubierta, updatedAt: new Date() }).where(eq(bolsaOfertas.id, id));
  await audit(app.db, request, { accion: 'editar', recurso: 'bolsa-ofertas', registroId: id, antes: { estado: antes.estado }, despues: { estado: 'cerrada', cubierta } });
  await cerrarCandidaturasAbiertas(app, request, id);
  return leerOferta(app.db, id);
}

/** Once: up to 60 days after the current closing date; an offer that closed on its date opens again. */
export async function renovarOferta(app: App, request: FastifyRequest, empleador: EmpleadorActor, id: number, cierre: string) {
  const antes = await ofertaPropia(app.db, empleador, id);
  if (antes.renovada) throw new HttpError(409, 'La oferta ya se renovó una vez: publique una oferta nueva');
  const vencida = antes.estado === 'cerrada' && !antes.cubierta && antes.cierre < hoyMexico();
  if (antes.estado !== 'publicada' && !vencida) throw new HttpError(409, 'Solo se renueva una oferta publicada o que cerró en su fecha');
  validarCierre(cierre, antes.cierre < hoyMexico() ? hoyMexico() : antes.cierre);
  await app.db
    .update(bolsaOfertas)
    .set({ cierre, renovada: true, estado: 'publicada', cerradaEn: null, avisoCierreEn: null, updatedAt: new Date() })
    .where(eq(bolsaOfertas.id, id));
  await audit(app.db, request, { accion: 'editar', recurso: 'bolsa-ofertas', registroId: id, antes: { cierre: antes.cierre, estado: antes.estado }, despues: { cierre, renovada: true } });
  return leerOferta(app.db, id);
}

/** The daily job: published offers whose closing date has passed leave search; the employer is told once. */
export async function vencerOfertas(app: App, log: FastifyBaseLogger = app.log) {
  const vencidas = await app.db
    .update(bolsaOfertas)
    .set({ estado: 'cerrada', cerradaEn: new Date(), avisoCierreEn: new Date(), updatedAt: new Date() })
    .where(and(eq(bolsaOfertas.estado, 'publicada'), lt(bolsaOfertas.cierre, hoyMexico())))
    .returning({ id: bolsaOfertas.id });
  const request = { log };
  for (const { id } of vencidas) {
    const oferta = await leerOferta(app.db, id);
    await cerrarCandidaturasAbiertas(app, request, id);
    const contacto = await contactoDe(app.db, oferta.empleadorId);
    if (!contacto) continue;
    await enviarCorreo(app, request, contacto.correo, {
      title: 'Su oferta cerró en su fecha',
      greeting: `Hola, ${contacto.nombre}:`,
      paragraphs: [
        `Su oferta ${citado(oferta.titulo)} llegó a su fecha de cierre y ya no aparece en la búsqueda.`,
        oferta.renovada ? 'Ya se renovó una vez; si aún busca candidatos, publique una oferta nueva.' : 'Si aún busca candidatos, puede renovarla una vez, hasta por 60 días, desde su portal.',
      ],
      action: { label: 'Ver mis ofertas', url: enlace(app, '/bolsa-de-trabajo/empleador') },
    });
  }
  return { vencidas: vencidas.length };
}

/** Offers of one employer (its portal) or the moderation queue (staff). */
export async function listarOfertas(db: Db, opciones: { empleadorId?: number; estados?: string[]; offset: number; limit: number; antiguasPrimero?: boolean }) {
  const where = and(
    opciones.empleadorId !== undefined ? eq(bolsaOfertas.empleadorId, opciones.empleadorId) : undefined,
    opciones.estados?.length ? inArray(bolsaOfertas.estado, opciones.estados) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select(columnasOferta).from(bolsaOfertas).innerJoin(bolsaEmpleadores, eq(bolsaEmpleadores.id, bolsaOfertas.empleadorId)).where(where)
      .orderBy(...(opciones.antiguasPrimero ? [sql`${bolsaOfertas.createdAt} asc`, sql`${bolsaOfertas.id} asc`] : [sql`${bolsaOfertas.createdAt} desc`, sql`${bolsaOfertas.id} desc`]))
      .limit(opciones.limit).offset(opciones.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(bolsaOfertas).where(where),
  ]);
  return { rows, total };
}
