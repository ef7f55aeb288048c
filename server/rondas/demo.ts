// Demo of a call in its second round (`npm run db:demo`): ronda 1 (puntaje) judged in full by the four demo jurados
// and closed with its best three promoted, as staff's «promover» leaves it; ronda 2 (sí o no) open, asking the
// finalists for one more document, judged by two of the jurados: one has voted on every finalist, the other on one.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categorias, evaluaciones, postulacionHistorial, postulaciones, rondaJurados, rondaPostulaciones, rondas, usuarios } from '../db/schema';
import { JURADOS_DEMO, sembrarEvaluacionesDemo } from '../evaluacion/demo';
import { rankingDeRondaGuardada } from './juicio';
import { rondaUno } from './service';

const DIA = 86_400_000;
const FINALISTAS = 3;

const VOTOS = [
  { voto: 'si', comentario: 'El proyecto está maduro y su impacto es medible; merece pasar a la final.' },
  { voto: 'no', comentario: 'Buen trabajo, pero el alcance todavía es local comparado con las demás finalistas.' },
  { voto: 'si', comentario: 'La evidencia adicional confirma lo que vimos en la primera ronda.' },
] as const;

export async function sembrarSegundaRondaDemo(db: Db, convocatoriaId: number, ahora: Date) {
  const jurados = (await db.select({ id: usuarios.id, email: usuarios.email }).from(usuarios).where(inArray(usuarios.email, JURADOS_DEMO.map((j) => j.email))))
    .sort((a, b) => a.email.localeCompare(b.email))
    .map((u) => u.id);
  const cats = await db.select({ id: categorias.id }).from(categorias).where(eq(categorias.convocatoriaId, convocatoriaId));
  // Ronda 1 ran from the close until ten days ago; its scores came in two weeks ago.
  await sembrarEvaluacionesDemo(db, convocatoriaId, ['en_evaluacion'], new Date(ahora.getTime() - 14 * DIA), true);
  for (const cat of cats) {
    const uno = await rondaUno(db, cat.id);
    const mejores = (await rankingDeRondaGuardada(db, uno.id)).filter((f) => f.valor !== null).slice(0, FINALISTAS).map((f) => f.postulacionId);
    const promovidaEn = new Date(ahora.getTime() - 9 * DIA);
    await db.transaction(async (tx) => {
      await tx.update(rondas).set({ estado: 'cerrada', fin: new Date(ahora.getTime() - 10 * DIA), updatedAt: promovidaEn }).where(eq(rondas.id, uno.id));
      const [dos] = await tx
        .insert(rondas)
        .values({
          categoriaId: cat.id, numero: 2, nombre: 'Deliberación de finalistas', modo: 'si_no', inicio: new Date(ahora.getTime() - 8 * DIA), fin: new Date(ahora.getTime() + 12 * DIA),
          documentosAdicionales: [{ clave: 'avance', nombre: 'Reporte de avance del proyecto', requerido: true, tipos: ['pdf'], maxMb: 5 }],
        })
        .returning({ id: rondas.id });
      const pool = jurados.slice(2);
      await tx.insert(rondaJurados).values(pool.map((usuarioId) => ({ rondaId: dos.id, usuarioId })));
      if (!mejores.length) return;
      await tx.insert(rondaPostulaciones).values(mejores.map((postulacionId) => ({ rondaId: dos.id, postulacionId, createdAt: promovidaEn })));
      await tx.update(postulaciones).set({ estado: 'finalista', updatedAt: promovidaEn }).where(and(inArray(postulaciones.id, mejores), eq(postulaciones.estado, 'en_evaluacion')));
      await tx.insert(postulacionHistorial).values(
        mejores.map((postulacionId) => ({ postulacionId, estadoAnterior: 'en_evaluacion', estado: 'finalista', motivo: 'Finalista en la ronda 2', usuarioEmail: 'demo@universidad.mx', createdAt: promovidaEn })),
      );
      for (const [i, postulacionId] of mejores.entries()) {
        const [todas, una] = pool;
        await tx.insert(evaluaciones).values([
          { postulacionId, usuarioId: todas, rondaId: dos.id, origen: 'aleatoria', estado: 'enviada', ...VOTOS[i % VOTOS.length], enviadaEn: ahora, createdAt: promovidaEn, updatedAt: ahora },
          i === 0
            ? { postulacionId, usuarioId: una, rondaId: dos.id, origen: 'aleatoria', estado: 'enviada', voto: 'si', comentario: 'Trayectoria y documentos sobresalientes.', enviadaEn: ahora, createdAt: promovidaEn, updatedAt: ahora }
            : { postulacionId, usuarioId: una, rondaId: dos.id, origen: 'aleatoria', createdAt: promovidaEn },
        ]);
      }
    });
  }
}
