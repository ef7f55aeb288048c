import { downloadLink } from '../lib/download-link';

export const ENLACE_INVALIDO = 'El enlace de descarga no es válido o ya expiró: vuelva a exportar desde la lista';

/** The graduate list export (egresados.ver). */
export const enlaceExportacion = downloadLink({ purpose: 'egresados.exportar', permission: 'egresados.ver', invalidMessage: ENLACE_INVALIDO });
