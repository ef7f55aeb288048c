// The back office's home and its page-view statistics as the API answers them: the server declares them, the admin app
// reads the home through their input type (admin/src/dashboard/types.ts).
import { z } from '../validation';
import { instanteSchema, enteroSchema } from './respuestas';

const entero = enteroSchema;

/** Each part is present only when the reader holds the permission that shows it. */
export const dashboardSchema = z.object({
  usuarios: z.object({ total: entero, activos: entero, inactivos: entero, sinVerificar: entero }).optional(),
  roles: z.object({ total: entero, activos: entero }).optional(),
  correos: z.object({ pendientes: entero, fallidos: entero, retenidos: entero }).optional(),
  visitas: z
    .object({ ultimos7Dias: entero, ultimos30Dias: entero, rutasPrincipales: z.array(z.object({ route: z.string(), visitas: entero })) })
    .optional(),
  auditoria: z
    .array(z.object({ id: entero, actorEmail: z.string().nullable(), accion: z.string(), recurso: z.string(), registroId: z.string().nullable(), createdAt: instanteSchema }))
    .optional(),
});
export type Dashboard = z.output<typeof dashboardSchema>;

/** GET /api/estadisticas/visitas: views per route pattern (the pattern is also the record id react-admin needs). */
export const visitasPorRutaSchema = z.object({
  id: z.string(),
  route: z.string(),
  visitas: entero,
  paginas: entero,
  ultimaVisita: instanteSchema,
});
