// The merge values of one graduate. The preview and the campaign sender both build them here, so a test message and
// the real one say the same thing.
import { desc, eq, isNotNull } from 'drizzle-orm';
import type { DatosCombinacion } from '../../shared/egresados/combinacion';
import { appUrl } from '../config';
import type { Db } from '../db/client';
import { egresados, niveles, programas } from '../db/schema';
import { actualizacionToken } from '../registro/mails';
import type { App } from '../types';

/** A graduate row joined with its program and level names (see `columnasCombinacion`). */
export interface EgresadoCombinable {
  id: number;
  nombre: string;
  apellidoPaterno: string;
  apellidoMaterno: string | null;
  matricula: string;
  /** Null for a graduate captured without an address (no campaign reaches one; a preview may show one). */
  correo: string | null;
  anioEgreso: number;
  programa: string | null;
  nivel: string | null;
}

/** Select these with `.from(egresados).leftJoin(programas, …).leftJoin(niveles, …)` to get an EgresadoCombinable. */
export const columnasCombinacion = {
  id: egresados.id,
  nombre: egresados.nombre,
  apellidoPaterno: egresados.apellidoPaterno,
  apellidoMaterno: egresados.apellidoMaterno,
  matricula: egresados.matricula,
  correo: egresados.correo,
  anioEgreso: egresados.anioEgreso,
  programa: programas.nombre,
  nivel: niveles.nombre,
};

/** The signed link to the graduate's own update page, the same one registro/mails.ts sends. */
export function urlActualizacion(app: App, egresado: { id: number; correo: string }): string {
  return `${appUrl(app.config)}/egresados/actualizacion?token=${encodeURIComponent(actualizacionToken(app, egresado))}`;
}

export const nombreCompleto = (e: Pick<EgresadoCombinable, 'nombre' | 'apellidoPaterno' | 'apellidoMaterno'>) =>
  [e.nombre, e.apellidoPaterno, e.apellidoMaterno].filter(Boolean).join(' ');

/** DatosCombinacion of a graduate; pass '' as enlaceActualizacion when the template does not use it (no signing). */
export function datosDeEgresado(egresado: EgresadoCombinable, enlaceActualizacion: string): DatosCombinacion {
  return {
    nombre: egresado.nombre,
    apellidoPaterno: egresado.apellidoPaterno,
    apellidoMaterno: egresado.apellidoMaterno ?? '',
    nombreCompleto: nombreCompleto(egresado),
    matricula: egresado.matricula,
    correo: egresado.correo ?? '',
    programa: egresado.programa ?? '',
    nivel: egresado.nivel ?? '',
    anioEgreso: String(egresado.anioEgreso),
    enlaceActualizacion,
    enlaceEncuesta: '',
  };
}

/** The graduate asked for, or the most recently created one with an address; null when there is none. */
export async function egresadoParaVistaPrevia(db: Db, egresadoId?: number): Promise<EgresadoCombinable | null> {
  const [row] = await db
    .select(columnasCombinacion)
    .from(egresados)
    .leftJoin(programas, eq(programas.id, egresados.programaId))
    .leftJoin(niveles, eq(niveles.id, programas.nivelId))
    .where(egresadoId ? eq(egresados.id, egresadoId) : isNotNull(egresados.correo))
    .orderBy(desc(egresados.createdAt), desc(egresados.id))
    .limit(1);
  return row ?? null;
}

/** Shown while there is no graduate yet, so the preview still reads like a real message. */
export function datosDeEjemplo(base: string): DatosCombinacion {
  return {
    nombre: 'María',
    apellidoPaterno: 'González',
    apellidoMaterno: 'López',
    nombreCompleto: 'María González López',
    matricula: 'A00000000',
    correo: 'maria.gonzalez@ejemplo.mx',
    programa: 'Licenciatura en Administración',
    nivel: 'Licenciatura',
    anioEgreso: String(new Date().getFullYear() - 1),
    enlaceActualizacion: `${base}/egresados/actualizacion`,
    enlaceEncuesta: `${base}/seguimiento/encuesta`,
  };
}
