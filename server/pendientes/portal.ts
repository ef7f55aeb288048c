// The portals' to-do lists: a student's documents returned with observations and months overdue, an institution's
// applications and documents waiting for it. Each is read by the function the portal's own list or guard uses.
import type { Pendiente } from '../../shared/schemas/pendientes';
import { TIPOS_DOCUMENTO } from '../../shared/servicio-social/documentos';
import { inicioMes, sumarDias, inicioMesSiguiente } from '../../shared/servicio-social/horas';
import { listarDocumentos } from '../servicio-social/documentos/consultas';
import { hoyMexico } from '../servicio-social/comun/fechas';
import { prestacionActual } from '../servicio-social/estudiantes/service';
import { DIAS_GRACIA_INFORME, informesEntregados, mesesVencidos } from '../servicio-social/recordatorios/service';
import { listarSolicitudes } from '../servicio-social/solicitudes/service';
import type { App } from '../types';
import { iso, masAntiguos } from './comun';

const MAXIMO = 100;

export async function pendientesEstudiante(app: App, estudianteId: number, usuarioId: number): Promise<Pendiente[]> {
  const lector = { tipo: 'estudiante', estudianteId, usuarioId, parte: 'estudiante' } as const;
  const [devueltos, prestacion] = await Promise.all([
    listarDocumentos(app.db, lector, masAntiguos({ estado: 'con_observaciones' }, MAXIMO, 'updatedAt')),
    prestacionActual(app, estudianteId),
  ]);
  const lista: Pendiente[] = devueltos.rows.map((d) => ({
    clave: 'ss.documento_con_observaciones', cantidad: 1, desde: d.updatedAt, detalle: d.titulo,
    enlace: `/servicio-social/estudiantes/documentos/${TIPOS_DOCUMENTO[d.tipo].ruta ?? 'ckeditor'}?id=${d.id}`,
  }));
  if (prestacion?.estado === 'en_curso') {
    const entregados = await informesEntregados(app.db, [prestacion.id]);
    for (const mes of mesesVencidos(prestacion.id, prestacion.fechaInicio, hoyMexico(), entregados)) {
      // A month returned with observations is already listed above, with its own link.
      if (devueltos.rows.some((d) => d.tipo === 'informe_mensual' && d.periodoMes === inicioMes(mes))) continue;
      lista.push({
        clave: 'ss.informe_vencido', cantidad: 1, detalle: mes, enlace: `/servicio-social/estudiantes/documentos/Informe-mensual?mes=${mes}`,
        desde: iso(`${sumarDias(inicioMesSiguiente(mes), DIAS_GRACIA_INFORME)}T12:00:00Z`),
      });
    }
  }
  return lista;
}

export async function pendientesInstitucion(app: App, institucionId: number, responsable: boolean, usuarioId: number): Promise<Pendiente[]> {
  const [solicitudes, documentos] = await Promise.all([
    listarSolicitudes(app, { tipo: 'institucion', institucionId, responsable }, masAntiguos({ estado: 'pendiente' }, 500)),
    listarDocumentos(app.db, { tipo: 'institucion', institucionId, usuarioId, parte: 'institucion' }, masAntiguos({ pendientes: true }, 500)),
  ]);
  const porVacante = new Map<number, Pendiente>();
  for (const s of solicitudes.rows) {
    const item = porVacante.get(s.vacanteId);
    if (item) item.cantidad++;
    else porVacante.set(s.vacanteId, { clave: 'ss.solicitudes_por_revisar', cantidad: 1, desde: s.createdAt, detalle: s.vacante, enlace: `/servicio-social/Institucion/vacantes/${s.vacanteId}/solicitudes` });
  }
  const porEstudiante = new Map<number, Pendiente>();
  for (const d of documentos.rows) {
    if (d.prestacionId === null) continue;
    const desde = d.enviadoEn ?? d.createdAt;
    const item = porEstudiante.get(d.prestacionId);
    if (item) {
      item.cantidad++;
      if (item.desde && desde < item.desde) item.desde = desde;
    } else {
      porEstudiante.set(d.prestacionId, {
        clave: 'ss.documentos_por_revisar_institucion', cantidad: 1, desde, detalle: d.estudiante, enlace: `/servicio-social/Institucion/estudiantes/${d.prestacionId}`,
      });
    }
  }
  return [...porVacante.values(), ...porEstudiante.values()];
}
