// Test data for the hour log and the reminders: two institutions, each with one student serving. The services
// are inserted directly (the acceptance flow has its own tests) with the dates each test needs.
import { eq } from 'drizzle-orm';
import { ssPrestaciones } from '../../db/schema';
import type { App } from '../../types';
import { crearPrograma, estudiante, institucion, programaAprobado, vacante } from '../test/fixtures';

export interface Parte {
  token: string;
  id: number;
  correo: string;
}

export interface Escenario {
  inst1: Parte;
  inst2: Parte;
  est1: Parte;
  est2: Parte;
  p1: number;
  p2: number;
}

export async function escenarioHoras(app: App, servicio: Partial<typeof ssPrestaciones.$inferInsert> = {}): Promise<Escenario> {
  const carrera = await crearPrograma(app, { clave: 'LTS', nombre: 'Licenciatura en Trabajo Social' });
  const inst1 = await institucion(app, 1);
  const inst2 = await institucion(app, 2);
  const est1 = await estudiante(app, 1, carrera.id);
  const est2 = await estudiante(app, 2, carrera.id);
  const crear = async (inst: Parte, est: Parte, supervisorCorreo: string) => {
    const programaId = await programaAprobado(app, inst, carrera.id);
    const vacanteId = await vacante(app, inst, programaId, carrera.id);
    const [p] = await app.db
      .insert(ssPrestaciones)
      .values({
        estudianteId: est.id, vacanteId, programaId, institucionId: inst.id, periodo: '2027-1', fechaInicio: '2027-01-15',
        horasRequeridas: 480, duracionMinimaMeses: 6, duracionMaximaMeses: 24, maxHorasDia: 8,
        supervisorNombre: 'Lic. Marta Gómez', supervisorCorreo, ...servicio,
      })
      .returning({ id: ssPrestaciones.id });
    return p.id;
  };
  const p1 = await crear(inst1, est1, 'supervisora1@institucion1.org.mx');
  const p2 = await crear(inst2, est2, 'supervisor2@institucion2.org.mx');
  return { inst1, inst2, est1, est2, p1, p2 };
}

export const cambiarServicio = (app: App, id: number, valores: Partial<typeof ssPrestaciones.$inferInsert>) =>
  app.db.update(ssPrestaciones).set(valores).where(eq(ssPrestaciones.id, id));

export async function servicio(app: App, id: number) {
  const [p] = await app.db.select().from(ssPrestaciones).where(eq(ssPrestaciones.id, id));
  return p;
}
