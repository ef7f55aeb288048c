// The bolsa's share of the ARCO rights (server/arco): an access export includes the person's applications, CV and job
// alert; a cancellation withdraws their open applications, hides every application from employers and turns the alert
// off. The person is found by the accounts with their addresses and by their graduate records.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { CANDIDATURA_ABIERTA } from '../../shared/bolsa/valores';
import type { Db } from '../db/client';
import { archivos, bolsaAlertas, bolsaCandidaturas, bolsaEmpleadores, bolsaOfertas, bolsaPerfiles, egresadoEmpleos, usuarios } from '../db/schema';

interface PersonaBolsa {
  correos: string[];
  usuarioId: number | null;
  egresadoIds: number[];
}

async function cuentasDe(db: Db, p: PersonaBolsa): Promise<number[]> {
  const porCorreo = p.correos.length ? await db.select({ id: usuarios.id }).from(usuarios).where(inArray(sql`lower(${usuarios.email})`, p.correos)) : [];
  return [...new Set([...(p.usuarioId ? [p.usuarioId] : []), ...porCorreo.map((u) => u.id)])];
}

const suyas = (cuentas: number[], p: PersonaBolsa) =>
  or(cuentas.length ? inArray(bolsaCandidaturas.usuarioId, cuentas) : undefined, p.egresadoIds.length ? inArray(bolsaCandidaturas.egresadoId, p.egresadoIds) : undefined) ?? sql`false`;

export async function datosBolsa(db: Db, p: PersonaBolsa) {
  const cuentas = await cuentasDe(db, p);
  const candidaturas = await db
    .select({
      oferta: bolsaOfertas.titulo, empleador: bolsaEmpleadores.razonSocial, estado: bolsaCandidaturas.estado, nombre: bolsaCandidaturas.nombre,
      correo: bolsaCandidaturas.correo, telefono: bolsaCandidaturas.telefono, mensaje: bolsaCandidaturas.mensaje, declaracion: bolsaCandidaturas.declaracion,
      cv: archivos.nombre, consentimientoVersion: bolsaCandidaturas.consentimientoVersion, consentimientoEn: bolsaCandidaturas.consentimientoEn,
      enviadaEn: bolsaCandidaturas.createdAt, vistaEn: bolsaCandidaturas.vistaEn, estadoEn: bolsaCandidaturas.estadoEn,
    })
    .from(bolsaCandidaturas)
    .innerJoin(bolsaOfertas, eq(bolsaOfertas.id, bolsaCandidaturas.ofertaId))
    .innerJoin(bolsaEmpleadores, eq(bolsaEmpleadores.id, bolsaOfertas.empleadorId))
    .leftJoin(archivos, eq(archivos.id, bolsaCandidaturas.cvArchivoId))
    .where(suyas(cuentas, p));
  const cv = cuentas.length
    ? await db.select({ cv: archivos.nombre, subidoEn: archivos.createdAt }).from(bolsaPerfiles).innerJoin(archivos, eq(archivos.id, bolsaPerfiles.cvArchivoId)).where(inArray(bolsaPerfiles.usuarioId, cuentas))
    : [];
  const alertas = cuentas.length ? await db.select({ programaIds: bolsaAlertas.programaIds, modalidades: bolsaAlertas.modalidades, entidades: bolsaAlertas.entidades, activa: bolsaAlertas.activa }).from(bolsaAlertas).where(inArray(bolsaAlertas.usuarioId, cuentas)) : [];
  const empleos = p.egresadoIds.length ? await db.select({ empleador: egresadoEmpleos.empleador, puesto: egresadoEmpleos.puesto, fecha: egresadoEmpleos.fecha, fuente: egresadoEmpleos.fuente }).from(egresadoEmpleos).where(inArray(egresadoEmpleos.egresadoId, p.egresadoIds)) : [];
  return { candidaturas, cv, alertas, empleos };
}

/** Cancellation: open applications are withdrawn, every application leaves the employers' view, the alert stops. */
export async function cancelarBolsa(tx: Db, p: PersonaBolsa, ahora = new Date()) {
  const cuentas = await cuentasDe(tx, p);
  const retiradas = await tx
    .update(bolsaCandidaturas)
    .set({ estado: 'retirada', estadoEn: ahora, updatedAt: ahora })
    .where(and(suyas(cuentas, p), inArray(bolsaCandidaturas.estado, [...CANDIDATURA_ABIERTA])))
    .returning({ id: bolsaCandidaturas.id });
  const ocultas = await tx.update(bolsaCandidaturas).set({ ocultaEn: ahora }).where(and(suyas(cuentas, p), isNull(bolsaCandidaturas.ocultaEn))).returning({ id: bolsaCandidaturas.id });
  if (cuentas.length) await tx.update(bolsaAlertas).set({ activa: false, updatedAt: ahora }).where(inArray(bolsaAlertas.usuarioId, cuentas));
  return { candidaturasRetiradas: retiradas.length, candidaturasOcultas: ocultas.length };
}
