import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { inicioMes, mesDe, sumarDias, sumarMesesFecha } from '../../shared/servicio-social/horas';
import { apiLogin, bearer, type SignedIn } from './session';
import {
  CLAVE_SS, aprobarInstitucion, asegurarPeriodo, crearCarrera, curpAleatoria, marcarElegible, registrarEstudianteApi, registrarInstitucionApi,
  rfcAleatorio, verificarCorreo,
} from './servicio-social';

const SS = '/api/servicio-social';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

export interface PrestacionEnCurso {
  institucion: SignedIn & { correo: string; razonSocial: string };
  estudiante: SignedIn & { correo: string; matricula: string; nombre: string };
  prestacionId: number;
  /** The first month of the service (YYYY-MM), already over: its report is due. */
  mes: string;
}

/**
 * An approved institution with an approved program and vacancy, and an eligible student accepted there, serving since
 * the start of last month: everything a monthly report needs, through the API with each party's own session.
 */
export async function prestacionEnCurso(request: APIRequestContext, page: Page, adminToken: string, id: string): Promise<PrestacionEnCurso> {
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const mes = mesDe(sumarMesesFecha(inicioMes(mesDe(hoy)), -1));
  const rfc = rfcAleatorio();
  const correoInst = `${id}-inst@correo.mx`.toLowerCase();
  const razonSocial = `Casa Hogar ${id}`;
  const alumno = { matricula: id.replace(/[^A-Za-z0-9-]/g, '').slice(-28).toUpperCase(), correo: `${id}-e@alumnos.mx`.toLowerCase(), curp: curpAleatoria(), nombre: 'Mariana' };
  const carreraId = await crearCarrera(request, adminToken, `Licenciatura en Psicología ${id}`);
  await asegurarPeriodo(request, adminToken, '2031-1');
  await registrarInstitucionApi(request, rfc, correoInst, razonSocial);
  await registrarEstudianteApi(request, alumno, carreraId);
  await verificarCorreo(page, correoInst);
  await verificarCorreo(page, alumno.correo);
  await aprobarInstitucion(request, adminToken, rfc);
  await marcarElegible(request, adminToken, alumno.matricula);
  const institucion = await apiLogin(request, correoInst, CLAVE_SS);
  const estudiante = await apiLogin(request, alumno.correo, CLAVE_SS);
  const inst = bearer(institucion.token);
  const est = bearer(estudiante.token);
  const programa = await ok<{ id: number }>(await request.post(`${SS}/programas`, {
    headers: inst,
    data: {
      nombre: `Acompañamiento escolar ${id}`, objetivo: 'Acompañar a niñas, niños y adolescentes de la casa hogar.', actividades: 'Asesoría de tareas.',
      carreras: [carreraId], modalidad: 'presencial', lugar: 'Casa hogar, Zapopan', horario: 'vespertino', periodo: '2031-1', responsable: 'Laura Gómez', apoyoEconomico: 0,
    },
  }), 201);
  await ok(await request.post(`${SS}/programas/${programa.id}/enviar`, { headers: inst }));
  await ok(await request.put(`${SS}/programas/${programa.id}/revision`, { headers: bearer(adminToken), data: { estado: 'aprobado' } }));
  const vacante = await ok<{ id: number }>(await request.post(`${SS}/vacantes`, {
    headers: inst,
    data: { programaId: programa.id, titulo: `Acompañante de tareas ${id}`, carreras: [carreraId], cupo: 1, publicacionDesde: sumarDias(hoy, -90), publicacionHasta: sumarDias(hoy, 90), horario: 'vespertino' },
  }), 201);
  const solicitud = await ok<{ id: number }>(await request.post(`${SS}/solicitudes`, { headers: est, data: { vacanteId: vacante.id, motivacion: 'Quiero acompañar a los adolescentes de la casa hogar.' } }), 201);
  await ok(await request.put(`${SS}/solicitudes/${solicitud.id}/estado`, {
    headers: inst, data: { estado: 'aceptada', supervisorNombre: 'Mtra. Laura Díaz', supervisorCorreo: `${id}-supervisora@correo.mx`.toLowerCase(), fechaInicio: inicioMes(mes) },
  }));
  const { prestacion } = await ok<{ prestacion: { id: number } }>(await request.get(`${SS}/estudiante`, { headers: est }));
  return {
    institucion: { ...institucion, correo: correoInst, razonSocial },
    estudiante: { ...estudiante, correo: alumno.correo, matricula: alumno.matricula, nombre: `${alumno.nombre} Prueba` },
    prestacionId: prestacion.id,
    mes,
  };
}

/** The student writes the month's report (both sections) and sends it; returns its id and title. */
export async function informeEnviado(request: APIRequestContext, estudianteToken: string, mes: string): Promise<{ id: number; titulo: string }> {
  const est = bearer(estudianteToken);
  const informe = await ok<{ id: number; titulo: string; contenido: string; revision: number }>(
    await request.post(`${SS}/documentos`, { headers: est, data: { tipo: 'informe_mensual', mes } }), 201);
  const contenido = informe.contenido
    .replace('<p>Describa las actividades del mes.</p>', '<p>Asesoré las tareas de la tarde de lunes a jueves.</p>')
    .replace('<h3>Logros y dificultades</h3><p></p>', '<h3>Logros y dificultades</h3><p>Todos entregaron sus tareas a tiempo.</p>');
  await ok(await request.put(`${SS}/documentos/${informe.id}/borrador`, { headers: est, data: { contenido, revision: informe.revision } }));
  await ok(await request.post(`${SS}/documentos/${informe.id}/enviar`, { headers: est }));
  return { id: informe.id, titulo: informe.titulo };
}
