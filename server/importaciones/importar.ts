// One import from received file to answer: read row by row, check, write in batches, keep the history.
// Nothing holds every row: a batch of valid rows, the refused rows of that batch, and the sets of matrículas,
// correos and CURPs seen so far (strings) to spot rows repeated inside the file.
// A real upload is all or nothing: every batch goes into one transaction, committed together with its history
// row marked completada; an error or a dead process leaves no record written (see interrupcion.ts).
import { eq, sql } from 'drizzle-orm';
import {
  sugerirMapeo, type ErrorImportacion, type Mapeo, type ResultadoImportacion,
} from '../../shared/schemas/importaciones';
import type { Db } from '../db/client';
import { importaciones, niveles, programas } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { crearEscritor, type Actor } from './escritura';
import { bloquearImportacion } from './interrupcion';
import { abrirLectura, textoDeCelda, type Celda } from './lectura';
import type { ArchivoRecibido } from './recepcion';
import { camposMapeados, crearValidador, validarMapeo, type Registro } from './validacion';

/** Rows per batch: one statement, in its own savepoint, each. */
export const LOTE = 5_000;
/** Errors listed in the answer and kept in the history; the count of the rest is `erroresOmitidos`. */
export const MAX_ERRORES = 2_000;
/** Rows of the preview: the first ones, then refused ones up to this many in all. */
const VISTA_PRIMERAS = 200;
const VISTA_MAX = 1_200;
/** Refused rows kept for the download. */
const MAX_RECHAZADAS = 100_000;

export interface Opciones {
  simular: boolean;
  vistaPrevia: boolean;
  mapeo?: Mapeo;
}

/** Headers as text, unique and never blank (they key the mapping and the preview values). */
export function nombrarEncabezados(celdas: Celda[]): string[] {
  const textos = celdas.map(textoDeCelda);
  while (textos.length && textos[textos.length - 1] === '') textos.pop();
  const usados = new Set<string>();
  return textos.map((t, i) => {
    let nombre = t || `Columna ${i + 1}`;
    for (let n = 2; usados.has(nombre); n++) nombre = `${t || `Columna ${i + 1}`} (${n})`;
    usados.add(nombre);
    return nombre;
  });
}

async function catalogo(db: Db) {
  return db
    .select({ id: programas.id, clave: programas.clave, nombre: programas.nombre, activo: programas.activo, nivel: niveles.nombre })
    .from(programas)
    .innerJoin(niveles, eq(niveles.id, programas.nivelId));
}

interface Pendiente {
  registro: Registro;
  fila: number;
  valores: string[];
}

export async function importar(db: Db, archivo: ArchivoRecibido, actor: Actor, opciones: Opciones): Promise<ResultadoImportacion> {
  const lectura = await abrirLectura(archivo);
  const filas = lectura.filas();
  const primera = await filas.next();
  if (primera.done) throw new HttpError(422, 'El archivo no tiene datos: la primera fila debe tener los encabezados y las siguientes, un egresado cada una');
  const encabezados = nombrarEncabezados(primera.value.celdas);
  if (encabezados.length === 0) throw new HttpError(422, 'La primera fila del archivo debe tener los encabezados de las columnas');
  const mapeo = validarMapeo(encabezados, opciones.mapeo ?? sugerirMapeo(encabezados));
  const columna = (campo: string) => encabezados.findIndex((h) => mapeo[h] === campo);
  const [iMatricula, iPrograma] = ['matricula', 'programa'].map(columna);

  const validar = crearValidador(encabezados, mapeo, await catalogo(db));

  const resultado: ResultadoImportacion = {
    total: 0, creados: 0, actualizados: 0, sinCambios: 0, rechazados: 0, errores: [], erroresOmitidos: 0,
    simulada: opciones.simular,
    encabezados,
    mapeo,
    archivo: { nombre: archivo.nombre, formato: lectura.formato, codificacion: lectura.codificacion, delimitador: lectura.delimitador },
  };
  /** Preview rows by row number (a row checked valid may still be refused by the database afterwards). */
  const vista = opciones.vistaPrevia ? new Map<number, { fila: number; valores: Record<string, string> }>() : undefined;

  let importacionId: number | undefined;
  if (!opciones.simular) {
    // Committed before the work starts, so the history shows the upload «en proceso» while it runs.
    const [fila] = await db
      .insert(importaciones)
      .values({ usuarioId: actor.id, usuarioEmail: actor.email, archivo: archivo.nombre, formato: lectura.formato, mapeo, encabezados })
      .returning({ id: importaciones.id });
    importacionId = fila.id;
    resultado.importacionId = importacionId;
  }
  /** The transaction of a real upload; the plain connection for a simulation, which only reads. */
  let ejecutor: Db = db;
  let escritor = crearEscritor(db, camposMapeados(mapeo), actor);

  let lote: Pendiente[] = [];
  let rechazadasLote: { fila: number; valores: string[]; motivo: string }[] = [];
  let rechazadasGuardadas = 0;
  const matriculas = new Map<string, number>();
  // Row numbers by value. A later row with the same matrícula never gets this far (refused as repeated), so a
  // correo or CURP found here always comes with another matrícula.
  const correos = new Map<string, number>();
  const curps = new Map<string, number>();

  const verFila = (fila: number, valores: string[], rechazada: boolean) => {
    if (!vista || vista.has(fila) || (!rechazada && vista.size >= VISTA_PRIMERAS) || vista.size >= VISTA_MAX) return;
    vista.set(fila, { fila, valores: Object.fromEntries(encabezados.map((h, i) => [h, valores[i] ?? ''])) });
  };

  const rechazar = (fila: number, valores: string[], errores: ErrorImportacion[]) => {
    resultado.rechazados++;
    for (const e of errores) {
      if (resultado.errores.length < MAX_ERRORES) resultado.errores.push(e);
      else resultado.erroresOmitidos!++;
    }
    verFila(fila, valores, true);
    if (rechazadasGuardadas++ < MAX_RECHAZADAS) rechazadasLote.push({ fila, valores, motivo: errores.map((e) => e.mensaje).join('; ') });
  };

  const guardarRechazadas = async () => {
    if (importacionId === undefined || rechazadasLote.length === 0) {
      rechazadasLote = [];
      return;
    }
    const filas = rechazadasLote;
    rechazadasLote = [];
    // One statement per batch whatever its size: the rows travel as one JSON parameter.
    await ejecutor.execute(sql`
      INSERT INTO importacion_rechazos (importacion_id, fila, valores, motivo)
      SELECT ${importacionId}, r.fila, r.valores, r.motivo
      FROM jsonb_to_recordset(${JSON.stringify(filas)}::jsonb) AS r(fila int, valores jsonb, motivo text)`);
  };

  const escribirLote = async (pendientes: Pendiente[]) => {
    const porRegistro = new Map(pendientes.map((p) => [p.registro, p]));
    const registros = pendientes.map((p) => p.registro);
    const hecho = opciones.simular ? await escritor.simular(registros) : await escritor.escribir(registros);
    resultado.creados += hecho.creados;
    resultado.actualizados += hecho.actualizados;
    resultado.sinCambios += registros.length - hecho.conflictos.length - hecho.creados - hecho.actualizados;
    for (const c of hecho.conflictos) {
      const p = porRegistro.get(c.registro)!;
      const mensaje = c.campo === 'correo'
        ? `El correo ya pertenece a otro egresado (matrícula ${c.matriculaAjena})`
        : `La CURP ya pertenece a otro egresado (matrícula ${c.matriculaAjena})`;
      rechazar(p.fila, p.valores, [{ fila: p.fila, campo: c.campo, mensaje }]);
    }
  };

  // One batch is written while the next is read and checked: the database and this process work at once.
  let enVuelo: Promise<void> = Promise.resolve();
  const vaciarLote = async () => {
    await enVuelo;
    const pendientes = lote;
    lote = [];
    await guardarRechazadas();
    if (pendientes.length === 0) return;
    enVuelo = escribirLote(pendientes);
    // Handled here so a failure waits, without crashing the process, for the next `await enVuelo` to throw it.
    enVuelo.catch(() => {});
  };

  const leerYEscribir = async () => {
    for await (const { fila, celdas } of filas) {
      resultado.total++;
      const valores = encabezados.map((_, i) => textoDeCelda(celdas[i]));
      const matricula = iMatricula >= 0 ? valores[iMatricula].toUpperCase() : '';
      const previa = matricula ? matriculas.get(matricula) : undefined;
      if (previa !== undefined) {
        rechazar(fila, valores, [{ fila, campo: 'matricula', mensaje: `La matrícula se repite en la fila ${previa}` }]);
        continue;
      }
      if (matricula) matriculas.set(matricula, fila);
      const { registro, errores } = validar(fila, celdas, iPrograma >= 0 ? valores[iPrograma] : '');
      if (!registro) {
        rechazar(fila, valores, errores);
        continue;
      }
      const repetidos: ErrorImportacion[] = [];
      const otroCorreo = registro.correo ? correos.get(registro.correo) : undefined;
      if (otroCorreo !== undefined) {
        repetidos.push({ fila, campo: 'correo', mensaje: `El correo se repite en la fila ${otroCorreo} con otra matrícula` });
      }
      const otraCurp = registro.curp ? curps.get(registro.curp) : undefined;
      if (otraCurp !== undefined) {
        repetidos.push({ fila, campo: 'curp', mensaje: `La CURP se repite en la fila ${otraCurp} con otra matrícula` });
      }
      if (repetidos.length) {
        rechazar(fila, valores, repetidos);
        continue;
      }
      if (registro.correo) correos.set(registro.correo, fila);
      if (registro.curp) curps.set(registro.curp, fila);
      verFila(fila, valores, false);
      lote.push({ registro, fila, valores });
      if (lote.length >= LOTE) await vaciarLote();
    }
    await vaciarLote();
    await enVuelo;
    await guardarRechazadas();
    if (resultado.total === 0) throw new HttpError(422, 'El archivo solo tiene encabezados: no hay filas de egresados que importar');
    resultado.errores.sort((a, b) => a.fila - b.fila);
  };

  if (importacionId === undefined) await leerYEscribir();
  else {
    const id = importacionId;
    try {
      await db.transaction(async (tx) => {
        await bloquearImportacion(tx, id);
        ejecutor = tx;
        escritor = crearEscritor(tx, camposMapeados(mapeo), actor);
        await leerYEscribir();
        await tx
          .update(importaciones)
          .set({ estado: 'completada', ...contadores(resultado), errores: resultado.errores, terminadaEn: new Date() })
          .where(eq(importaciones.id, id));
      });
    } catch (error) {
      await enVuelo.catch(() => {});
      // Rolled back: the history keeps the attempt with nothing written; a file without rows leaves no trace.
      await (resultado.total === 0
        ? db.delete(importaciones).where(eq(importaciones.id, id))
        : db.update(importaciones).set({ estado: 'interrumpida', ...contadores(VACIO), terminadaEn: new Date() }).where(eq(importaciones.id, id))
      ).catch(() => {});
      throw error;
    }
  }
  if (vista) resultado.filas = [...vista.values()].sort((a, b) => a.fila - b.fila);
  return resultado;
}

const VACIO = { total: 0, creados: 0, actualizados: 0, sinCambios: 0, rechazados: 0 } as ResultadoImportacion;

const contadores = (r: ResultadoImportacion) => ({
  total: r.total,
  creados: r.creados,
  actualizados: r.actualizados,
  sinCambios: r.sinCambios,
  rechazados: r.rechazados,
});
