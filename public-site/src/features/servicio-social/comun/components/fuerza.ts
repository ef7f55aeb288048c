/** A rough strength hint for a new password: longer and more varied is better; the server sets the minimum. */
export function fuerzaContrasena(password: string): { nivel: 0 | 1 | 2 | 3; texto: string } {
  if (!password) return { nivel: 0, texto: 'Use al menos 8 caracteres; una frase larga es más segura.' };
  const clases = [/[a-zñ]/, /[A-ZÑ]/, /\d/, /[^A-Za-zÑñ\d]/].filter((r) => r.test(password)).length;
  if (password.length < 8) return { nivel: 0, texto: 'Muy corta: use al menos 8 caracteres.' };
  if (password.length >= 14 || (password.length >= 10 && clases >= 3)) return { nivel: 3, texto: 'Contraseña segura.' };
  if (clases >= 2) return { nivel: 2, texto: 'Aceptable. Más larga o con números y símbolos sería mejor.' };
  return { nivel: 1, texto: 'Débil: combine letras, números y símbolos, o use una frase larga.' };
}
