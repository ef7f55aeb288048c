// Servicio social's answers (issue 21): what its routes declare in `schema.response` and the apps read, typed by
// inference in servicio-social.ts. Fastify serialises through them, so an answer carries only the fields listed here.
import { ENTIDADES_FEDERATIVAS } from '../egresados/valores';
import {
  ESTADOS_INSTITUCION, ESTADOS_PRESTACION, ESTADOS_PROGRAMA, ESTADOS_SOLICITUD, ESTADOS_VACANTE, HORARIOS, MODALIDADES, SECTORES,
  TIPOS_INSTITUCION,
} from '../servicio-social/valores';
import { z } from '../validation';
import { diaSchema } from './respuestas';
import { perfilEstudianteRespuestaSchema } from './servicio-social-estudiante-respuesta';

/** One of a closed list's keys (the stored value); the list's labels stay in the apps. */
const claveDe = <T extends Record<string, string>>(lista: T) =>
  z.enum(Object.keys(lista) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]]);

/** The services turn timestamps into ISO text themselves (the audit log stores the same objects). */
const instante = z.string().meta({ format: 'date-time' });
const id = z.number().int();
const conteo = z.number().int();

// ── Public ──

export const cifrasPublicasSchema = z.object({ vacantesAbiertas: conteo, instituciones: conteo, estudiantesEnServicio: conteo });

export const ajustesSsSchema = z.object({
  id: id.meta({ description: 'Siempre 1 (react-admin edita los ajustes como un registro).' }),
  horasRequeridas: z.number().int(),
  porcentajeCreditos: z.number().int(),
  duracionMinimaMeses: z.number().int(),
  duracionMaximaMeses: z.number().int(),
  maxHorasDia: z.number().int(),
  solicitudesAbiertas: z.number().int(),
  updatedAt: instante,
});

export const periodoSsSchema = z.object({
  id,
  clave: z.string(),
  inicio: diaSchema,
  fin: diaSchema,
  inscripcionHasta: diaSchema.nullable(),
  activo: z.boolean(),
});

/** GET /informacion: the settings the public pages quote and the active periods. */
export const informacionPublicaSchema = z.object({
  ajustes: ajustesSsSchema.omit({ id: true, updatedAt: true }),
  periodos: z.array(periodoSsSchema),
});

export const invitacionInfoSchema = z.object({ institucion: z.string(), correo: z.string(), nombre: z.string() });

// ── Accounts of an institution ──

export const colegaSchema = z.object({
  usuarioId: id,
  nombre: z.string(),
  correo: z.string(),
  responsable: z.boolean(),
  correoVerificado: z.boolean(),
});

export const institucionSsSchema = z.object({
  id,
  razonSocial: z.string(),
  rfc: z.string(),
  tipo: claveDe(TIPOS_INSTITUCION),
  sector: claveDe(SECTORES),
  entidadFederativa: claveDe(ENTIDADES_FEDERATIVAS),
  municipio: z.string(),
  domicilio: z.string(),
  sitioWeb: z.string().nullable(),
  responsable: z.object({ nombre: z.string(), cargo: z.string(), correo: z.string(), telefono: z.string() }),
  estado: claveDe(ESTADOS_INSTITUCION),
  motivoRechazo: z.string().nullable(),
  validadaEn: instante.nullable(),
  correoVerificado: z.boolean(),
  /** How many programs it has registered. */
  programas: conteo,
  createdAt: instante,
  updatedAt: instante,
});

/** Staff's GET /instituciones/:id: the institution and its accounts. */
export const institucionDetalleSchema = institucionSsSchema.extend({ usuarios: z.array(colegaSchema) });

/** GET /institucion: the institution's home. */
export const panelInstitucionSchema = z.object({
  institucion: institucionSsSchema,
  esResponsable: z.boolean(),
  programas: z.record(claveDe(ESTADOS_PROGRAMA), conteo),
  vacantesAbiertas: z.array(z.object({ id, titulo: z.string(), cupo: conteo, ocupados: conteo, solicitudesPendientes: conteo })),
  solicitudesPendientes: conteo,
  estudiantesEnServicio: conteo,
});

export const programaSsRespuestaSchema = z.object({
  id,
  institucionId: id,
  institucion: z.string(),
  nombre: z.string(),
  objetivo: z.string(),
  actividades: z.string(),
  carreras: z.array(id),
  modalidad: claveDe(MODALIDADES),
  lugar: z.string(),
  horario: claveDe(HORARIOS),
  periodo: z.string(),
  responsable: z.string(),
  apoyoEconomico: z.number().int(),
  estado: claveDe(ESTADOS_PROGRAMA),
  observaciones: z.string().nullable(),
  enviadoEn: instante.nullable(),
  revisadoEn: instante.nullable(),
  vacantes: conteo,
  createdAt: instante,
  updatedAt: instante,
});

export const vacanteSsSchema = z.object({
  id,
  programaId: id,
  programa: z.string(),
  institucionId: id,
  institucion: z.string(),
  titulo: z.string(),
  descripcion: z.string(),
  carreras: z.array(id),
  cupo: conteo,
  ocupados: conteo,
  lugaresDisponibles: conteo,
  publicacionDesde: diaSchema,
  publicacionHasta: diaSchema,
  horario: claveDe(HORARIOS),
  estado: claveDe(ESTADOS_VACANTE),
  solicitudesPendientes: conteo,
  createdAt: instante,
  updatedAt: instante,
});

/** The applicant as the institution reads them; contact data blank once the application left its view. */
export const solicitanteResumenSchema = z.object({
  id,
  nombreCompleto: z.string(),
  matricula: z.string(),
  programa: z.string(),
  semestre: z.number().int(),
  creditos: z.number().int(),
  correo: z.string(),
  telefono: z.string(),
  presentacion: z.string(),
  tieneCv: z.boolean(),
  fotoUrl: z.string().nullable(),
});

export const solicitudSsSchema = z.object({
  id,
  vacanteId: id,
  vacante: z.string(),
  programaId: id,
  programa: z.string(),
  institucionId: id,
  institucion: z.string(),
  estudianteId: id,
  estudiante: solicitanteResumenSchema,
  estado: claveDe(ESTADOS_SOLICITUD),
  motivacion: z.string(),
  motivo: z.string().nullable(),
  createdAt: instante,
  resueltaEn: instante.nullable(),
});

// ── Students ──

/** Staff's view of a student. The account and graduate ids stay on the server: no screen reads them. */
export const estudianteSsSchema = perfilEstudianteRespuestaSchema.extend({
  /** An ARCO cancellation blocked the record: only arco.gestionar opens it (issue 34). */
  bloqueado: z.boolean().optional(),
  solicitudesPendientes: conteo,
  enServicio: z.boolean(),
  createdAt: instante,
  updatedAt: instante,
});

export const carreraRefSchema = z.object({ id, nombre: z.string() });

export const vacanteBusquedaSchema = z.object({
  id,
  titulo: z.string(),
  institucion: z.string(),
  tipoInstitucion: claveDe(TIPOS_INSTITUCION),
  programa: z.string(),
  programaId: id,
  modalidad: claveDe(MODALIDADES),
  horario: claveDe(HORARIOS),
  entidadFederativa: claveDe(ENTIDADES_FEDERATIVAS),
  municipio: z.string(),
  apoyoEconomico: z.number().int(),
  cupo: conteo,
  lugaresDisponibles: conteo,
  publicacionDesde: diaSchema,
  publicacionHasta: diaSchema,
  carreras: z.array(carreraRefSchema),
  /** The student already has a live (pendiente/aceptada) application to it. */
  yaSolicitada: z.boolean(),
});

export const vacanteDetalleSchema = vacanteBusquedaSchema.extend({
  descripcion: z.string(),
  objetivo: z.string(),
  actividades: z.string(),
  lugar: z.string(),
  periodo: z.string(),
  responsable: z.string(),
  sitioWeb: z.string().nullable(),
});

// ── Staff ──

export const cargaElegiblesSchema = z.object({
  total: conteo,
  /** Students now eligible (or confirmed with the school's figure). */
  elegibles: conteo,
  /** Rows whose credits fall below the minimum: marked not eligible with the reason. */
  noElegibles: conteo,
  /** Matrículas with no registered student (nothing stored for them). */
  noEncontradas: z.array(z.object({ fila: z.number().int(), matricula: z.string() })),
  errores: z.array(z.object({ fila: z.number().int(), campo: z.string(), mensaje: z.string() })),
  /** Refused rows beyond the ones listed in `errores` (the list stops at 2,000). */
  erroresOmitidos: conteo,
});

export const fotoDestacadoSchema = z.object({
  id: z.string(),
  /** /_ipx/_/ss/publica/<id> in the public list, a signed /_ipx/_/ss/privada/<token> for staff (unpublished too);
   * add modifiers in the first segment, e.g. /_ipx/w_800/ss/… */
  url: z.string(),
});

export const destacadoSsSchema = z.object({
  id,
  titulo: z.string(),
  historia: z.string().meta({ description: 'HTML ya saneado.' }),
  institucionId: id.nullable(),
  institucion: z.string().nullable(),
  programaId: id.nullable(),
  programa: z.string().nullable(),
  fotos: z.array(fotoDestacadoSchema),
  publicado: z.boolean(),
  orden: z.number().int(),
  createdAt: instante,
  updatedAt: instante,
});

export const destacadoPublicoSchema = destacadoSsSchema.pick({ id: true, titulo: true, historia: true, institucion: true, programa: true, fotos: true });

/** What a delete answers when the record is gone for good (react-admin only reads the id). */
export const borradoSchema = z.object({ id });

// ── Report ──

const filaConteoSchema = z.object({
  id: z.string(),
  etiqueta: z.string(),
  total: conteo,
  enCurso: conteo,
  concluidas: conteo,
  liberadas: conteo,
  bajas: conteo,
  horasAprobadas: z.number(),
});

const turnoRevisionSchema = z.object({
  etapa: z.enum(['institucion', 'oficina']),
  revisiones: conteo,
  /** Average hours from the round reaching the reviewer to the decision. */
  promedioHoras: z.number().nullable(),
});

export const reporteSsSchema = z.object({
  /** The filter as the report applied it. */
  filtro: z.object({ periodo: z.string().optional(), institucionId: id.optional() }),
  totales: z.object({ prestaciones: conteo, enCurso: conteo, concluidas: conteo, liberadas: conteo, bajas: conteo }),
  horas: z.object({ requeridas: z.number(), registradas: z.number(), aprobadas: z.number() }),
  porEstado: z.array(z.object({ estado: claveDe(ESTADOS_PRESTACION), total: conteo })),
  porPeriodo: z.array(filaConteoSchema),
  porPrograma: z.array(filaConteoSchema),
  porInstitucion: z.array(filaConteoSchema),
  /** Monthly reports due (months already over since the start) and not yet sent, for services in progress. */
  informesVencidos: z.object({
    informes: conteo,
    prestaciones: conteo,
    porInstitucion: z.array(z.object({ id: z.string(), etiqueta: z.string(), informes: conteo, prestaciones: conteo })),
  }),
  revision: z.array(turnoRevisionSchema),
});
