// What each right does in the platform once its decision is made effective. Runs inside the step's transaction:
// the blocking, the unsubscribe and the delivery mail are kept or undone together with the step.
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { PROPOSITO_TODOS, propositosLegibles } from '../../shared/arco/oposicion';
import { cancelarBolsa } from '../bolsa/arco';
import type { AuditEntry } from '../audit/service';
import { appUrl } from '../config';
import type { Db } from '../db/client';
import { arcoBloqueos, auditLog, campanaDestinatarios, campanas, egresados, postulaciones, ssEstudiantes } from '../db/schema';
import type { ActionMail } from '../mail/templates';
import type { App } from '../types';
import type { Solicitud } from './comun';
import { personaDe } from './datos';
import { levantarOposicion, registrarOposicion } from './oposiciones';

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
      }
      // No mailing of any kind reaches the addresses, whichever record a list is built from.
      await registrarOposicion(tx, s.id, p.correos, [PROPOSITO_TODOS]);
      await retirarPendientes(tx, p.correos, [PROPOSITO_TODOS]);
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
      // Exactly the purposes asked; a request filed before they were recorded opposed everything.
      const propositos = s.propositos?.length ? s.propositos : [PROPOSITO_TODOS];
      if (s.retiraOposicion) {
        const levantadas = await levantarOposicion(tx, p.correos, propositos);
        const cuales = propositosLegibles(propositos);
        return {
          resumen: `Oposición retirada: ${cuales} (${levantadas} de ${p.correos.length} correo(s) la tenían)`,
          detalle: { correos: p.correos, propositos, retirada: true, levantadas },
          aviso: {
            title: 'Retiramos su oposición',
            paragraphs: [
              `Atendimos su solicitud ${s.folio}: desde hoy podemos volver a enviarle: ${cuales}.`,
              'Cada envío masivo incluye un enlace para darse de baja; si cambia de opinión, puede oponerse de nuevo con otra solicitud.',
            ],
          },
        };
      }
      await registrarOposicion(tx, s.id, p.correos, propositos);
      await retirarPendientes(tx, p.correos, propositos);
      const cuales = propositosLegibles(propositos);
      return {
        resumen: `Excluido de: ${cuales} (${p.correos.join(', ')})`,
        detalle: { correos: p.correos, propositos },
        aviso: {
          title: 'Atendimos su oposición',
          paragraphs: [`Desde hoy no le enviaremos: ${cuales}. Seguirá recibiendo los avisos de los trámites que usted inicie.`],
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

/**
 * Recipients still waiting in a campaign of an opposed kind stop there: a survey round is a campaign whose filter
 * names its wave (`seguimiento`), every other campaign is mass mailing.
 */
async function retirarPendientes(tx: Db, correos: string[], propositos: readonly string[]) {
  const todos = propositos.includes(PROPOSITO_TODOS);
  const encuestas = todos || propositos.includes('encuestas');
  const masivos = todos || propositos.includes('campanas');
  if (!correos.length || (!encuestas && !masivos)) return;
  const deEncuesta = sql`${campanas.filtro} ? 'seguimiento'`;
  const tipo = encuestas && masivos ? undefined : encuestas ? deEncuesta : sql`not (${deEncuesta})`;
  await tx
    .update(campanaDestinatarios)
    .set({ estado: 'baja' })
    .where(and(
      inArray(sql`lower(${campanaDestinatarios.correo})`, correos),
      eq(campanaDestinatarios.estado, 'pendiente'),
      tipo && inArray(campanaDestinatarios.campanaId, tx.select({ id: campanas.id }).from(campanas).where(tipo)),
    ));
}
