// Sign-in with the institution's account (OpenID Connect, issue 23): what the server and /login agree on.
import { guardarFinInstitucional, tomarFinInstitucional } from './fin-institucional';

/** Why an institutional sign-in was refused: the server sends the code to /login?error=…, the page shows the text. */
export const RECHAZOS_INSTITUCIONALES = {
  proveedor:
    'No pudimos comunicarnos con el servicio de cuentas institucionales. Intente más tarde o entre con su correo y contraseña.',
  rechazado: 'No se pudo completar el inicio de sesión con la cuenta institucional. Vuelva a intentarlo desde el botón.',
  cancelado: 'Se canceló el inicio de sesión con la cuenta institucional.',
  dominio: 'Su cuenta institucional es de un dominio que no tiene acceso a esta plataforma.',
  tenant: 'Su cuenta institucional pertenece a una organización que no tiene acceso a esta plataforma.',
  correo: 'El servicio de cuentas institucionales no confirmó su correo electrónico, así que no puede entrar con esa cuenta.',
  desactivada: 'Esta cuenta está desactivada. Comuníquese con la administración.',
  conflicto:
    'Su correo ya está vinculado a otra cuenta institucional. Pida a la administración que revise su cuenta.',
  vencido: 'El inicio de sesión con la cuenta institucional tardó demasiado. Vuelva a intentarlo.',
  inactivo: 'El inicio de sesión con la cuenta institucional no está disponible.',
} as const;

export type RechazoInstitucional = keyof typeof RECHAZOS_INSTITUCIONALES;

export function mensajeRechazo(codigo: string | null | undefined): string | null {
  return codigo && Object.hasOwn(RECHAZOS_INSTITUCIONALES, codigo) ? RECHAZOS_INSTITUCIONALES[codigo as RechazoInstitucional] : null;
}

/** Password sign-in of a staff account while the institutional account is required for staff. */
export const SOLO_INSTITUCIONAL =
  'Su cuenta entra con la cuenta institucional: use el botón «Entrar con la cuenta institucional».';

export { guardarFinInstitucional, tomarFinInstitucional };

export const RUTAS_INSTITUCIONALES = {
  estado: '/api/auth/oidc',
  inicio: '/api/auth/oidc/inicio',
  callback: '/api/auth/oidc/callback',
  entrega: '/api/auth/oidc/entrega',
  ajustes: '/api/auth/oidc/ajustes',
} as const;
