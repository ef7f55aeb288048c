// The supervisor's page behind the emailed link: the report (and the month's hours) to read, and the decision.
import { MENSAJES_DOCUMENTOS } from '../../../shared/schemas/servicio-social-documentos';
import { TIPOS_DOCUMENTO, type TipoDocumento } from '../../../shared/servicio-social/documentos';
import { HttpError } from '../../lib/http-error';
import type { App } from '../../types';
import { horasDelMes } from './campos';
import { cargarDocumento, nombreDe } from './consultas';
import { leerTokenAprobacion } from './correos';
import { cambiosDe, marcarAbierto, moverDesdeCorreo } from './service';

async function documentoDelToken(app: App, token: string) {
  const datos = leerTokenAprobacion(app, token);
  if (!datos) throw new HttpError(410, MENSAJES_DOCUMENTOS.enlaceInvalido);
  const fila = await cargarDocumento(app.db, { tipo: 'staff', usuarioId: 0, parte: null }, datos.documentoId).catch(() => null);
  if (!fila) throw new HttpError(410, MENSAJES_DOCUMENTOS.enlaceInvalido);
  const d = fila.d;
  if (d.version !== datos.version || d.estado !== 'enviado' || d.etapa !== 'institucion') throw new HttpError(409, MENSAJES_DOCUMENTOS.enlaceUsado);
  return { fila, version: datos.version };
}

export async function leerAprobacion(app: App, token: string) {
  const { fila } = await documentoDelToken(app, token);
  await marcarAbierto(app, fila, 'institucion');
  const d = fila.d;
  const horas = d.prestacionId && d.periodoMes ? await horasDelMes(app.db, d.prestacionId, d.periodoMes) : null;
  return {
    tipo: d.tipo, tipoEtiqueta: TIPOS_DOCUMENTO[d.tipo as TipoDocumento].etiqueta, titulo: d.titulo, estudiante: nombreDe(fila), matricula: fila.matricula,
    institucion: fila.institucion, supervisor: fila.supervisorNombre, periodoMes: d.periodoMes, contenido: d.contenido, version: d.version,
    enviadoEn: d.enviadoEn?.toISOString() ?? null, horasMes: horas && horas.map((h) => ({ ...h, horas: Number(h.horas) })), cambios: (await cambiosDe(app, fila)).html,
  };
}

export async function decidirAprobacion(app: App, token: string, decision: 'aprobar' | 'observar', comentarios: string) {
  const { fila, version } = await documentoDelToken(app, token);
  await moverDesdeCorreo(app, fila.d.id, version, decision, comentarios);
  return {
    message: decision === 'aprobar' ? 'Gracias: el informe quedó aprobado y sus horas cuentan para el servicio del estudiante.' : 'Gracias: el informe se devolvió al estudiante con sus observaciones.',
  };
}
