// The documents of a service (issue 12): who writes each type, who approves it and in which order, the states,
// the merge fields of the office's templates, and the one pure rule for every move of a document.
// The server enforces `moverDocumento`; the portals use it to show only the buttons that will work.

import { totalHoras } from './horas';

/** The three parties of a service. «oficina» is staff holding `ss-documentos.editar`. */
export type ParteDocumento = 'estudiante' | 'institucion' | 'oficina';

export interface TipoDocumentoInfo {
  etiqueta: string;
  /** Last segment of the student's page, as the spec writes it (`Informe-mensual` keeps its capital). */
  ruta: string | null;
  autor: ParteDocumento;
  /** Approvals in order; empty: never sent (free-form notes). When the only approver is the author, sending issues it. */
  aprobadores: readonly ParteDocumento[];
  /** Whether an approved document becomes a PDF with folio and QR. */
  pdf: boolean;
}

export const TIPOS_DOCUMENTO = {
  situacion: { etiqueta: 'Carta de situación académica', ruta: 'situacion', autor: 'oficina', aprobadores: ['oficina'], pdf: true },
  presentacion: { etiqueta: 'Carta de presentación', ruta: 'presentacion', autor: 'oficina', aprobadores: ['oficina'], pdf: true },
  aceptacion: { etiqueta: 'Carta de aceptación', ruta: 'aceptacion', autor: 'institucion', aprobadores: ['institucion'], pdf: true },
  compromiso: { etiqueta: 'Carta compromiso', ruta: 'compromiso', autor: 'estudiante', aprobadores: ['oficina'], pdf: true },
  informe_mensual: { etiqueta: 'Informe mensual', ruta: 'Informe-mensual', autor: 'estudiante', aprobadores: ['institucion', 'oficina'], pdf: true },
  informe_final: { etiqueta: 'Informe final', ruta: 'informe-final', autor: 'estudiante', aprobadores: ['institucion', 'oficina'], pdf: true },
  constancia: { etiqueta: 'Constancia de terminación', ruta: null, autor: 'institucion', aprobadores: ['institucion'], pdf: true },
  liberacion: { etiqueta: 'Carta de liberación', ruta: null, autor: 'oficina', aprobadores: ['oficina'], pdf: true },
  libre: { etiqueta: 'Documento libre', ruta: null, autor: 'estudiante', aprobadores: [], pdf: false },
} as const satisfies Record<string, TipoDocumentoInfo>;
export type TipoDocumento = keyof typeof TIPOS_DOCUMENTO;
export const TIPOS_DOCUMENTO_LISTA = Object.keys(TIPOS_DOCUMENTO) as TipoDocumento[];
/** The types with an office template (free-form documents start blank). */
export const TIPOS_CON_PLANTILLA = TIPOS_DOCUMENTO_LISTA.filter((t) => t !== 'libre');

export const ESTADOS_DOCUMENTO = {
  borrador: 'Borrador',
  enviado: 'Enviado',
  con_observaciones: 'Con observaciones',
  aprobado: 'Aprobado',
} as const;
export type EstadoDocumento = keyof typeof ESTADOS_DOCUMENTO;

export const ETAPAS_REVISION = { institucion: 'Revisión de la institución', oficina: 'Revisión de la oficina' } as const;
export type EtapaRevision = keyof typeof ETAPAS_REVISION;

/**
 * What the student reads while a document waits: «Enviado · Revisión de la institución»; another party's draft
 * (enPreparacion: its author) reads «En preparación por la institución».
 */
export function etiquetaEstado(doc: { estado: EstadoDocumento; etapa: EtapaRevision | null; enPreparacion?: ParteDocumento | null }): string {
  if (doc.enPreparacion) return etiquetaEnPreparacion(doc.enPreparacion);
  return doc.estado === 'enviado' && doc.etapa ? `${ESTADOS_DOCUMENTO.enviado} · ${ETAPAS_REVISION[doc.etapa]}` : ESTADOS_DOCUMENTO[doc.estado];
}

/**
 * What follows a reviewer's approval, said in the confirmation before it happens: the next review, or the PDF with
 * folio when this approval is the last one. Either way the reviewer cannot return it afterwards.
 */
export function queSigueAlAprobar(doc: { tipo: TipoDocumento; etapa: EtapaRevision | null }): string {
  const aprobadores: readonly ParteDocumento[] = TIPOS_DOCUMENTO[doc.tipo].aprobadores;
  const siguiente = doc.etapa ? aprobadores[aprobadores.indexOf(doc.etapa) + 1] : undefined;
  if (siguiente === 'institucion' || siguiente === 'oficina') {
    return `Pasa a la ${ETAPAS_REVISION[siguiente].toLowerCase()} y ya no podrá devolverlo con observaciones.`;
  }
  return TIPOS_DOCUMENTO[doc.tipo].pdf
    ? 'Queda aprobado: se genera su PDF con folio y ya no se podrá modificar ni devolver.'
    : 'Queda aprobado y ya no se podrá modificar ni devolver.';
}

/** The hours a monthly report's approval carries, said before it happens («» when the document has no hour log). */
export function horasQueSeAprueban(entradas: readonly { horas: number }[] | null | undefined): string {
  if (!entradas) return '';
  const horas = totalHoras(entradas);
  return horas > 0 ? `Aprueba también las ${horas} h registradas en el mes. ` : 'El estudiante no registró horas en este mes. ';
}

export type AccionDocumento = 'editar' | 'enviar' | 'retirar' | 'aprobar' | 'observar';

export interface SituacionDocumento {
  tipo: TipoDocumento;
  estado: EstadoDocumento;
  etapa: EtapaRevision | null;
  /** A reviewer has opened the round sent (then the author can no longer take it back). */
  abierto?: boolean;
}

export type ResultadoMovimiento =
  | { ok: true; estado: EstadoDocumento; etapa: EtapaRevision | null }
  | { ok: false; mensaje: string };

export const MENSAJES_DOCUMENTO = {
  bloqueado: 'El documento ya fue aprobado y no se puede modificar',
  noEsAutor: 'Este documento no lo redacta usted',
  enRevision: 'El documento está en revisión; espere las observaciones para modificarlo',
  noSeEnvia: 'Este documento es solo para usted; no se envía a revisión',
  noEsSuTurno: 'Este documento no está esperando su revisión',
  sinObservaciones: 'Escriba las observaciones para el estudiante',
  noSeRetira: 'Solo puede retirar un documento enviado mientras nadie lo haya abierto para revisarlo',
} as const;

const editable = (estado: EstadoDocumento) => estado === 'borrador' || estado === 'con_observaciones';

/**
 * The one rule for moving a document. editar/enviar belong to the author while it is a draft or has observations,
 * retirar while the round sent is still unopened at its first stage (the caller restores the earlier state);
 * aprobar/observar to whoever's turn it is while it is sent. Returns the new state, or the Spanish reason it is refused.
 */
export function moverDocumento(doc: SituacionDocumento, accion: AccionDocumento, parte: ParteDocumento): ResultadoMovimiento {
  const info: TipoDocumentoInfo = TIPOS_DOCUMENTO[doc.tipo];
  if (doc.estado === 'aprobado') return { ok: false, mensaje: MENSAJES_DOCUMENTO.bloqueado };
  if (accion === 'editar' || accion === 'enviar') {
    if (parte !== info.autor) return { ok: false, mensaje: MENSAJES_DOCUMENTO.noEsAutor };
    if (!editable(doc.estado)) return { ok: false, mensaje: MENSAJES_DOCUMENTO.enRevision };
    if (accion === 'editar') return { ok: true, estado: doc.estado, etapa: null };
    const [primero] = info.aprobadores;
    if (!primero) return { ok: false, mensaje: MENSAJES_DOCUMENTO.noSeEnvia };
    // The office writes and signs its own letters: sending one is issuing it.
    if (info.aprobadores.length === 1 && primero === info.autor) return { ok: true, estado: 'aprobado', etapa: null };
    return { ok: true, estado: 'enviado', etapa: primero as EtapaRevision };
  }
  if (accion === 'retirar') {
    if (parte !== info.autor) return { ok: false, mensaje: MENSAJES_DOCUMENTO.noEsAutor };
    // Only at the first stage and unopened: a reviewer who started reading must not see the text change under them.
    if (doc.estado !== 'enviado' || doc.etapa !== info.aprobadores[0] || doc.abierto) return { ok: false, mensaje: MENSAJES_DOCUMENTO.noSeRetira };
    return { ok: true, estado: 'borrador', etapa: null };
  }
  if (doc.estado !== 'enviado' || doc.etapa !== parte) return { ok: false, mensaje: MENSAJES_DOCUMENTO.noEsSuTurno };
  if (accion === 'observar') return { ok: true, estado: 'con_observaciones', etapa: null };
  const siguiente = info.aprobadores[info.aprobadores.indexOf(parte) + 1];
  return siguiente ? { ok: true, estado: 'enviado', etapa: siguiente as EtapaRevision } : { ok: true, estado: 'aprobado', etapa: null };
}

/** Who may read a document: its student, the institution of its service (never the student's free notes), or staff. */
export type LectorDocumento =
  | { tipo: 'estudiante'; estudianteId: number }
  | { tipo: 'institucion'; institucionId: number }
  | { tipo: 'staff' };

/**
 * A draft never sent (no round yet) belongs to its writer, the type's author, and to staff: any other party of the
 * service sees only that it is being prepared, never its text. After the first round the others read what was sent.
 */
export function esBorradorAjeno(lector: LectorDocumento, doc: { tipo: TipoDocumento; version: number }): boolean {
  return lector.tipo !== 'staff' && doc.version === 0 && TIPOS_DOCUMENTO[doc.tipo].autor !== lector.tipo;
}

/** Whether the reader is one of the document's parties at all (a foreign document does not exist for them). */
export function esParteDeDocumento(lector: LectorDocumento, doc: { tipo: TipoDocumento; estudianteId: number; institucionId: number | null }): boolean {
  if (lector.tipo === 'staff') return true;
  if (lector.tipo === 'estudiante') return lector.estudianteId === doc.estudianteId;
  return doc.institucionId !== null && lector.institucionId === doc.institucionId && doc.tipo !== 'libre';
}

/** Whether the reader may open the document (its text, versions, changes, PDF). */
export function puedeLeerDocumento(lector: LectorDocumento, doc: { tipo: TipoDocumento; version: number; estudianteId: number; institucionId: number | null }): boolean {
  return esParteDeDocumento(lector, doc) && !esBorradorAjeno(lector, doc);
}

const QUIEN_PREPARA: Record<ParteDocumento, string> = { estudiante: 'el estudiante', institucion: 'la institución', oficina: 'la oficina' };

/** What another party reads instead of a draft's state: «En preparación por la institución». */
export const etiquetaEnPreparacion = (autor: ParteDocumento) => `En preparación por ${QUIEN_PREPARA[autor]}`;

/** Merge fields of the document templates: the only {{campos}} a template may use, with the editor menu's labels. */
export const CAMPOS_DOCUMENTO = {
  nombreCompleto: 'Nombre completo del estudiante',
  matricula: 'Matrícula',
  curp: 'CURP',
  programa: 'Programa (carrera)',
  creditos: 'Porcentaje de créditos',
  semestre: 'Semestre',
  institucion: 'Institución receptora',
  programaServicio: 'Programa de servicio social',
  supervisor: 'Supervisor en la institución',
  periodo: 'Periodo',
  fechaInicio: 'Fecha de inicio',
  fechaFin: 'Fecha de término',
  horasRequeridas: 'Horas requeridas',
  horasAprobadas: 'Horas aprobadas',
  mes: 'Mes del informe',
  horasMes: 'Horas del mes',
  fecha: 'Fecha de hoy',
} as const;
export type CampoDocumento = keyof typeof CAMPOS_DOCUMENTO;

const CAMPO = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The merge fields a template uses that do not exist, each once, in order of appearance. */
export function camposDocumentoDesconocidos(texto: string): string[] {
  const unknown = new Set<string>();
  for (const [, campo] of texto.matchAll(CAMPO)) if (!Object.hasOwn(CAMPOS_DOCUMENTO, campo)) unknown.add(campo);
  return [...unknown];
}

/** Words of an HTML text, as the editor counts them (tags and entities are not words). */
export function contarPalabras(html: string): number {
  const texto = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').trim();
  return texto === '' ? 0 : texto.split(/\s+/).length;
}

/** Hour log entries: registrada (editable) → en_revision (its monthly report was sent) → aprobada (counts). */
export const ESTADOS_HORAS = { registrada: 'Registrada', en_revision: 'En revisión', aprobada: 'Aprobada' } as const;
export type EstadoHoras = keyof typeof ESTADOS_HORAS;

export const TIPOS_EVALUACION = { autoevaluacion: 'Autoevaluación del estudiante', supervisor: 'Evaluación del supervisor' } as const;
export type TipoEvaluacion = keyof typeof TIPOS_EVALUACION;
