import { downloadLink } from '../lib/download-link';

export const ENLACE_REPORTE_INVALIDO = 'El enlace de descarga no es válido o ya expiró: vuelva a exportar desde el reporte';

/** The report export (reportes.ver). */
export const enlaceReporte = downloadLink({ purpose: 'reportes.exportar', permission: 'reportes.ver', invalidMessage: ENLACE_REPORTE_INVALIDO });
