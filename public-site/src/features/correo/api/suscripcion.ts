// A type only: the server checks its answer against shared/schemas/suscripcion.ts (the route's response schema), so the
// page trusts it as the other light public pages do and downloads no zod (about 26 KB gzip of this page's boot).
export type { Suscripcion } from '../../../../../shared/schemas/suscripcion';
