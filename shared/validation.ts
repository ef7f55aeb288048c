import { z } from 'zod';
import es from 'zod/v4/locales/es.js';

// zod speaks Spanish everywhere it is imported through here (client and server).
z.config(es());
// In a browser the Content-Security-Policy forbids eval: zod's compiled parsers are off there, so it does not even try
// `new Function` (the browser reports the attempt as a CSP violation). The server keeps them.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };

export const emailSchema = z
  .string({ error: 'El correo es obligatorio' })
  .trim()
  .min(1, { message: 'El correo es obligatorio', abort: true })
  .max(254, 'El correo es demasiado largo')
  .email('Escriba un correo válido, por ejemplo nombre@universidad.mx')
  .transform((v) => v.toLowerCase());

/** A real calendar day written aaaa-mm-dd (2026-02-30 is refused); `label` opens the Spanish messages. */
export const fechaIsoSchema = (label: string) =>
  z
    .string({ error: `${label} es obligatoria` })
    // A malformed value is not also «a date that does not exist».
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label}: escriba una fecha válida (aaaa-mm-dd)`, abort: true })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: `${label}: la fecha no existe`,
    });

/** 8 characters at least; long passphrases (64 and beyond) are welcome. */
export const passwordSchema = z
  .string({ error: 'La contraseña es obligatoria' })
  .min(8, 'La contraseña debe tener al menos 8 caracteres')
  .max(256, 'La contraseña no puede tener más de 256 caracteres');

/** Unicode Cc (CR, LF, TAB, NUL, DEL, C1…) and the line/paragraph separators: none belongs in a one-line value. */
const CARACTER_DE_CONTROL = /[\p{Cc}\u2028\u2029]/u;

export const tieneCaracteresDeControl = (texto: string) => CARACTER_DE_CONTROL.test(texto);

/**
 * The refinement every one-line text field (names, subjects) applies after `.trim()`:
 * `z.string().trim().superRefine(unaLinea('El nombre'))`. `etiqueta` opens the Spanish message.
 */
export function unaLinea(etiqueta: string) {
  const message = `${etiqueta} no puede contener saltos de línea ni caracteres de control`;
  return (texto: string, ctx: z.RefinementCtx) => {
    if (tieneCaracteresDeControl(texto)) ctx.addIssue({ code: 'custom', message });
  };
}
