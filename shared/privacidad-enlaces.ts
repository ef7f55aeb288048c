// The two privacy addresses every page's footer links to. Their own module: the footer is in the public site's first
// load, and importing them from shared/privacidad.ts would bring every notice's text into it.
import { AVISO_PRIVACIDAD_URL } from './egresados/valores';

export const AVISO_URL = AVISO_PRIVACIDAD_URL;

/** Where anyone files and follows an ARCO request (issue 25): every notice, simplified or integral, links to it. */
export const ARCO_URL = '/privacidad/solicitudes';
