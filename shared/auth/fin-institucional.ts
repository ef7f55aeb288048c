// The provider's sign-out link kept for /login after signing out. Its own module: the API client (in every page's
// first load) needs it, not the sign-in's messages.

const FIN_KEY = 'fin_sesion_institucional';

/** After signing out of a session opened with the institutional account: the provider's sign-out link, for /login. */
export function guardarFinInstitucional(url: string): void {
  try {
    globalThis.sessionStorage?.setItem(FIN_KEY, url);
  } catch {
    // Storage refused (private mode): the offer is a courtesy, the platform's session is over anyway.
  }
}

/** Read once: the offer shows on the /login page right after the sign-out, not on later visits. */
export function tomarFinInstitucional(): string | null {
  try {
    const url = globalThis.sessionStorage?.getItem(FIN_KEY) ?? null;
    globalThis.sessionStorage?.removeItem(FIN_KEY);
    return url && /^https?:\/\//.test(url) ? url : null;
  } catch {
    return null;
  }
}
