// Conflicts of interest found before judging (issue 33): a jurado who is the nominator or the nominee (same email),
// who shares both surnames with either, or whose adscripción is the nominee's program. A flagged pair is never
// assigned automatically; staff may assign it by hand with a written reason (audited).
import { eq, inArray } from 'drizzle-orm';
import type { ConflictoDetectado } from '../../shared/schemas/rondas';
import { fold } from '../../shared/text';
import type { Db } from '../db/client';
import { postulaciones, rondaJurados, usuarios } from '../db/schema';
import { postulacionesDeRonda } from './service';

export interface PersonaJurado {
  id: number;
  name: string;
  email: string;
  adscripcionProgramaId: number | null;
}

export interface PartesPostulacion {
  correo: string;
  nombre: string;
  nominadorCorreo: string;
  nominadorNombre: string;
  programaId: number | null;
}

/** The last two words of a name, folded: in a Mexican full name, the two surnames. Null with fewer than three words. */
export function apellidos(nombre: string): string | null {
  const palabras = fold(nombre).toLowerCase().replace(/[^a-z\s-]/g, ' ').split(/\s+/).filter(Boolean);
  return palabras.length >= 3 ? palabras.slice(-2).join(' ') : null;
}

/** Why a jurado must not judge a nomination, or null. */
export function conflictoEntre(j: PersonaJurado, p: PartesPostulacion): string | null {
  const correo = j.email.toLowerCase();
  if (correo === p.correo.toLowerCase()) return 'Es la persona postulada (mismo correo)';
  if (correo === p.nominadorCorreo.toLowerCase()) return 'Es quien hizo la postulación (mismo correo)';
  const suyos = apellidos(j.name);
  if (suyos && suyos === apellidos(p.nombre)) return 'Comparte ambos apellidos con la persona postulada';
  if (suyos && suyos === apellidos(p.nominadorNombre)) return 'Comparte ambos apellidos con quien hizo la postulación';
  if (j.adscripcionProgramaId !== null && j.adscripcionProgramaId === p.programaId) return 'Está adscrito al programa de la persona postulada';
  return null;
}

const columnasJurado = { id: usuarios.id, name: usuarios.name, email: usuarios.email, adscripcionProgramaId: usuarios.adscripcionProgramaId };

/** Every flagged pair among a round's pool and its nominations. */
export async function conflictosDeRonda(db: Db, ronda: { id: number; numero: number; categoriaId: number }): Promise<ConflictoDetectado[]> {
  const jurados = await db.select(columnasJurado).from(rondaJurados).innerJoin(usuarios, eq(usuarios.id, rondaJurados.usuarioId)).where(eq(rondaJurados.rondaId, ronda.id));
  if (!jurados.length) return [];
  const noms = await partesDe(db, (await postulacionesDeRonda(db, ronda)).map((p) => p.id));
  const lista: ConflictoDetectado[] = [];
  for (const p of noms) {
    for (const j of jurados) {
      const motivo = conflictoEntre(j, p);
      if (motivo) lista.push({ postulacionId: p.id, folio: p.folio, usuarioId: j.id, jurado: j.name, motivo });
    }
  }
  return lista;
}

export async function juradoParaConflicto(db: Db, usuarioId: number): Promise<PersonaJurado | undefined> {
  const [j] = await db.select(columnasJurado).from(usuarios).where(eq(usuarios.id, usuarioId));
  return j;
}

export async function partesDe(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: postulaciones.id, folio: postulaciones.folio, correo: postulaciones.correo, nombre: postulaciones.nombre,
      nominadorCorreo: postulaciones.nominadorCorreo, nominadorNombre: postulaciones.nominadorNombre, programaId: postulaciones.programaId,
    })
    .from(postulaciones)
    .where(inArray(postulaciones.id, ids));
}
