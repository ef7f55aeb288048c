// The portal roles a one-time sign-in link opens (server/acceso-enlace): graduates for «Mi espacio de egresado» and
// nominators for «Mis postulaciones». On their own, so the public site's guard reads them without zod.
export const ROL_EGRESADO = 'egresado';
export const ROL_POSTULANTE = 'postulante';

/** What a link is for; it is also the portal role its session holds. */
export type PropositoEnlace = typeof ROL_EGRESADO | typeof ROL_POSTULANTE;
