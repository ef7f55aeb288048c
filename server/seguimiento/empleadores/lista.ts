// Employers invited from a staff CSV (correo del empleador, nombre de la organización, CURP o matrícula del egresado):
// every row is checked against the wave before anything is queued, and a confirmation with any wrong row queues none.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FilaEmpleador, RevisionEmpleadores } from '../../../shared/schemas/seguimiento';
import { emailSchema } from '../../../shared/validation';
import { egresados, segInvitaciones } from '../../db/schema';
import { detectarDelimitador } from '../../importaciones/lectura';
import { HttpError, unprocessable } from '../../lib/http-error';
import { csvParseSync } from '../../lib/paquetes';
import { nombreCompleto } from '../../plantillas/datos';
import type { App } from '../../types';
import { poblacionWhere } from '../aplicaciones/poblacion';
import { getAplicacion } from '../aplicaciones/service';
import { SEMILLA_EMPLEADORES, vigenteDeSemilla } from '../cuestionarios/service';
import { encolarEmpleador } from './encolar';

const MAX_FILAS = 2000;
const COLUMNAS = 'Las columnas deben ser: correo del empleador, nombre de la organización y CURP o matrícula del egresado';
const plano = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

/** Which column holds what, from the header's words (any order, accents and case ignored). */
function columnas(encabezado: string[]) {
  const h = encabezado.map(plano);
  const buscar = (...palabras: string[]) => h.findIndex((c) => palabras.some((p) => c.includes(p)));
  const cols = { correo: buscar('correo', 'email', 'e-mail'), organizacion: buscar('organiza', 'empresa'), identificador: buscar('curp', 'matricula') };
  return Object.values(cols).some((i) => i === -1) ? undefined : cols;
}

function leerCsv(csv: string) {
  let registros: string[][];
  try {
    registros = csvParseSync().parse(csv, { delimiter: detectarDelimitador(csv), relax_column_count: true, relax_quotes: true, bom: true, skip_empty_lines: true });
  } catch {
    throw unprocessable({ csv: ['El archivo no se pudo leer como CSV; guárdelo de nuevo como CSV (UTF-8)'] });
  }
  const cols = registros.length ? columnas(registros[0]) : undefined;
  if (!cols) throw unprocessable({ csv: [registros.length ? COLUMNAS : 'El archivo está vacío'] }, 'El archivo no tiene las columnas esperadas');
  const filas = registros.slice(1).filter((r) => r.some((c) => c.trim() !== ''));
  if (!filas.length) throw unprocessable({ csv: ['El archivo no tiene filas después del encabezado'] });
  if (filas.length > MAX_FILAS) throw unprocessable({ csv: [`El archivo tiene ${filas.length} filas; el máximo es ${MAX_FILAS}`] });
  return filas.map((r, i) => ({
    fila: i + 2,
    correo: (r[cols.correo] ?? '').trim(),
    organizacion: (r[cols.organizacion] ?? '').trim(),
    identificador: (r[cols.identificador] ?? '').trim(),
  }));
}

async function revisar(app: App, aplicacionId: number, csv: string) {
  const aplicacion = await getAplicacion(app.db, aplicacionId);
  if (aplicacion.tipo !== 'egresados') throw new HttpError(409, 'Los empleadores se invitan desde una aplicación del cuestionario de egresados: su opinión se liga a ella');
  if (aplicacion.cerrada) throw new HttpError(409, 'La aplicación ya cerró: no se pueden invitar más empleadores');
  const leidas = leerCsv(csv);
  const claves = [...new Set(leidas.map((f) => f.identificador.toUpperCase()).filter(Boolean))];
  const encontrados = claves.length
    ? await app.db
        .select({ egresado: egresados, enPoblacion: sql<boolean>`(${poblacionWhere(aplicacion.filtro)})` })
        .from(egresados)
        .where(or(inArray(sql`upper(${egresados.matricula})`, claves), inArray(sql`upper(${egresados.curp})`, claves)))
    : [];
  const porClave = new Map<string, (typeof encontrados)[number]>();
  for (const e of encontrados) {
    porClave.set(e.egresado.matricula.toUpperCase(), e);
    if (e.egresado.curp) porClave.set(e.egresado.curp.toUpperCase(), e);
  }
  const ids = encontrados.map((e) => e.egresado.id);
  const invitados = new Set(
    ids.length
      ? (await app.db.select({ id: segInvitaciones.egresadoId }).from(segInvitaciones)
          .where(and(eq(segInvitaciones.aplicacionId, aplicacion.id), eq(segInvitaciones.tipo, 'empleador'), inArray(segInvitaciones.egresadoId, ids)))).map((r) => r.id)
      : [],
  );
  const vistos = new Map<number, number>();
  const filas = leidas.map((f) => {
    const errores: string[] = [];
    const correo = emailSchema.safeParse(f.correo);
    if (!correo.success) errores.push(f.correo ? 'El correo del empleador no es válido' : 'Falta el correo del empleador');
    if (!f.organizacion) errores.push('Falta el nombre de la organización');
    else if (f.organizacion.length > 200) errores.push('El nombre de la organización es demasiado largo (máximo 200 caracteres)');
    const hallado = f.identificador ? porClave.get(f.identificador.toUpperCase()) : undefined;
    if (!f.identificador) errores.push('Falta la CURP o matrícula del egresado');
    else if (!hallado) errores.push('No hay un egresado con esa CURP o matrícula');
    else if (!hallado.enPoblacion) errores.push('El egresado no pertenece a la población de esta aplicación');
    else if (invitados.has(hallado.egresado.id)) errores.push('Ya se invitó a un empleador sobre este egresado en esta aplicación');
    else if (vistos.has(hallado.egresado.id)) errores.push(`El egresado ya aparece en la fila ${vistos.get(hallado.egresado.id)}`);
    if (hallado) vistos.set(hallado.egresado.id, vistos.get(hallado.egresado.id) ?? f.fila);
    const fila: FilaEmpleador = { ...f, correo: correo.success ? correo.data : f.correo, egresado: hallado ? nombreCompleto(hallado.egresado) : null, errores };
    return { fila, egresado: hallado?.egresado };
  });
  return { aplicacion, filas };
}

const resumen = (filas: FilaEmpleador[]): RevisionEmpleadores => {
  const conErrores = filas.filter((f) => f.errores.length).length;
  return { filas, validas: filas.length - conErrores, conErrores };
};

export async function revisarEmpleadores(app: App, aplicacionId: number, csv: string): Promise<RevisionEmpleadores> {
  return resumen((await revisar(app, aplicacionId, csv)).filas.map((f) => f.fila));
}

/** Queues every row's invitation through the same path as a graduate's authorisation, or none when a row is wrong. */
export async function invitarEmpleadores(app: App, aplicacionId: number, csv: string) {
  const { aplicacion, filas } = await revisar(app, aplicacionId, csv);
  const malas = filas.filter((f) => f.fila.errores.length);
  if (malas.length) {
    throw unprocessable(
      Object.fromEntries(malas.map((f) => [`fila.${f.fila.fila}`, f.fila.errores])),
      `Corrija ${malas.length === 1 ? 'la fila marcada' : `las ${malas.length} filas marcadas`} antes de invitar: no se envió ninguna invitación`,
    );
  }
  const invitados = await app.db.transaction(async (tx) => {
    const cuestionario = await vigenteDeSemilla(tx, SEMILLA_EMPLEADORES);
    if (!cuestionario) throw new HttpError(409, 'No hay un cuestionario de empleadores vigente');
    let n = 0;
    for (const { fila, egresado } of filas) {
      const e = egresado!;
      const nueva = await encolarEmpleador(app, tx, {
        aplicacionId: aplicacion.id, egresadoId: e.id, cuestionarioId: cuestionario.id, correo: fila.correo,
        programaId: e.programaId, generacion: e.anioEgreso, cierre: new Date(aplicacion.cierre), organizacion: fila.organizacion,
      });
      // Another upload or a graduate's answer got there first: nothing half-done, the whole list is refused.
      if (!nueva) throw new HttpError(409, `Ya se invitó a un empleador sobre el egresado de la fila ${fila.fila}; revise el archivo de nuevo`);
      n++;
    }
    return n;
  });
  app.mailer.notify();
  return { invitados, filas: filas.length };
}
