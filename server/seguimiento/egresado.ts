// What the graduate's record shows from seguimiento, and the graduates a wave reaches only by phone.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { sinBloqueo } from '../arco/bloqueo';
import type { Db } from '../db/client';
import { egresados, segAplicaciones, segInvitaciones } from '../db/schema';
import { notFound } from '../lib/http-error';
import { nombreCompleto } from '../plantillas/datos';

const texto = (v: unknown) => (typeof v === 'string' && v ? v : null);

export async function historialEgresado(db: Db, egresadoId: number) {
  const [e] = await db.select({ id: egresados.id }).from(egresados).where(and(eq(egresados.id, egresadoId), sinBloqueo(egresados)));
  if (!e) throw notFound('El egresado no existe');
  const rows = await db
    .select({ aplicacionId: segAplicaciones.id, nombre: segAplicaciones.nombre, enviadaEn: segInvitaciones.enviadaEn, captura: segInvitaciones.captura, respuestas: segInvitaciones.respuestas })
    .from(segInvitaciones)
    .innerJoin(segAplicaciones, eq(segAplicaciones.id, segInvitaciones.aplicacionId))
    .where(and(eq(segInvitaciones.egresadoId, egresadoId), eq(segInvitaciones.tipo, 'egresado'), isNotNull(segInvitaciones.enviadaEn)))
    .orderBy(desc(segInvitaciones.enviadaEn));
  const ultima = rows.find((r) => r.respuestas?.actividad_actual);
  const r = ultima?.respuestas ?? {};
  return {
    situacion: ultima
      ? {
          actividad: texto(r.actividad_actual),
          empleador: texto(r.empresa),
          puesto: texto(r.puesto),
          sector: texto(r.sector_empresa),
          ingreso: texto(r.ingreso_mensual),
          fecha: ultima.enviadaEn!.toISOString(),
          aplicacion: ultima.nombre,
        }
      : null,
    aplicaciones: rows.map((x) => ({ id: x.aplicacionId, nombre: x.nombre, enviadaEn: x.enviadaEn!.toISOString(), captura: x.captura })),
  };
}

/** Invitations with no email: staff call them and capture the answers (captura telefónica). */
export async function sinCorreo(db: Db, aplicacionId: number) {
  const rows = await db
    .select({ id: segInvitaciones.id, egresado: egresados, enviadaEn: segInvitaciones.enviadaEn })
    .from(segInvitaciones)
    .innerJoin(egresados, eq(egresados.id, segInvitaciones.egresadoId))
    .where(and(eq(segInvitaciones.aplicacionId, aplicacionId), eq(segInvitaciones.tipo, 'egresado'), isNull(segInvitaciones.correo), sinBloqueo(egresados)))
    .orderBy(egresados.apellidoPaterno, egresados.nombre);
  return rows.map((r) => ({
    id: r.id, nombre: nombreCompleto(r.egresado), matricula: r.egresado.matricula, telefono: r.egresado.telefono, enviada: r.enviadaEn !== null,
  }));
}
