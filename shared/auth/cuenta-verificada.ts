/** Who followed a verification link: the success page tells each kind of account its real next step. */
export const CUENTAS_VERIFICADAS = ['egresado', 'estudiante', 'institucion', 'empleador', 'personal'] as const;
export type CuentaVerificada = (typeof CUENTAS_VERIFICADAS)[number];

export const VERIFIED_SUCCESS_PATH = '/email/verified-success';

export function verifiedSuccessUrl(cuenta: CuentaVerificada): string {
  return `${VERIFIED_SUCCESS_PATH}?cuenta=${cuenta}`;
}

/** The kind named by the page's query string; null for an old or hand-written address. */
export function parseCuentaVerificada(value: string | null): CuentaVerificada | null {
  return (CUENTAS_VERIFICADAS as readonly string[]).includes(value ?? '') ? (value as CuentaVerificada) : null;
}
