import { camposDesconocidos, mensajeCamposDesconocidos } from '../egresados/combinacion';
import { unaLinea, z } from '../validation';
import { instanteSchema } from './respuestas';

const sinCamposDesconocidos = (texto: string, ctx: z.RefinementCtx) => {
  const desconocidos = camposDesconocidos(texto);
  if (desconocidos.length) ctx.addIssue({ code: 'custom', message: mensajeCamposDesconocidos(desconocidos) });
};

/** Rich text that is only empty paragraphs (what the editor leaves when cleared) counts as empty. */
export const sinContenido = (html: string) => html.replace(/<(p|br|\/p)[^>]*>/gi, '').replace(/&nbsp;|\s/g, '') === '';

export const plantillaInputSchema = z.object({
  nombre: z
    .string({ error: 'El nombre de la plantilla es obligatorio' })
    .trim()
    .normalize()
    .min(1, { message: 'El nombre de la plantilla es obligatorio', abort: true })
    .max(120, 'El nombre no puede tener más de 120 caracteres')
    .superRefine(unaLinea('El nombre')),
  asunto: z
    .string({ error: 'El asunto es obligatorio' })
    .trim()
    .normalize()
    .min(1, { message: 'El asunto es obligatorio', abort: true })
    .max(200, 'El asunto no puede tener más de 200 caracteres')
    .superRefine(unaLinea('El asunto'))
    .superRefine(sinCamposDesconocidos),
  cuerpoHtml: z
    .string({ error: 'El cuerpo del correo es obligatorio' })
    .max(200_000, 'El cuerpo del correo es demasiado largo (máximo 200,000 caracteres)')
    .refine((v) => !sinContenido(v), { message: 'El cuerpo del correo es obligatorio', abort: true })
    .superRefine(sinCamposDesconocidos),
});
export type PlantillaInput = z.input<typeof plantillaInputSchema>;

export const plantillaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  asunto: z.string(),
  cuerpoHtml: z.string(),
  /** Campaigns that used it. */
  campanas: z.number().int(),
  createdAt: instanteSchema,
  updatedAt: instanteSchema,
});
export type Plantilla = z.input<typeof plantillaSchema>;

export const PLANTILLA_NOMBRE_DUPLICADO = 'Ya existe una plantilla con este nombre';

/** Preview and test send work on the form's current (perhaps unsaved) subject and body. */
export const vistaPreviaSchema = z.object({
  asunto: plantillaInputSchema.shape.asunto,
  cuerpoHtml: plantillaInputSchema.shape.cuerpoHtml,
  /** The graduate whose data fill the fields; the most recent one when absent. */
  egresadoId: z.coerce.number().int().positive().optional(),
});
export type VistaPreviaInput = z.input<typeof vistaPreviaSchema>;

export const vistaPreviaRespuestaSchema = z.object({
  asunto: z.string(),
  html: z.string(),
  text: z.string(),
  /** Whose data were used; null when there is no graduate yet (sample values are shown). */
  egresado: z.object({ id: z.number().int(), nombreCompleto: z.string() }).nullable(),
});
export type VistaPrevia = z.input<typeof vistaPreviaRespuestaSchema>;
