export const ESTADOS = ['pendiente', 'enviando', 'enviado', 'fallido', 'retenido'] as const;
export type Estado = (typeof ESTADOS)[number];

/** A message of the outbox as GET /api/correos answers it. */
export interface Correo {
  id: number;
  to: string;
  subject: string;
  estado: Estado;
  intentos: number;
  ultimoError: string | null;
  enviadoEn: string | null;
  createdAt: string;
  html?: string;
  text?: string;
}
