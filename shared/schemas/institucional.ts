// The institutional sign-in's settings as the API reads and writes them (issue 23).
import { z } from '../validation';

/** GET /api/auth/oidc: whether /login shows the button. */
export const estadoInstitucionalSchema = z.object({ activo: z.boolean() });
export type EstadoInstitucional = z.infer<typeof estadoInstitucionalSchema>;

/** GET/PUT /api/auth/oidc/ajustes: the administrator's setting. */
export const ajustesInstitucionalesSchema = z.object({
  obligatorioPersonal: z.boolean({ error: 'Indique si el personal debe entrar con la cuenta institucional' }),
});
export type AjustesInstitucionales = z.infer<typeof ajustesInstitucionalesSchema>;

export type AccesoInstitucional = AjustesInstitucionales & { activo: boolean };
