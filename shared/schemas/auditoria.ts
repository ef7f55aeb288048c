// GET /api/auditoria: an entry of the audit log as the back office reads it.
import { z } from '../validation';
import { instanteSchema } from './respuestas';

export const auditoriaSchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  /** The actor's current name; null once the account is gone. */
  actorName: z.string().nullable(),
  accion: z.string(),
  recurso: z.string(),
  registroId: z.string().nullable(),
  /** The record before and after, as the audit helper stored it. */
  antes: z.unknown(),
  despues: z.unknown(),
  ip: z.string().nullable(),
  createdAt: instanteSchema,
});
