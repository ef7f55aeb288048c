// GET /api/correos: a message of the outbox as the back office reads it. Only what its screens show: the stored
// headers (List-Id, unsubscribe) and the retry schedule stay on the server.
import { z } from '../validation';
import { instanteSchema } from './respuestas';

export const correoSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** pendiente, enviando, enviado, fallido or retenido. */
  estado: z.string(),
  intentos: z.number().int(),
  ultimoError: z.string().nullable(),
  enviadoEn: instanteSchema.nullable(),
  createdAt: instanteSchema,
  /** Only when one message is read, with its personal links masked unless it is the reader's own. */
  html: z.string().optional(),
  text: z.string().optional(),
});
