// Messages the server sends and the public pages also show on their own, without zod (a page that imports them from
// shared/schemas/postulaciones downloads zod with them).
export const ENLACE_NO_VALIDO = 'El enlace no es válido o ya expiró';
