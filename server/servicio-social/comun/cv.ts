import { respuestaArchivo } from '../../lib/respuesta-archivo';

/** A student's CV as staff and the institution download it: only PDFs are accepted on upload. */
export const CV_PDF = respuestaArchivo('El CV del estudiante, en PDF.', 'application/pdf');
