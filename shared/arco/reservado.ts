// Its own module: the public verification pages import it without the ARCO schemas (and zod) in their bundle.

/** What a public verification page shows instead of the name of a person whose data is blocked. */
export const NOMBRE_RESERVADO = 'Nombre reservado a petición de su titular';
