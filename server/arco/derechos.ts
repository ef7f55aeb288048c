// What each right does in the platform once its decision is made effective. Runs inside the step's transaction:
// the blocking, the unsubscribe and the delivery mail are kept or undone together with the step.
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { cancelarBolsa } from '../bolsa/arco';
import { FINALIDADES } from '../../shared/schemas/arco';
import type { AuditEntry } from '../audit/service';
import { appUrl } from '../config';
import type { Db } from '../db/client';
import { arcoBloqueos, auditLog, bajasCorreo, egresados, postulaciones, ssEstudiantes } from '../db/schema';
import type { ActionMail } from '../mail/templates';
import type { App } from '../types';
import type { Solicitud } from './comun';
import { personaDe } from './datos';

export interface Efecto {
  resumen: string;
  detalle: Record<string, unknown>;
  aviso: Omit<ActionMail, 'greeting'>;
  /** Entries for the audit log, written by the caller once the step is committed. */
  auditar?: AuditEntry[];
}

/** The delivery link of an access request lasts 15 days: long enough to open it, short enough not to linger. */
export const ENTREGA_DIAS = 15;
export const PROPOSITO_ENTREGA = 'arco-entrega';

export function enlaceEntrega(app: App, s: Solicitud, formato: 'pdf' | 'json'): string {
  const token = app.signer.sign({ p: PROPOSITO_ENTREGA, s: s.id }, ENTREGA_DIAS * 86_400);
  return `${appUrl(app.config)}/api/arco/entrega?formato=${formato}&token=${token}`;
}

const CONSERVADOS = 'Conservamos, por obligación legal, las constancias y cartas de liberación ya emitidas; su página de verificación confirma el documento sin mostrar su nombre.';

export async function hacerEfectivo(tx: Db, app: App, s: Solicitud): Promise<Efecto> {
  const p = await personaDe(tx, s);
  switch (s.derecho) {
    case 'acceso': {
      const pdf = enlaceEntrega(app, s, 'pdf');
      const json = enlaceEntrega(app, s, 'json');
      return {
        resumen: 'Se envió a la persona el enlace a sus datos (PDF y JSON)',
        detalle: { egresados: p.egresadoIds.length, postulaciones: p.postulacionIds.length, servicioSocial: p.estudianteIds.length },
        aviso: {
          title: 'Sus datos personales están listos',
          paragraphs: [
            `Atendimos su solicitud de acceso ${s.folio}. Reunimos todo lo que la plataforma conserva sobre usted, en cada área.`,
            `El enlace vence en ${ENTREGA_DIAS} días. La misma información en formato JSON, para usarla en otros programas: ${json}`,
          ],
          action: { label: 'Descargar mis datos (PDF)', url: pdf },
        },
      };
    }
    case 'cancelacion': {
      const ahora = new Date();
      const area = s.area;
      const bloquear = async <T extends typeof egresados | typeof postulaciones | typeof ssEstudiantes>(tabla: T, ids: number[]) =>
        ids.length ? (await tx.update(tabla).set({ bloqueadoEn: ahora } as never).where(and(inArray(tabla.id, ids), isNull(tabla.bloqueadoEn))).returning({ id: tabla.id })).length : 0;
      const detalle = {
        egresados: await bloquear(egresados, p.egresadoIds),
        postulaciones: await bloquear(postulaciones, p.postulacionIds),
        estudiantes: await bloquear(ssEstudiantes, p.estudianteIds),
        ...(await cancelarBolsa(tx, p, ahora)),
      };
      for (const correo of p.correos) {
        await tx.insert(arcoBloqueos).values({ solicitudId: s.id, area, correo, curp: p.curps[0] ?? null, bloqueadoEn: ahora });
        await tx.insert(bajasCorreo).values({ correo, origen: 'arco' }).onConflictDoNothing();
      }
      return {
        resumen: `Datos bloqueados: ${detalle.egresados} registro(s) de egresado, ${detalle.postulaciones} postulación(es), ${detalle.estudiantes} registro(s) de servicio social`,
        detalle,
        aviso: {
          title: 'Cancelamos sus datos',
          paragraphs: [
            `Atendimos su solicitud de cancelación ${s.folio}. Sus datos quedaron bloqueados: ya no aparecen en listas, búsquedas, exportaciones ni envíos, y se eliminarán al terminar el plazo de conservación.`,
            CONSERVADOS,
          ],
        },
      };
    }
    case 'oposicion': {
      for (const correo of p.correos) await tx.insert(bajasCorreo).values({ correo, origen: 'arco' }).onConflictDoNothing();
      const finalidad = FINALIDADES[(s.finalidad ?? 'todas') as keyof typeof FINALIDADES] ?? FINALIDADES.todas;
      return {
        resumen: `Excluido de ${finalidad.toLowerCase()}: ${p.correos.join(', ')}`,
        detalle: { correos: p.correos, finalidad: s.finalidad },
        aviso: {
          title: 'Atendimos su oposición',
          paragraphs: [`Desde hoy no le enviaremos correos masivos ni invitaciones a encuestas (${finalidad.toLowerCase()}). Seguirá recibiendo los avisos de los trámites que usted inicie.`],
        },
      };
    }
    default: {
      // Rectificación: staff corrected the record in its own screen; each change since the request came in is
      // tied to the folio in the log.
      const cambios = p.egresadoIds.length
        ? await tx
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.recurso, 'egresados'), inArray(auditLog.registroId, p.egresadoIds.map(String)), eq(auditLog.accion, 'editar'), gte(auditLog.createdAt, sql`${s.recibida}::date`)))
        : [];
      return {
        resumen: `Rectificación registrada (${cambios.length} cambio(s) en la bitácora con el folio ${s.folio})`,
        detalle: { egresados: p.egresadoIds, cambios: cambios.map((c) => c.id) },
        auditar: p.egresadoIds.map((id) => ({ accion: 'editar', recurso: 'egresados', registroId: id, despues: { rectificacionArco: s.folio, cambios: cambios.map((c) => c.id) } })),
        aviso: { title: 'Corregimos sus datos', paragraphs: [`Atendimos su solicitud de rectificación ${s.folio}: sus datos quedaron corregidos como lo pidió.`] },
      };
    }
  }
}
