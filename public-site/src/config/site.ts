import { APP_NAME } from '../../../shared/routes';

// Build-time settings (VITE_*), checked once at start-up with a readable message. Checked by hand, not with zod:
// this module is in every page's first load, and zod belongs only to the pages that have a form.
function universityName(value: unknown): string {
  if (value === undefined) return APP_NAME;
  const name = typeof value === 'string' ? value.trim() : '';
  if (name.length < 1 || name.length > 120) {
    throw new Error('Configuración inválida del sitio público:\n  - VITE_UNIVERSITY_NAME: debe tener entre 1 y 120 caracteres');
  }
  return name;
}

export const site = {
  name: universityName(import.meta.env.VITE_UNIVERSITY_NAME),
  tagline: 'Egresados · Postulaciones · Servicio social',
};
