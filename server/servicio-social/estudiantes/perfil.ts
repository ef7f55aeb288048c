import { and, eq, sql } from 'drizzle-orm';
import type { PerfilEstudiante } from '../../../shared/schemas/servicio-social';
import type { Db } from '../../db/client';
import { archivos, niveles, programas, ssEstudiantes, usuarios } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { App } from '../../types';
import { fotoUrl } from '../comun/imagenes';

export const perfilColumns = {
  e: ssEstudiantes,
  verificado: usuarios.emailVerifiedAt,
  programa: programas.nombre,
  nivel: niveles.nombre,
  cvNombre: archivos.nombre,
  cvBytes: archivos.bytes,
  cvEn: archivos.createdAt,
};

export type PerfilRow = { e: typeof ssEstudiantes.$inferSelect; verificado: Date | null; programa: string; nivel: string; cvNombre: string | null; cvBytes: number | null; cvEn: Date | null };

export const perfilFrom = (db: Db) =>
  db
    .select(perfilColumns)
    .from(ssEstudiantes)
    .innerJoin(usuarios, eq(usuarios.id, ssEstudiantes.usuarioId))
    .innerJoin(programas, eq(programas.id, ssEstudiantes.programaId))
    .innerJoin(niveles, eq(niveles.id, programas.nivelId))
    .leftJoin(archivos, eq(archivos.id, ssEstudiantes.cvArchivoId));

export function toPerfil(app: App, row: PerfilRow): PerfilEstudiante {
  const { e } = row;
  return {
    id: e.id, matricula: e.matricula, nombre: e.nombre, apellidoPaterno: e.apellidoPaterno, apellidoMaterno: e.apellidoMaterno, curp: e.curp,
    correo: e.correo, correoVerificado: row.verificado !== null, telefono: e.telefono, presentacion: e.presentacion,
    programaId: e.programaId, programa: row.programa, nivel: row.nivel, semestre: e.semestre, creditos: e.creditos,
    elegible: e.elegible, elegibilidadMotivo: e.elegibilidadMotivo,
    cv: e.cvArchivoId && row.cvNombre ? { id: e.cvArchivoId, nombre: row.cvNombre, bytes: row.cvBytes ?? 0, subidoEn: row.cvEn!.toISOString() } : null,
    fotoUrl: e.fotoArchivoId ? fotoUrl(app, e.fotoArchivoId) : null,
  };
}

export async function perfilPorId(app: App, id: number): Promise<PerfilEstudiante> {
  const [row] = await perfilFrom(app.db).where(eq(ssEstudiantes.id, id));
  if (!row) throw notFound('El estudiante no existe');
  return toPerfil(app, row);
}

export async function actualizarPerfil(app: App, id: number, datos: { telefono: string; presentacion: string }) {
  await app.db.update(ssEstudiantes).set({ ...datos, updatedAt: sql`now()` }).where(and(eq(ssEstudiantes.id, id)));
  return perfilPorId(app, id);
}
