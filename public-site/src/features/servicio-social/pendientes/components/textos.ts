import type { Pendiente } from '../../../../../../shared/schemas/pendientes';
import { diasEsperando } from '../../../../../../shared/pendientes/dias-esperando';
import { nombreMes } from '../../comun/formato';

const plural = (n: number, uno: string, varios: string) => (n === 1 ? `1 ${uno}` : `${n} ${varios}`);

/** The sentence a portal user reads for one item of their to-do list. */
export function textoPendiente(p: Pendiente): string {
  switch (p.clave) {
    case 'ss.documento_con_observaciones':
      return `«${p.detalle}» volvió con observaciones: corríjalo y envíelo de nuevo`;
    case 'ss.informe_vencido':
      return `El informe mensual de ${nombreMes(p.detalle ?? '')} está vencido: escríbalo y envíelo`;
    case 'ss.solicitudes_por_revisar':
      return `${plural(p.cantidad, 'solicitud por revisar', 'solicitudes por revisar')} en «${p.detalle}»`;
    case 'ss.documentos_por_revisar_institucion':
      return `${plural(p.cantidad, 'documento', 'documentos')} de ${p.detalle} ${p.cantidad === 1 ? 'espera' : 'esperan'} su revisión`;
    default:
      return plural(p.cantidad, 'pendiente', 'pendientes');
  }
}

/** «desde hoy», «desde hace 1 día», «desde hace 12 días». */
export function antiguedad(desde: string | null, ahora = new Date()): string {
  const dias = diasEsperando(desde, ahora);
  if (dias === null) return '';
  return dias === 0 ? 'desde hoy' : `desde hace ${plural(dias, 'día', 'días')}`;
}
