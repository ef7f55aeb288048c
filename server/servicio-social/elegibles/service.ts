// The bulk confirmation of eligible students from the school's list (CSV or XLSX with matrícula and
// créditos), read with the graduates' bulk upload reader. Every row is checked first; then the matched
// students are updated in one transaction (all or nothing): credits at or above the office's minimum make a
// student eligible, below it not eligible with the reason. Matrículas with no registered student are listed
// and nothing is stored for them. Students whose eligibility changed get the same mail as a one-by-one decision.
import { inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { CargaElegibles } from '../../../shared/schemas/servicio-social';
import { matriculaSchema } from '../../../shared/schemas/servicio-social';
import { foldKey } from '../../../shared/text';
import { audit } from '../../audit/service';
import type { Db } from '../../db/client';
import { ssEstudiantes } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { nombrarEncabezados } from '../../importaciones/importar';
import { abrirLectura, textoDeCelda, type Celda } from '../../importaciones/lectura';
import type { ArchivoRecibido } from '../../importaciones/recepcion';
import type { App } from '../../types';
import { leerAjustes } from '../ajustes/service';
import { correoElegibilidad } from '../estudiantes/service';

/** Refused rows listed in the answer; the count of the rest goes in `erroresOmitidos`. */
export const MAX_ERRORES = 2_000;
/** Students looked up and updated per statement. */
const LOTE = 5_000;

const VARIANTES = {
  matricula: ['Matrícula', 'Matricula', 'No. de matrícula', 'Número de cuenta', 'No. de cuenta', 'Cuenta', 'Expediente', 'Boleta', 'Clave del alumno'],
  creditos: ['Créditos', 'Creditos', '% de créditos', 'Porcentaje de créditos', 'Créditos (%)', 'Avance', 'Avance de créditos', '% de avance', 'Porcentaje de avance'],
} as const;
type Columna = keyof typeof VARIANTES;
const POR_CLAVE = new Map<string, Columna>();
for (const [columna, variantes] of Object.entries(VARIANTES) as [Columna, readonly string[]][]) for (const v of variantes) POR_CLAVE.set(foldKey(v), columna);

export const MENSAJES_CARGA = {
  sinDatos: 'El archivo no tiene datos: la primera fila debe tener los encabezados (Matrícula, Créditos) y las siguientes, un estudiante cada una',
  faltaColumna: (columnas: string[]) => `Falta la columna ${columnas.join(' y la columna ')} en la primera fila del archivo`,
  creditosVacios: 'El porcentaje de créditos es obligatorio',
  creditosInvalidos: 'El porcentaje de créditos debe ser un número entre 0 y 100',
  repetida: (fila: number) => `La matrícula se repite: ya está en la fila ${fila}`,
  motivo: (creditos: number, minimo: number) => `Tiene ${creditos} % de créditos y se requiere al menos ${minimo} %`,
} as const;

/** «75», «75 %», «75,5», 75 → the whole percentage below or equal (69.9 never passes a minimum of 70). */
export function leerCreditos(celda: Celda | undefined): { valor: number } | { error: string } {
  const texto = typeof celda === 'number' ? String(celda) : textoDeCelda(celda).replace(/\s+/g, '').replace(/%$/, '').replace(',', '.');
  if (texto === '') return { error: MENSAJES_CARGA.creditosVacios };
  if (!/^\d{1,3}(\.\d+)?$/.test(texto)) return { error: MENSAJES_CARGA.creditosInvalidos };
  const valor = Number(texto);
  if (!Number.isFinite(valor) || valor < 0 || valor > 100) return { error: MENSAJES_CARGA.creditosInvalidos };
  return { valor: Math.floor(valor) };
}

interface Valida {
  fila: number;
  matricula: string;
  creditos: number;
}

export async function cargarElegibles(app: App, request: FastifyRequest, archivo: ArchivoRecibido): Promise<CargaElegibles> {
  const lectura = await abrirLectura(archivo);
  const filas = lectura.filas();
  const primera = await filas.next();
  if (primera.done) throw new HttpError(422, MENSAJES_CARGA.sinDatos, { archivo: [MENSAJES_CARGA.sinDatos] });
  const encabezados = nombrarEncabezados(primera.value.celdas);
  const indice = (columna: Columna) => encabezados.findIndex((h) => POR_CLAVE.get(foldKey(h)) === columna);
  const iMatricula = indice('matricula');
  const iCreditos = indice('creditos');
  const faltan = [iMatricula < 0 ? '«Matrícula»' : null, iCreditos < 0 ? '«Créditos»' : null].filter((x): x is string => x !== null);
  if (faltan.length) throw new HttpError(422, MENSAJES_CARGA.faltaColumna(faltan), { archivo: [MENSAJES_CARGA.faltaColumna(faltan)] });

  const resultado: CargaElegibles = { total: 0, elegibles: 0, noElegibles: 0, noEncontradas: [], errores: [], erroresOmitidos: 0 };
  const error = (fila: number, campo: string, mensaje: string) => {
    if (resultado.errores.length < MAX_ERRORES) resultado.errores.push({ fila, campo, mensaje });
    else resultado.erroresOmitidos++;
  };
  const validas: Valida[] = [];
  const vistas = new Map<string, number>();
  for await (const { fila, celdas } of filas) {
    resultado.total++;
    const matricula = matriculaSchema.safeParse(typeof celdas[iMatricula] === 'number' ? celdas[iMatricula] : textoDeCelda(celdas[iMatricula]));
    const creditos = leerCreditos(celdas[iCreditos]);
    let ok = true;
    if (!matricula.success) {
      error(fila, 'matricula', matricula.error.issues[0].message);
      ok = false;
    } else if (vistas.has(matricula.data)) {
      error(fila, 'matricula', MENSAJES_CARGA.repetida(vistas.get(matricula.data)!));
      ok = false;
    }
    if ('error' in creditos) {
      error(fila, 'creditos', creditos.error);
      ok = false;
    }
    if (matricula.success && !vistas.has(matricula.data)) vistas.set(matricula.data, fila);
    if (ok && matricula.success && 'valor' in creditos) validas.push({ fila, matricula: matricula.data, creditos: creditos.valor });
  }
  if (resultado.total === 0) throw new HttpError(422, MENSAJES_CARGA.sinDatos, { archivo: [MENSAJES_CARGA.sinDatos] });

  const { porcentajeCreditos: minimo } = await leerAjustes(app.db);
  const cambiaron: { correo: string; nombre: string; elegible: boolean; motivo: string | null }[] = [];
  await app.db.transaction(async (tx) => {
    for (let i = 0; i < validas.length; i += LOTE) {
      const lote = validas.slice(i, i + LOTE);
      // Locked, so two uploads (or a one-by-one decision) at the same moment apply one after the other.
      const actuales = await (tx as unknown as Db)
        .select({ matricula: ssEstudiantes.matricula, elegible: ssEstudiantes.elegible, correo: ssEstudiantes.correo, nombre: ssEstudiantes.nombre })
        .from(ssEstudiantes)
        .where(inArray(ssEstudiantes.matricula, lote.map((v) => v.matricula)))
        .for('update');
      const porMatricula = new Map(actuales.map((e) => [e.matricula, e]));
      const cambios: { matricula: string; creditos: number; elegible: boolean; motivo: string | null }[] = [];
      for (const v of lote) {
        const actual = porMatricula.get(v.matricula);
        if (!actual) {
          resultado.noEncontradas.push({ fila: v.fila, matricula: v.matricula });
          continue;
        }
        const elegible = v.creditos >= minimo;
        const motivo = elegible ? null : MENSAJES_CARGA.motivo(v.creditos, minimo);
        if (elegible) resultado.elegibles++;
        else resultado.noElegibles++;
        cambios.push({ matricula: v.matricula, creditos: v.creditos, elegible, motivo });
        if (actual.elegible !== elegible) cambiaron.push({ correo: actual.correo, nombre: actual.nombre, elegible, motivo });
      }
      if (!cambios.length) continue;
      await tx.execute(sql`
        update ${ssEstudiantes} as e
        set creditos = v.creditos, elegible = v.elegible, elegibilidad_motivo = v.motivo, elegibilidad_en = now(), updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(cambios)}::jsonb) as v(matricula text, creditos smallint, elegible boolean, motivo text)
        where e.matricula = v.matricula`);
    }
  });

  await audit(app.db, request, {
    accion: 'editar', recurso: 'ss-estudiantes', registroId: null,
    despues: { cargaElegibles: archivo.nombre, total: resultado.total, elegibles: resultado.elegibles, noElegibles: resultado.noElegibles, noEncontradas: resultado.noEncontradas.length, errores: resultado.errores.length + resultado.erroresOmitidos },
  });
  for (const c of cambiaron) await correoElegibilidad(app, request, c, c.elegible, c.motivo);
  return resultado;
}
