// The daily ARCO job: deadline reminders to staff at 5 and at 2 días hábiles left, and retention: blocked records
// whose area's retention period ended are deleted, and staff get the report by mail.
import { and, eq, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { plazoVigente, TIPO_PLAZO_LABELS } from '../../shared/arco/plazos';
import { AREAS_ARCO, retencionArcoSchema, type AreaArco, type RetencionArco } from '../../shared/schemas/arco';
import { formatDate } from '../../shared/formato';
import { appUrl } from '../config';
import type { Db } from '../db/client';
import { arcoBloqueos, arcoSolicitudes, egresados, outbox, postulaciones, settings, ssEstudiantes } from '../db/schema';
import { outboxRow } from '../mail/outbox';
import { renderActionMail } from '../mail/templates';
import type { App } from '../types';
import { cargarCierres, correosDelPersonal, hechosDe, hoy } from './comun';

export const AVISOS_EN = [5, 2] as const;
const CLAVE_RETENCION = 'arco.retencion';
/** Years a blocked record is kept before deletion, per area, until staff set their own. */
export const RETENCION_INICIAL: RetencionArco = { egresados: 5, postulaciones: 5, 'servicio-social': 5, seguimiento: 2 };

export async function leerRetencion(db: Db): Promise<RetencionArco> {
  const [fila] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CLAVE_RETENCION));
  const guardada = fila ? retencionArcoSchema.safeParse(JSON.parse(fila.value)) : null;
  return guardada?.success ? guardada.data : RETENCION_INICIAL;
}

export async function guardarRetencion(db: Db, valor: RetencionArco): Promise<RetencionArco> {
  await db.insert(settings).values({ key: CLAVE_RETENCION, value: JSON.stringify(valor) })
    .onConflictDoUpdate({ target: settings.key, set: { value: JSON.stringify(valor) } });
  return valor;
}

/**
 * One reminder per threshold and deadline: `recordatorio` keeps the last threshold sent (reset by every step,
 * since a step starts another deadline), so a second run the same day, or on another process, sends nothing.
 */
export async function enviarRecordatorios(app: App, dia = hoy()): Promise<number> {
  const cierres = await cargarCierres(app.db);
  const abiertas = await app.db.select().from(arcoSolicitudes).where(notInArray(arcoSolicitudes.estado, ['cerrada', 'no_presentada', 'efectiva']));
  const avisar: { folio: string; id: number; texto: string; umbral: number }[] = [];
  for (const s of abiertas) {
    const p = plazoVigente(hechosDe(s), dia, cierres);
    // The person's own deadline (answering a prevención) is not staff's to meet.
    if (!p || p.tipo === 'respuesta_prevencion') continue;
    const umbral = AVISOS_EN.filter((n) => p.restantes <= n).at(-1);
    if (umbral === undefined || (s.recordatorio !== null && s.recordatorio <= umbral)) continue;
    avisar.push({ id: s.id, folio: s.folio, umbral, texto: `${s.folio} (${TIPO_PLAZO_LABELS[p.tipo]}): vence el ${formatDate(p.limite)}, ${p.restantes < 0 ? `venció hace ${-p.restantes} días hábiles` : `quedan ${p.restantes} días hábiles`}` });
  }
  if (!avisar.length) return 0;
  const personal = await correosDelPersonal(app.db);
  await app.db.transaction(async (tx) => {
    for (const a of avisar) {
      // Claimed row by row: only the run that moves `recordatorio` sends.
      const [reclamada] = await tx.update(arcoSolicitudes).set({ recordatorio: a.umbral })
        .where(and(eq(arcoSolicitudes.id, a.id), sql`(${arcoSolicitudes.recordatorio} is null or ${arcoSolicitudes.recordatorio} > ${a.umbral})`))
        .returning({ id: arcoSolicitudes.id });
      if (!reclamada) continue;
      const mail = renderActionMail({
        title: `Plazo ARCO por vencer: ${a.folio}`,
        greeting: 'Hola:',
        paragraphs: [a.texto, 'Los plazos de la ley se cuentan en días hábiles y no se pueden prorrogar más allá de una ampliación.'],
        action: { label: 'Abrir la solicitud', url: `${appUrl(app.config)}/administracion/proteccion-datos/${a.id}/show` },
      });
      for (const to of personal) await tx.insert(outbox).values(outboxRow({ to, subject: `Plazo ARCO por vencer: ${a.folio}`, ...mail }));
    }
  });
  app.mailer.notify();
  return avisar.length;
}

const TABLAS = { egresados, postulaciones, 'servicio-social': ssEstudiantes } as const;

/**
 * Deletes the blocked records whose area's retention ended (counted from the blocking). A record something else
 * still needs (a service with issued letters) stays, and the report says so.
 */
export async function aplicarRetencion(app: App, ahora = new Date()): Promise<{ area: string; eliminados: number; conservados: number }[]> {
  const retencion = await leerRetencion(app.db);
  const reporte: { area: string; eliminados: number; conservados: number }[] = [];
  for (const [area, tabla] of Object.entries(TABLAS) as [keyof typeof TABLAS, (typeof TABLAS)[keyof typeof TABLAS]][]) {
    const limite = new Date(ahora);
    limite.setUTCFullYear(limite.getUTCFullYear() - retencion[area as AreaArco]);
    const vencidos = await app.db.select({ id: tabla.id }).from(tabla).where(and(isNotNull(tabla.bloqueadoEn), lt(tabla.bloqueadoEn, limite)));
    let eliminados = 0;
    let conservados = 0;
    for (const { id } of vencidos) {
      try {
        // One savepoint per record: a record another keeps (a foreign key that restricts) stays and is counted.
        await app.db.transaction(async (tx) => {
          await tx.delete(tabla).where(eq(tabla.id, id));
        });
        eliminados++;
      } catch {
        conservados++;
      }
    }
    if (vencidos.length) reporte.push({ area: AREAS_ARCO[area as AreaArco], eliminados, conservados });
  }
  if (reporte.some((r) => r.eliminados)) {
    await app.db.update(arcoBloqueos).set({ eliminadoEn: ahora }).where(and(isNull(arcoBloqueos.eliminadoEn), inArray(arcoBloqueos.area, Object.keys(TABLAS))));
  }
  if (reporte.length) {
    const mail = renderActionMail({
      title: 'Conservación de datos: informe diario',
      greeting: 'Hola:',
      paragraphs: [
        'Terminó el plazo de conservación de datos bloqueados por cancelación (derechos ARCO):',
        ...reporte.map((r) => `${r.area}: ${r.eliminados} registro(s) eliminados${r.conservados ? `, ${r.conservados} conservados porque otros documentos los requieren` : ''}.`),
      ],
    });
    for (const to of await correosDelPersonal(app.db)) await app.mailer.enqueue({ to, subject: 'Conservación de datos: informe diario', ...mail });
  }
  return reporte;
}
