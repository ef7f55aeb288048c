import { z } from 'zod';
import { APP_NAME } from '../../../shared/routes';

// Build-time settings (VITE_*), checked once at start-up with a readable message.
const schema = z.object({
  VITE_UNIVERSITY_NAME: z.string().trim().min(1).max(120).default(APP_NAME),
});

function parse(env: Record<string, unknown>) {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida del sitio público:\n${lines.join('\n')}`);
  }
  return result.data;
}

const env = parse(import.meta.env);

export const site = {
  name: env.VITE_UNIVERSITY_NAME,
  tagline: 'Egresados · Postulaciones · Servicio social',
};
