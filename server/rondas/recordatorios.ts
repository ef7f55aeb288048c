// Reminders to jurados with pending work in a round (pendiente or borrador): automatically once 80 % of the round's
// time has passed and again 2 working days (the ARCO calendar, with the institution's closures) before `fin`, and
// whenever staff ask. Never more than one a day per jurado and round: the key of ronda_recordatorios (day in Mexico
// City) is claimed before the mail is queued, in the same transaction, so a second run or process sends nothing.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { restarDiasHabiles } from '../../shared/arco/dias-habiles';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import { formatDateTime } from '../../shared/formato';
import { cargarCierres } from '../arco/comun';
import { appUrl } from '../config';
import { categorias, evaluaciones, outbox, rondaRecordatorios, rondas, usuarios } from '../db/schema';
import { outboxRow } from '../mail/outbox';
import { renderActionMail } from '../mail/templates';
import type { App } from '../types';
import { rondaConCategoria } from './service';

export type MotivoRecordatorio = 'ochenta' | 'dos_dias' | 'manual';

/** When each automatic reminder is due: the instant 80 % through, and the day 2 working days before the end. */
export function momentosDeAviso(r: { inicio: Date; fin: Date }, cierres: ReadonlySet<string>) {
  const ochenta = new Date(r.inicio.getTime() + 0.8 * (r.fin.getTime() - r.inicio.getTime()));
  return { ochenta, dosDias: restarDiasHabiles(hoyEnMexico(r.fin), 2, cierres) };
}

/** Sends one reminder to each jurado of the round with pending work who has had none today. Returns how many. */
export async function recordarRonda(app: App, rondaId: number, motivo: MotivoRecordatorio, ahora = new Date()): Promise<number> {
  const { r, c } = await rondaConCategoria(app.db, rondaId);
  const dia = hoyEnMexico(ahora);
  const pendientes = await app.db
    .select({ usuarioId: evaluaciones.usuarioId, name: usuarios.name, email: usuarios.email, n: sql<number>`count(*)::int` })
    .from(evaluaciones)
    .innerJoin(usuarios, eq(usuarios.id, evaluaciones.usuarioId))
    .where(and(eq(evaluaciones.rondaId, rondaId), inArray(evaluaciones.estado, ['pendiente', 'borrador']), eq(usuarios.activo, true)))
    .groupBy(evaluaciones.usuarioId, usuarios.name, usuarios.email);
  // An automatic reminder goes once per threshold: a jurado already told for this one is not told again.
  const yaAvisados = motivo === 'manual' ? new Set<number>() : new Set(
    (await app.db.select({ usuarioId: rondaRecordatorios.usuarioId }).from(rondaRecordatorios).where(and(eq(rondaRecordatorios.rondaId, rondaId), eq(rondaRecordatorios.motivo, motivo)))).map((x) => x.usuarioId),
  );
  const url = `${appUrl(app.config)}/postulaciones/evaluacion`;
  let enviados = 0;
  await app.db.transaction(async (tx) => {
    for (const j of pendientes) {
      if (yaAvisados.has(j.usuarioId)) continue;
      const [nuevo] = await tx.insert(rondaRecordatorios).values({ rondaId, usuarioId: j.usuarioId, dia, motivo }).onConflictDoNothing().returning({ dia: rondaRecordatorios.dia });
      if (!nuevo) continue;
      const title = `Recordatorio: evaluaciones pendientes en «${c.nombre}», ${r.nombre}`;
      const mail = renderActionMail({
        title,
        greeting: `Hola, ${j.name}:`,
        paragraphs: [
          `Tiene ${j.n === 1 ? '1 postulación pendiente' : `${j.n} postulaciones pendientes`} de evaluar en la ${r.nombre.toLowerCase().startsWith('ronda') ? r.nombre : `ronda «${r.nombre}»`} de la categoría «${c.nombre}».`,
          `La ronda cierra el ${formatDateTime(r.fin)}.`,
        ],
        action: { label: 'Ir a mis evaluaciones', url },
        note: 'Si ya terminó, ignore este mensaje. Si tiene un conflicto de interés con alguna postulación, declárelo desde la misma pantalla.',
      });
      await tx.insert(outbox).values(outboxRow({ to: j.email, subject: title, ...mail }));
      enviados += 1;
    }
  });
  return enviados;
}

/** The automatic pass (the reminders job, hourly): every open round past one of its thresholds. */
export async function recordatoriosAutomaticos(app: App, ahora = new Date()): Promise<number> {
  const abiertas = await app.db
    .select({ id: rondas.id, inicio: rondas.inicio, fin: rondas.fin })
    .from(rondas)
    .innerJoin(categorias, eq(categorias.id, rondas.categoriaId))
    .where(and(eq(rondas.estado, 'abierta'), lte(rondas.inicio, ahora), gte(rondas.fin, ahora)));
  if (!abiertas.length) return 0;
  const cierres = await cargarCierres(app.db);
  const dia = hoyEnMexico(ahora);
  let total = 0;
  for (const r of abiertas) {
    const { ochenta, dosDias } = momentosDeAviso(r, cierres);
    // The later threshold first: when both fall on one day, the jurado gets the one that says the end is near.
    if (dia >= dosDias) total += await recordarRonda(app, r.id, 'dos_dias', ahora);
    if (ahora >= ochenta) total += await recordarRonda(app, r.id, 'ochenta', ahora);
  }
  return total;
}
