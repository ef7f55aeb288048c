// Input and output of the servicio social documents API (issue 12): create, autosave, send, review, templates.
import { z } from '../validation';
import { TIPOS_CON_PLANTILLA, TIPOS_DOCUMENTO_LISTA, type TipoDocumento } from '../servicio-social/documentos';
import type {
  documentoResumenSchema, documentoSsSchema, revisionDocumentoSchema, verificacionDocumentoSchema,
} from './servicio-social-documentos-respuesta';

export const MENSAJES_DOCUMENTOS = {
  revisionVieja: 'El documento cambió en otra pestaña o dispositivo. Recargue para ver la última versión antes de seguir escribiendo.',
  limitePalabras: (limite: number) => `El texto pasa del límite de ${limite} palabras`,
  noExiste: 'El documento no existe',
  sinPrestacion: 'Necesita un servicio social en curso para crear este documento',
  yaExiste: 'Ya existe ese documento para este servicio',
  mesRequerido: 'Indique el mes del informe',
  informeAntesDeTiempo: (desde: string) => `El informe de este mes se puede crear a partir del ${desde}, en los últimos días del mes`,
  comentariosRequeridos: 'Escriba las observaciones para el estudiante',
  campoDesconocido: (campos: string[]) => `Campos de combinación desconocidos: ${campos.map((c) => `{{${c}}}`).join(', ')}`,
  folioInexistente: 'El folio no corresponde a ningún documento emitido',
  enlaceInvalido: 'El enlace no es válido o ya caducó. Pida al estudiante que le reenvíe el informe desde su portal.',
  enlaceUsado: 'Este informe ya fue revisado o cambió desde que se envió el enlace; no hay nada pendiente con este enlace.',
  sinPdf: 'El PDF está disponible cuando el documento es aprobado',
  informeAntesDelServicio: (inicio: string) => `Su servicio social empezó en ${inicio}; elija ese mes o uno posterior`,
  seccionesIncompletas: (n: number) =>
    n === 1 ? 'Falta una sección por escribir; complétela antes de enviar.' : `Faltan ${n} secciones por escribir; complételas antes de enviar.`,
} as const;

const mes = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use el formato AAAA-MM');

export const crearDocumentoSchema = z.object({
  tipo: z.enum(TIPOS_DOCUMENTO_LISTA as [TipoDocumento, ...TipoDocumento[]]),
  /** Institutions and staff say which service; a student's own current service is used otherwise. */
  prestacionId: z.number().int().positive().optional(),
  /** The month of an informe mensual, AAAA-MM. */
  mes: mes.optional(),
  titulo: z.string().trim().min(1, 'Escriba un título').max(200, 'Máximo 200 caracteres').optional(),
});

export const borradorSchema = z.object({
  contenido: z.string().max(400_000, 'El documento es demasiado largo'),
  revision: z.number().int().min(0),
  titulo: z.string().trim().min(1, 'Escriba un título').max(200, 'Máximo 200 caracteres').optional(),
});

export const revisarDocumentoSchema = z
  .object({
    decision: z.enum(['aprobar', 'observar']),
    comentarios: z.string().trim().max(5000, 'Máximo 5,000 caracteres').default(''),
  })
  .refine((v) => v.decision === 'aprobar' || v.comentarios !== '', { path: ['comentarios'], message: MENSAJES_DOCUMENTOS.comentariosRequeridos });

export const aprobacionCorreoSchema = z
  .object({
    token: z.string().min(10).max(2000),
    decision: z.enum(['aprobar', 'observar']),
    comentarios: z.string().trim().max(5000, 'Máximo 5,000 caracteres').default(''),
  })
  .refine((v) => v.decision === 'aprobar' || v.comentarios !== '', { path: ['comentarios'], message: MENSAJES_DOCUMENTOS.comentariosRequeridos });

export const plantillaDocumentoSchema = z.object({
  titulo: z.string().trim().min(1, 'Escriba un título').max(200, 'Máximo 200 caracteres'),
  encabezado: z.string().max(50_000),
  cuerpo: z.string().max(200_000),
  pie: z.string().max(50_000),
  limitePalabras: z.number().int().min(1).max(100_000).nullable(),
});
export type PlantillaDocumentoInput = z.infer<typeof plantillaDocumentoSchema>;
export const TIPOS_PLANTILLA = TIPOS_CON_PLANTILLA;

// The answers: their schemas are in servicio-social-documentos-respuesta.ts.
export type RevisionDocumento = z.infer<typeof revisionDocumentoSchema>;
export type DocumentoSs = z.infer<typeof documentoSsSchema>;
export type DocumentoResumen = z.infer<typeof documentoResumenSchema>;
export type VerificacionDocumento = z.infer<typeof verificacionDocumentoSchema>;
