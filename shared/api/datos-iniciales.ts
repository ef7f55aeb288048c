/**
 * Answers of public GETs that the server puts in a page's HTML (server/shell/datos-iniciales.ts), so that the page
 * arrives already showing its data and the app starts from it instead of fetching it again. Keyed by the path as
 * the client asks for it (`/postulaciones/convocatoria`, without /api and without a query string).
 */
export type DatosIniciales = Record<string, RespuestaInicial>;

export interface RespuestaInicial {
  status: number;
  body: unknown;
}

/** The id of the `<script type="application/json">` that carries them (data, never run: the CSP is untouched). */
export const DATOS_INICIALES_ID = 'datos-iniciales';

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close or change it. */
export function jsonEnScript(datos: unknown): string {
  return JSON.stringify(datos).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
