// Without zod, so a page that only shows these does not download it.
export const ENLACE_ACCESO_MINUTOS = 15;

export const ENLACE_ACCESO_INVALIDO = 'El enlace para entrar no es válido: ya se usó o venció. Pida un enlace nuevo.';
