// Each row checked with the same rules as the staff form (shared egresadoFields and checkFechas); only the
// programa column is resolved here, by clave or by name, against the catalogue loaded once per import.
import { z } from 'zod';
import { CAMPOS_IMPORTACION, IGNORAR, faltantesDelMapeo, type CampoImportacion, type ErrorImportacion, type Mapeo } from '../../shared/schemas/importaciones';
import { checkContacto, checkFechas, egresadoFields, type EgresadoField, type EgresadoValues } from '../../shared/schemas/egresados';
import { foldKey } from '../../shared/text';
import { HttpError } from '../lib/http-error';
import { limpiarTexto, type Celda } from './lectura';
import { rechazarNul } from '../lib/sin-nul';

type Campo = Exclude<EgresadoField, 'programaId'>;

/** A valid row, ready for the database (the columns the staff member did not map are null / false). */
export type Registro = EgresadoValues;

export interface ProgramaCatalogo {
  id: number;
  clave: string;
  nombre: string;
  activo: boolean;
  nivel: string;
}

const CAMPOS = Object.keys(CAMPOS_IMPORTACION) as CampoImportacion[];

/** The mapping checked against the file's headers: known fields, each once, every required one present. */
export function validarMapeo(encabezados: string[], mapeo: Mapeo): Mapeo {
  const errores: string[] = [];
  const usados = new Map<string, string>();
  const limpio: Mapeo = {};
  for (const h of encabezados) limpio[h] = IGNORAR;
  for (const [encabezado, campo] of Object.entries(mapeo)) {
    if (!encabezados.includes(encabezado)) {
      errores.push(`La columna «${encabezado}» del mapeo no está en el archivo`);
      continue;
    }
    if (campo === IGNORAR || campo === null) continue;
    if (!CAMPOS.includes(campo)) {
      errores.push(`«${String(campo)}» no es un campo que se pueda importar (columna «${encabezado}»)`);
      continue;
    }
    const previo = usados.get(campo);
    if (previo) errores.push(`El campo ${CAMPOS_IMPORTACION[campo].etiqueta} está asignado a dos columnas: «${previo}» y «${encabezado}»`);
    usados.set(campo, encabezado);
    limpio[encabezado] = campo;
  }
  const faltan = faltantesDelMapeo(new Set(usados.keys()));
  if (faltan.length) errores.push(`Falta asignar una columna a: ${faltan.map((f) => f.etiqueta).join(', ')}`);
  if (errores.length) throw new HttpError(422, errores[0], { mapeo: errores }, undefined, { faltantes: faltan.map((f) => f.campo) });
  return limpio;
}

/** Parses the `mapeo` form field (JSON object of header → field). */
export function leerMapeo(texto: string | undefined): Mapeo | undefined {
  if (texto === undefined || texto.trim() === '') return undefined;
  let valor: unknown;
  try {
    valor = JSON.parse(texto);
  } catch {
    throw new HttpError(422, 'El mapeo de columnas no es JSON válido', { mapeo: ['El mapeo de columnas no es JSON válido'] });
  }
  rechazarNul(valor, 'mapeo');
  if (typeof valor !== 'object' || valor === null || Array.isArray(valor) || Object.values(valor).some((v) => typeof v !== 'string')) {
    const mensaje = 'El mapeo debe ser un objeto { "Encabezado": "campo" }';
    throw new HttpError(422, mensaje, { mapeo: [mensaje] });
  }
  return valor as Mapeo;
}

export interface ResultadoFila {
  registro?: Registro;
  errores: ErrorImportacion[];
}

/** Builds the row checker for one import: the schema of the mapped fields, the programa index. */
export function crearValidador(encabezados: string[], mapeo: Mapeo, programas: ProgramaCatalogo[]) {
  const columnas: { indice: number; campo: Campo }[] = [];
  let columnaPrograma = -1;
  encabezados.forEach((h, indice) => {
    const campo = mapeo[h];
    if (!campo) return;
    if (campo === 'programa') columnaPrograma = indice;
    else columnas.push({ indice, campo });
  });
  const forma = Object.fromEntries(columnas.map(({ campo }) => [campo, egresadoFields[campo]]));
  const esquema = z.object(forma);

  const porClave = new Map<string, ProgramaCatalogo>();
  const porNombre = new Map<string, ProgramaCatalogo[]>();
  for (const p of programas) {
    porClave.set(foldKey(p.clave), p);
    const clave = foldKey(p.nombre);
    porNombre.set(clave, [...(porNombre.get(clave) ?? []), p]);
  }

  function programa(texto: string, fila: number, errores: ErrorImportacion[]): number | undefined {
    const mensaje = (m: string) => void errores.push({ fila, campo: 'programa', mensaje: m });
    if (texto === '') return mensaje('El programa es obligatorio (clave o nombre)');
    const clave = foldKey(texto);
    const candidatos = porClave.has(clave) ? [porClave.get(clave)!] : (porNombre.get(clave) ?? []);
    if (candidatos.length === 0) return mensaje(`El programa «${texto}» no existe en el catálogo`);
    if (candidatos.length > 1) {
      return mensaje(`El programa «${texto}» existe en varios niveles (${candidatos.map((p) => p.nivel).join(', ')}); escriba su clave`);
    }
    const [p] = candidatos;
    if (!p.activo) return mensaje(`El programa «${texto}» está inactivo; no admite egresados nuevos`);
    return p.id;
  }

  return function validar(fila: number, celdas: Celda[], textoPrograma: string): ResultadoFila {
    const entrada: Record<string, unknown> = {};
    for (const { indice, campo } of columnas) {
      const celda = celdas[indice];
      entrada[campo] = typeof celda === 'string' ? limpiarTexto(celda) : (celda ?? null);
    }
    const errores: ErrorImportacion[] = [];
    const programaId = columnaPrograma >= 0 ? programa(textoPrograma, fila, errores) : undefined;
    const parsed = esquema.safeParse(entrada);
    if (!parsed.success) {
      const vistos = new Set<string>();
      for (const issue of parsed.error.issues) {
        const campo = String(issue.path[0] ?? '_');
        if (vistos.has(campo)) continue;
        vistos.add(campo);
        errores.push({ fila, campo, mensaje: issue.message });
      }
      return { errores };
    }
    const v = parsed.data as Partial<Registro>;
    const registro: Registro = {
      matricula: v.matricula!,
      nombre: v.nombre!,
      apellidoPaterno: v.apellidoPaterno!,
      apellidoMaterno: v.apellidoMaterno ?? null,
      curp: v.curp ?? null,
      correo: v.correo ?? null,
      telefono: v.telefono ?? null,
      sexo: v.sexo ?? null,
      fechaNacimiento: v.fechaNacimiento ?? null,
      programaId: programaId ?? 0,
      anioEgreso: v.anioEgreso!,
      fechaEgreso: v.fechaEgreso ?? null,
      titulado: v.titulado ?? false,
      fechaTitulacion: v.fechaTitulacion ?? null,
      situacionLaboral: v.situacionLaboral ?? null,
      empresa: v.empresa ?? null,
      puesto: v.puesto ?? null,
      entidadFederativa: v.entidadFederativa ?? null,
    };
    const problema = { addIssue: (i: { message: string; path: string[] }) => void errores.push({ fila, campo: i.path[0], mensaje: i.message }) };
    checkFechas(registro, problema);
    // Without a correo column the row's address is unknown, so its telephone is what reaches the graduate.
    checkContacto(registro, problema);
    return errores.length ? { errores } : { registro, errores };
  };
}

/** The record columns the file carries (only those are compared and updated on an existing record). */
export function camposMapeados(mapeo: Mapeo): Set<keyof Registro> {
  const campos = new Set<keyof Registro>();
  for (const campo of Object.values(mapeo)) {
    if (campo === 'programa') campos.add('programaId');
    else if (campo) campos.add(campo);
  }
  return campos;
}
