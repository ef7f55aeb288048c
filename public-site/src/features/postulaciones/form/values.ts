import { MB, MIME_ARCHIVO, mensajeDemasiadoGrande, type TipoArchivo } from '../../../../../shared/archivos';
import {
  CATEGORIA_NO_DISPONIBLE, DOCUMENTO_REQUERIDO, TEXTO_RICO_MAX, VINCULOS as VINCULOS_IDS, VINCULO_LABELS, registroPostulacionSchema, textoDeHtml, type Vinculo,
} from '../../../../../shared/schemas/postulaciones';
import type { CategoriaPublica, DocumentoPublico } from '../api/convocatoria';

export const VINCULOS = VINCULOS_IDS.map((id) => ({ id, nombre: VINCULO_LABELS[id] }));
export type { Vinculo };

export const TEXTO_MAXIMO = TEXTO_RICO_MAX;

export interface PostulacionValues {
  categoriaId: string;
  nombre: string;
  correo: string;
  telefono: string;
  vinculo: Vinculo | '';
  matricula: string;
  programaId: string;
  anio: string;
  nominadorTipo: 'propia' | 'tercero';
  nominadorNombre: string;
  nominadorCorreo: string;
  nominadorRelacion: string;
  semblanza: string;
  motivos: string;
  avisoPrivacidad: boolean;
  sitioWeb: string;
}
export type Campo = keyof PostulacionValues;

export const VALORES_INICIALES: PostulacionValues = {
  categoriaId: '',
  nombre: '',
  correo: '',
  telefono: '',
  vinculo: '',
  matricula: '',
  programaId: '',
  anio: '',
  nominadorTipo: 'propia',
  nominadorNombre: '',
  nominadorCorreo: '',
  nominadorRelacion: '',
  semblanza: '',
  motivos: '',
  avisoPrivacidad: false,
  sitioWeb: '',
};

/** Where each field sits in the `datos` JSON the server reads (and names in its 422). */
export const RUTA: Record<Exclude<Campo, 'sitioWeb'>, string> = {
  categoriaId: 'categoriaId',
  nombre: 'postulante.nombre',
  correo: 'postulante.correo',
  telefono: 'postulante.telefono',
  vinculo: 'postulante.vinculo',
  matricula: 'postulante.matricula',
  programaId: 'postulante.programaId',
  anio: 'postulante.anio',
  nominadorTipo: 'nominador.tipo',
  nominadorNombre: 'nominador.nombre',
  nominadorCorreo: 'nominador.correo',
  nominadorRelacion: 'nominador.relacion',
  semblanza: 'semblanza',
  motivos: 'motivos',
  avisoPrivacidad: 'avisoPrivacidad',
};

const CAMPO_DE_RUTA = new Map(Object.entries(RUTA).map(([campo, ruta]) => [ruta, campo]));

/** A server error key ('postulante.correo', 'correo', a document's clave) as the form's field name. */
export function campoDeRuta(ruta: string): string {
  return CAMPO_DE_RUTA.get(ruta) ?? CAMPO_DE_RUTA.get(`postulante.${ruta}`) ?? ruta;
}

export const conVinculoAcademico = (v: PostulacionValues) => v.vinculo === 'egresado' || v.vinculo === 'estudiante';

const vacio = (s: string) => (s.trim() ? s.trim() : undefined);

/** The `datos` field of the multipart request (and of a saved draft). */
export function aDatos(v: PostulacionValues) {
  const academico = conVinculoAcademico(v);
  return {
    categoriaId: Number(v.categoriaId) || undefined,
    postulante: {
      nombre: v.nombre.trim(),
      correo: v.correo.trim(),
      telefono: v.telefono.trim(),
      vinculo: v.vinculo || undefined,
      matricula: academico ? vacio(v.matricula) : undefined,
      programaId: academico && v.programaId ? Number(v.programaId) : undefined,
      anio: academico && v.anio ? Number(v.anio) : undefined,
    },
    nominador:
      v.nominadorTipo === 'propia'
        ? { tipo: 'propia' as const }
        : { tipo: 'tercero' as const, nombre: v.nominadorNombre.trim(), correo: v.nominadorCorreo.trim(), relacion: v.nominadorRelacion.trim() },
    semblanza: v.semblanza,
    motivos: v.motivos,
    avisoPrivacidad: v.avisoPrivacidad,
    sitioWeb: v.sitioWeb || undefined,
  };
}

/** A saved draft's `datos` back into the form (unknown keys ignored, missing ones left empty). */
export function deDatos(datos: unknown): PostulacionValues {
  const d = (datos && typeof datos === 'object' ? datos : {}) as Record<string, unknown>;
  const p = (d.postulante ?? {}) as Record<string, unknown>;
  const n = (d.nominador ?? {}) as Record<string, unknown>;
  const s = (x: unknown) => (x === undefined || x === null ? '' : String(x));
  return {
    ...VALORES_INICIALES,
    categoriaId: s(d.categoriaId),
    nombre: s(p.nombre),
    correo: s(p.correo),
    telefono: s(p.telefono),
    vinculo: (VINCULOS.some((x) => x.id === p.vinculo) ? p.vinculo : '') as Vinculo | '',
    matricula: s(p.matricula),
    programaId: s(p.programaId),
    anio: s(p.anio),
    nominadorTipo: n.tipo === 'tercero' ? 'tercero' : 'propia',
    nominadorNombre: s(n.nombre),
    nominadorCorreo: s(n.correo),
    nominadorRelacion: s(n.relacion),
    semblanza: s(d.semblanza),
    motivos: s(d.motivos),
  };
}

/** Visible characters of the editor's HTML (what the length limit counts). */
export const textoPlano = textoDeHtml;

/**
 * The shared schema the server applies to `datos`, plus what only the chosen category knows; the server repeats
 * every check and its 422 has the last word.
 */
export function validar(v: PostulacionValues, categoria: CategoriaPublica | undefined): Partial<Record<Campo, string>> {
  const e: Record<string, string> = {};
  const r = registroPostulacionSchema.safeParse(aDatos(v));
  if (!r.success) {
    for (const issue of r.error.issues) {
      const campo = campoDeRuta(issue.path.join('.'));
      e[campo] ??= issue.message;
    }
  }
  if (!categoria) e.categoriaId = CATEGORIA_NO_DISPONIBLE;
  if (v.vinculo && categoria?.elegibles.length && !categoria.elegibles.includes(v.vinculo)) e.vinculo = 'Esta categoría no admite personas con ese vínculo';
  return e as Partial<Record<Campo, string>>;
}

const TIPO_DE_MIME: Record<string, TipoArchivo> = Object.fromEntries(Object.entries(MIME_ARCHIVO).map(([t, m]) => [m, t as TipoArchivo]));

/** A quick look at a chosen file (its declared type and size); the server checks the content. */
export function revisarArchivo(doc: DocumentoPublico, archivo: File | null | undefined): string | undefined {
  if (!archivo) return doc.requerido ? DOCUMENTO_REQUERIDO : undefined;
  const tipo = TIPO_DE_MIME[archivo.type] ?? extension(archivo.name);
  if (!tipo || !doc.tipos.includes(tipo)) return `El archivo debe ser ${doc.tipos.map((t) => t.toUpperCase()).join(' o ')}`;
  if (archivo.size > doc.maxMb * MB) return mensajeDemasiadoGrande(doc.maxMb);
  if (archivo.size === 0) return 'El archivo está vacío';
  return undefined;
}

function extension(nombre: string): TipoArchivo | undefined {
  const ext = nombre.toLowerCase().split('.').pop();
  if (ext === 'jpeg' || ext === 'jpg') return 'jpg';
  if (ext === 'pdf' || ext === 'png') return ext;
  return undefined;
}
