import { eq } from 'drizzle-orm';
import { egresados, niveles, plantillasCorreo, programas } from '../db/schema';
import type { App } from '../types';

let serie = 0;

/** A program and `n` graduates written straight to the database (`persona{i}@correo.mx`, years 2020 and 2021 alternating). */
export async function sembrarEgresados(app: App, n: number, prefijo = 'persona') {
  serie += 1;
  const [lic] = await app.db.select().from(niveles).where(eq(niveles.clave, 'LIC'));
  const [programa] = await app.db
    .insert(programas)
    .values({ clave: `P${serie}${prefijo.slice(0, 4).toUpperCase()}`, nombre: `Ingeniería ${prefijo} ${serie}`, nivelId: lic.id })
    .returning();
  const filas = Array.from({ length: n }, (_, i) => ({
    matricula: `${prefijo.slice(0, 6)}${serie}-${i}`,
    nombre: `Nombre${i}`,
    apellidoPaterno: `Paterno${i}`,
    apellidoMaterno: i % 3 === 0 ? null : `Materno${i}`,
    correo: `${prefijo}${i}@correo.mx`,
    programaId: programa.id,
    anioEgreso: i % 2 === 0 ? 2020 : 2021,
  }));
  const creados = filas.length ? await app.db.insert(egresados).values(filas).returning({ id: egresados.id, correo: egresados.correo }) : [];
  return { programa, egresados: creados };
}

export async function crearPlantilla(app: App, values: { asunto: string; cuerpoHtml: string; nombre?: string }) {
  serie += 1;
  const [row] = await app.db
    .insert(plantillasCorreo)
    .values({ nombre: values.nombre ?? `Plantilla ${serie}`, asunto: values.asunto, cuerpoHtml: values.cuerpoHtml })
    .returning();
  return row;
}
