// The two portal roles on their own: the public site's portal guard and layout need them in the first load, without
// the rest of shared/servicio-social/valores.ts (which re-exports them).
export const ROL_ESTUDIANTE = 'estudiante';
export const ROL_INSTITUCION = 'institucion';
