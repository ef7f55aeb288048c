// Demo judging for one call: four jurado accounts, every category's pool, three jurados per eligible
// nomination (least-loaded first), and realistic scores: most submitted, some drafts, one recusal.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Criterio } from '../../shared/schemas/postulaciones';
import { DEMO_PASSWORD } from '../cli/demo-data';
import type { Db } from '../db/client';
import { categorias, evaluaciones, permisos, rondaJurados, postulacionHistorial, postulaciones, rolPermisos, roles, usuarios } from '../db/schema';
import { createUser } from '../db/seed';
import { rondaUno } from '../rondas/service';
import { ESTADOS_ASIGNABLES, reasignar } from './asignacion';
import { ponderar } from './ranking';

export const ROL_JURADO_DEMO = 'Jurado de premios';

export const JURADOS_DEMO = [
  { name: 'Dra. Rosa Elena Martínez Ibarra', email: 'jurado1@demo.universidad.mx' },
  { name: 'Mtro. Jorge Alberto Salinas Vega', email: 'jurado2@demo.universidad.mx' },
  { name: 'Dra. Carmen Lucía Ortiz Fuentes', email: 'jurado3@demo.universidad.mx' },
  { name: 'Ing. Héctor Manuel Domínguez Rivas', email: 'jurado4@demo.universidad.mx' },
];

const COMENTARIOS = [
  'Trayectoria sólida y bien documentada; el impacto en su comunidad es claro.',
  'Buen expediente, aunque las cartas de apoyo describen poco los resultados concretos.',
  'Destaca por su constancia. Recomiendo considerarla entre las finalistas.',
  'La semblanza es convincente; faltan evidencias del alcance regional.',
  'Aporte relevante a la universidad y a su campo profesional.',
  'Propuesta interesante, pero con menos trayectoria que otras de la categoría.',
];

/** Deterministic pseudo-random numbers, so two demo runs tell the same story. */
function aleatorio(semilla: number) {
  let s = semilla >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function rolJurado(db: Db) {
  await db
    .insert(roles)
    .values({ nombre: ROL_JURADO_DEMO, area: 'postulaciones', descripcion: 'Evalúa las postulaciones que se le asignan, sin ver nada más.' })
    .onConflictDoNothing();
  // Role names are unique regardless of case; an existing «jurado de premios» is the same role.
  const [rol] = await db.select({ id: roles.id, nombre: roles.nombre }).from(roles).where(sql`lower(${roles.nombre}) = lower(${ROL_JURADO_DEMO})`);
  const ps = await db.select({ id: permisos.id }).from(permisos).where(inArray(permisos.nombre, ['evaluaciones.ver', 'evaluaciones.editar']));
  if (ps.length) await db.insert(rolPermisos).values(ps.map((p) => ({ rolId: rol.id, permisoId: p.id }))).onConflictDoNothing();
  return rol.nombre;
}

/**
 * Seeds judging for the call. Jurado accounts: jurado1@demo.universidad.mx … jurado4@demo.universidad.mx, password
 * `Demo-Universidad-2025` (DEMO_PASSWORD, the demo's shared password). Idempotent: a call whose nominations
 * already have demo jurados is left alone. `estados`: which nominations get jurados (by default every assignable one);
 * `ahora`: the demo loader's clock, which dates the scores sent. `completa`: a round already judged — every score
 * sent with a comment, no recusal, and the winners scored above the rest.
 */
export async function sembrarEvaluacionesDemo(db: Db, convocatoriaId: number, estados: readonly string[] = ESTADOS_ASIGNABLES, ahora: Date = new Date(), completa = false) {
  const rol = await rolJurado(db);
  for (const j of JURADOS_DEMO) await createUser(db, { ...j, password: DEMO_PASSWORD, roleNames: [rol], ifMissing: true });
  const jurados = (await db.select({ id: usuarios.id, email: usuarios.email }).from(usuarios).where(inArray(usuarios.email, JURADOS_DEMO.map((j) => j.email))))
    .sort((a, b) => a.email.localeCompare(b.email))
    .map((u) => u.id);
  const resumen = { jurados: JURADOS_DEMO.map((j) => j.email), asignadas: 0, enviadas: 0, borradores: 0, recusadas: 0 };

  const [{ previas }] = await db
    .select({ previas: sql<number>`count(*)::int` })
    .from(evaluaciones)
    .innerJoin(postulaciones, eq(postulaciones.id, evaluaciones.postulacionId))
    .where(and(eq(postulaciones.convocatoriaId, convocatoriaId), inArray(evaluaciones.usuarioId, jurados)));
  if (previas) return resumen;

  const cats = await db.select().from(categorias).where(eq(categorias.convocatoriaId, convocatoriaId));
  const azar = aleatorio(convocatoriaId * 7919);
  await db.transaction(async (tx) => {
    for (const cat of cats) {
      const ronda = await rondaUno(tx, cat.id);
      await tx.insert(rondaJurados).values(jurados.map((usuarioId) => ({ rondaId: ronda.id, usuarioId }))).onConflictDoNothing();
      const noms = await tx
        .select({ id: postulaciones.id, estado: postulaciones.estado })
        .from(postulaciones)
        .where(and(eq(postulaciones.categoriaId, cat.id), inArray(postulaciones.estado, [...estados])))
        .orderBy(postulaciones.id);
      const criterios = cat.criterios as Criterio[];
      for (const [i, p] of noms.entries()) {
        // Three of the four, rotating, so the load stays even.
        const elegidos = [0, 1, 2].map((k) => jurados[(i + k) % jurados.length]);
        const nuevas = await tx
          .insert(evaluaciones)
          .values(elegidos.map((usuarioId) => ({ postulacionId: p.id, usuarioId, rondaId: ronda.id, origen: 'aleatoria' })))
          .onConflictDoNothing()
          .returning({ id: evaluaciones.id, usuarioId: evaluaciones.usuarioId });
        resumen.asignadas += nuevas.length;
        if (p.estado === 'elegible') {
          await tx.update(postulaciones).set({ estado: 'en_evaluacion', updatedAt: ahora }).where(eq(postulaciones.id, p.id));
          await tx.insert(postulacionHistorial).values({ postulacionId: p.id, estadoAnterior: 'elegible', estado: 'en_evaluacion', motivo: 'Asignada al jurado' });
        }
        // A nomination's quality, so its jurados broadly agree; each jurado adds their own leniency.
        const calidad = p.estado === 'ganadora' ? 0.85 + azar() * 0.1 : 0.45 + azar() * (completa ? 0.3 : 0.5);
        for (const e of nuevas) {
          if (resumen.recusadas === 0 && !completa) {
            await tx
              .update(evaluaciones)
              .set({ estado: 'recusada', conflictoMotivo: 'Fui su director de tesis de maestría.', updatedAt: ahora })
              .where(eq(evaluaciones.id, e.id));
            resumen.recusadas += 1;
            if (await reasignar(tx, p.id, ronda.id)) resumen.asignadas += 1;
            continue;
          }
          const indulgencia = (jurados.indexOf(e.usuarioId) - 1.5) * 0.04;
          const rango = cat.escalaMax - cat.escalaMin;
          const puntajes = Object.fromEntries(
            criterios.map((c) => [c.id, Math.round(2 * Math.min(cat.escalaMax, Math.max(cat.escalaMin, cat.escalaMin + rango * (calidad + indulgencia + (azar() - 0.5) * 0.2)))) / 2]),
          );
          const dado = azar();
          if (completa || dado < 0.7) {
            await tx
              .update(evaluaciones)
              .set({ estado: 'enviada', puntajes, puntaje: ponderar(criterios, puntajes), comentario: COMENTARIOS[Math.floor(azar() * COMENTARIOS.length)], enviadaEn: ahora, updatedAt: ahora })
              .where(eq(evaluaciones.id, e.id));
            resumen.enviadas += 1;
          } else if (dado < 0.88) {
            // A draft: the first criteria scored, the rest still pending.
            const parcial = Object.fromEntries(Object.entries(puntajes).slice(0, Math.max(1, criterios.length - 1)));
            await tx
              .update(evaluaciones)
              .set({ estado: 'borrador', puntajes: parcial, puntaje: ponderar(criterios, parcial), comentario: 'Pendiente revisar las cartas de apoyo.', updatedAt: ahora })
              .where(eq(evaluaciones.id, e.id));
            resumen.borradores += 1;
          }
        }
      }
    }
  });
  return resumen;
}
