// The rules an offer's content must meet before it is stored: no discriminatory phrase, a real municipio and
// programs, a full-time salary not under the minimum wage, a closing date within 60 days.
import { and, eq, inArray } from 'drizzle-orm';
import { frasesDiscriminatorias, mensajeDiscriminacion } from '../../../shared/bolsa/no-discriminacion';
import { mensajeSalarioMinimo, minimoMensual } from '../../../shared/bolsa/salario-minimo';
import { DIAS_MAXIMOS_OFERTA } from '../../../shared/bolsa/valores';
import type { OfertaDatos } from '../../../shared/schemas/bolsa';
import { MUNICIPIO_INVALIDO } from '../../../shared/schemas/servicio-social';
import { sumarDias } from '../../../shared/arco/dias-habiles';
import type { FieldErrors } from '../../../shared/api/errors';
import type { Db } from '../../db/client';
import { programas } from '../../db/schema';
import { unprocessable } from '../../lib/http-error';
import { sanitizarHtml } from '../../plantillas/sanitizar';
import { municipioCanonico } from '../../servicio-social/catalogos/municipios';
import { hoyMexico } from '../../servicio-social/comun/fechas';
import { leerAjustes } from '../ajustes/service';
import { textoPlano } from '../correo';

export const CIERRE_PASADO = 'La fecha de cierre debe ser posterior a hoy';
export const cierreLejano = (limite: string) => `La fecha de cierre no puede ser más de ${DIAS_MAXIMOS_OFERTA} días después de la publicación (a más tardar ${limite})`;

/** 422 unless `cierre` is after today and at most 60 days from `desde` (today, or the current closing date when renewing). */
export function validarCierre(cierre: string, desde = hoyMexico()) {
  if (cierre <= hoyMexico()) throw unprocessable({ cierre: [CIERRE_PASADO] });
  const limite = sumarDias(desde, DIAS_MAXIMOS_OFERTA);
  if (cierre > limite) throw unprocessable({ cierre: [cierreLejano(limite)] });
}

/** The columns to store, or a 422 with every field's problems at once. */
export async function validarOferta(db: Db, datos: OfertaDatos) {
  const errors: FieldErrors = {};
  const descripcion = sanitizarHtml(datos.descripcion);
  const descripcionTexto = textoPlano(descripcion);
  if (!descripcionTexto) errors.descripcion = ['La descripción es obligatoria'];
  for (const [campo, texto] of [['titulo', datos.titulo], ['descripcion', descripcionTexto]] as const) {
    const frases = frasesDiscriminatorias(texto);
    if (frases.length) errors[campo] = [...(errors[campo] ?? []), ...frases.map(mensajeDiscriminacion)];
  }
  const municipio = municipioCanonico(datos.entidad, datos.municipio);
  if (!municipio) errors.municipio = [MUNICIPIO_INVALIDO];
  const ids = [...new Set(datos.programaIds)];
  const activos = await db.select({ id: programas.id }).from(programas).where(and(inArray(programas.id, ids), eq(programas.activo, true)));
  if (activos.length !== ids.length) errors.programaIds = ['Elija programas de la lista'];
  if (datos.jornada === 'tiempo_completo' && datos.sueldoMin !== undefined && municipio) {
    const ajustes = await leerAjustes(db);
    const { mensual, zona } = minimoMensual(ajustes, datos.entidad, municipio);
    if (datos.sueldoMin < mensual) errors.sueldoMin = [mensajeSalarioMinimo(ajustes, zona, mensual)];
  }
  try {
    validarCierre(datos.cierre);
  } catch (e) {
    Object.assign(errors, (e as { errors?: FieldErrors }).errors);
  }
  if (Object.keys(errors).length) {
    const discriminacion = errors.titulo ?? (frasesDiscriminatorias(descripcionTexto).length ? errors.descripcion : undefined);
    throw unprocessable(errors, discriminacion?.[0]);
  }
  return {
    titulo: datos.titulo, descripcion, descripcionTexto, programaIds: ids, modalidad: datos.modalidad, entidad: datos.entidad, municipio: municipio!,
    jornada: datos.jornada, sueldoMin: datos.sueldoMin ?? null, sueldoMax: datos.sueldoMax ?? null, plazas: datos.plazas, cierre: datos.cierre,
    postulacionExterna: datos.postulacionExterna ?? null,
  };
}
