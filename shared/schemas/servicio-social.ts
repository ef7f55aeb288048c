// Servicio social (issue 11): the request bodies every form sends and the answers the apps read.
// Browser-safe: plain zod, nothing from server/.
//
// ENDPOINTS (all under /api/servicio-social; «staff» = a permission below, «inst» = institucion role, scoped to
// its own institution in every WHERE; «est» = estudiante role, scoped to itself). Lists follow ra-data-simple-rest
// (sort, range, filter query; array answer + Content-Range) unless said otherwise.
//
// Public (no session)
//   GET    /municipios?entidad=XX                    → string[]   (404-free: unknown entidad → [])
//   GET    /informacion                              → InformacionPublica (settings + periods)
//   GET    /cifras                                   → CifrasPublicas
//   GET    /destacados/publicos                      → DestacadoPublico[] (published only, by `orden`; photos /_ipx/_/ss/publica/<id>)
//   POST   /registro/estudiantes     RegistroEstudianteInput   → 202 RegistroRecibido | 422 {message, errors}
//   POST   /registro/instituciones   RegistroInstitucionInput  → 202 RegistroRecibido | 422
//   POST   /registro/reenviar        {correo}                  → 202 RegistroRecibido (new verification link, silent)
//   GET    /invitaciones?token=                      → InvitacionInfo | 410 {message}
//   POST   /invitaciones/aceptar     AceptarInvitacionInput    → 200 {message} (then sign in at /login) | 410 | 422
//   (email links: GET /api/email/verify?token=… → 303 /email/verified-success)
// Any portal account (est or inst)
//   PUT    /cuenta/password          CambioPasswordInput       → {message} | 422
// Student (est)
//   GET    /estudiante                               → InicioEstudiante (home: status, applications, service, next step)
//   GET    /estudiante/perfil                        → PerfilEstudiante
//   PUT    /estudiante/perfil        PerfilEstudianteInput     → PerfilEstudiante
//   POST   /estudiante/cv            multipart field `cv` (PDF ≤ 5 MB)          → PerfilEstudiante | 422
//   GET    /estudiante/cv                            → the PDF (attachment)
//   POST   /estudiante/foto          multipart field `foto` (JPG/PNG ≤ 3 MB)    → PerfilEstudiante | 422
//   DELETE /estudiante/foto                          → PerfilEstudiante
//   GET    /busqueda?q=&filter=BusquedaFiltro&range=[a,b]&sort=["relevancia"|"fecha","DESC"] → VacanteBusqueda[] + Content-Range
//   GET    /busqueda/:id                             → VacanteDetalle (only open vacancies of approved programs)
//   GET    /estudiante/solicitudes                   → SolicitudPropia[] (plain array, newest first)
//   POST   /solicitudes              SolicitudInput            → 201 SolicitudPropia | 422 (not eligible, limit, serving) | 409 (closed/full/duplicate)
//   POST   /solicitudes/:id/retirar                  → SolicitudPropia (only while pendiente)
// Institution (inst)
//   GET    /institucion                              → PanelInstitucion
//   GET    /institucion/perfil                       → InstitucionSs
//   PUT    /institucion/perfil       InstitucionDatosInput     → InstitucionSs (razón social/RFC changed → pendiente)
//   GET    /institucion/colegas                      → Colega[]
//   POST   /institucion/invitaciones InvitacionInput           → 202 {message} (only the responsable)
//   GET    /programas, /programas/:id                → ProgramaSs (own)
//   POST   /programas                ProgramaSsInput           → 201 ProgramaSs (borrador; needs an approved institution)
//   PUT    /programas/:id            ProgramaSsInput           → ProgramaSs (own, borrador or con_observaciones)
//   DELETE /programas/:id                            → {id} (own borrador)
//   POST   /programas/:id/enviar                     → ProgramaSs (borrador|con_observaciones → enviado)
//   GET    /vacantes, /vacantes/:id                  → VacanteSs (own)
//   POST   /vacantes                 VacanteInput              → 201 VacanteSs (own approved program)
//   PUT    /vacantes/:id             VacanteInput              → VacanteSs (cupo never below ocupados)
//   POST   /vacantes/:id/abrir, /vacantes/:id/cerrar           → VacanteSs
//   GET    /solicitudes?filter={"vacanteId":N,"estado":"pendiente"}, /solicitudes/:id → SolicitudSs (own vacancies' applicants)
//   GET    /solicitudes/:id/cv                       → the applicant's PDF
//   PUT    /solicitudes/:id/estado   ResolverSolicitudInput    → SolicitudSs | 409 full/closed | 422
//   GET    /prestaciones, /prestaciones/:id          → PrestacionSs (own students serving)
// Staff (permissions in the servicio-social area)
//   GET    /ajustes                                  → AjustesSs              (ajustes-ss.ver)
//   PUT    /ajustes                  AjustesInput              → AjustesSs  (ajustes-ss.editar)
//   GET|POST /periodos, GET|PUT|DELETE /periodos/:id PeriodoInput → PeriodoSs (ajustes-ss.*)
//   GET    /instituciones                            → InstitucionSs         (instituciones.ver)
//   GET    /instituciones/:id                        → InstitucionDetalle (+ usuarios: Colega[]) (instituciones.ver)
//   PUT    /instituciones/:id        InstitucionDatosInput     → InstitucionSs (instituciones.editar)
//   PUT    /instituciones/:id/validacion ValidacionInstitucionInput → InstitucionSs (instituciones.editar; emails)
//   GET    /programas, /programas/:id                → ProgramaSs            (ss-programas.ver)
//   PUT    /programas/:id/revision   RevisionProgramaInput     → ProgramaSs  (ss-programas.editar; emails)
//   GET    /vacantes, /vacantes/:id                  → VacanteSs             (vacantes.ver)
//   POST   /vacantes/:id/cerrar                      → VacanteSs             (vacantes.editar)
//   GET    /estudiantes, /estudiantes/:id            → EstudianteSs          (estudiantes.ver)
//   PUT    /estudiantes/:id/elegibilidad ElegibilidadInput     → EstudianteSs (estudiantes.editar; emails)
//   POST   /estudiantes/elegibles    multipart `archivo` (CSV/XLSX: matrícula, créditos) → CargaElegibles (estudiantes.editar)
//   GET    /estudiantes/:id/cv                       → PDF (estudiantes.ver)
//   GET    /solicitudes, /solicitudes/:id            → SolicitudSs           (solicitudes.ver)
//   GET    /prestaciones, /prestaciones/:id          → PrestacionSs          (prestaciones.ver)
//   GET|POST /destacados, GET|PUT|DELETE /destacados/:id  DestacadoInput → DestacadoSs (destacados.*; photos by signed URL)
//   POST   /destacados/:id/fotos     multipart `foto` (JPG/PNG ≤ 5 MB, 12 at most) → DestacadoSs (destacados.editar)
//   DELETE /destacados/:id/fotos/:archivoId         → DestacadoSs (destacados.editar; 404 if not this project's)
import { CURP_MENSAJES, curpProblem } from '../egresados/curp';
import { ENTIDADES_FEDERATIVAS, type EntidadFederativa } from '../egresados/valores';
import { RFC_MENSAJES, normalizarRfc, rfcProblema } from '../servicio-social/rfc';
import {
  ESTADOS_PRESTACION, ESTADOS_SOLICITUD, HORARIOS, MODALIDADES, SECTORES, TIPOS_INSTITUCION,
  type Horario, type Modalidad, type Sector, type TipoInstitucion,
} from '../servicio-social/valores';
import { emailSchema, fechaIsoSchema, passwordSchema, z } from '../validation';
import type {
  archivoInfoSchema, inicioEstudianteSchema, perfilEstudianteRespuestaSchema, prestacionResumenSchema, prestacionSsSchema, solicitudPropiaSchema,
} from './servicio-social-estudiante-respuesta';
import type {
  ajustesSsSchema, cargaElegiblesSchema, carreraRefSchema, cifrasPublicasSchema, colegaSchema, destacadoPublicoSchema, destacadoSsSchema, estudianteSsSchema, fotoDestacadoSchema, informacionPublicaSchema, institucionDetalleSchema, institucionSsSchema, invitacionInfoSchema, panelInstitucionSchema, periodoSsSchema, programaSsRespuestaSchema, solicitanteResumenSchema, solicitudSsSchema, vacanteBusquedaSchema, vacanteDetalleSchema, vacanteSsSchema,
} from './servicio-social-respuesta';

// ── Field helpers ──────────────────────────────────────────────────────────────────────────────────────

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;
export const SIN_CONTROL = (label: string) => `${label} no puede contener saltos de línea ni caracteres de control`;

/** A one-line text: trimmed, NFC, refuses control characters (CR, LF, TAB…). */
export const lineaSchema = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: `${label} debe ser texto` })
      .refine((v) => !CONTROL.test(v), { message: SIN_CONTROL(label), abort: true })
      .transform((v) => v.trim().normalize())
      .pipe(
        z
          .string()
          .min(1, { message: `${label} es obligatorio`, abort: true })
          .max(max, `${label} no puede tener más de ${max} caracteres`),
      ),
  );

export const lineaOpcional = (max: number, label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    z
      .string({ error: `${label} debe ser texto` })
      .refine((v) => !CONTROL.test(v), { message: SIN_CONTROL(label), abort: true })
      .transform((v) => v.trim().normalize())
      .pipe(z.string().max(max, `${label} no puede tener más de ${max} caracteres`))
      .nullable(),
  );

/** Multi-line plain text (objetivo, actividades, motivación): line breaks allowed, other control characters not. */
export const parrafoSchema = (max: number, label: string, min = 1) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: `${label} debe ser texto` })
      .transform((v) => v.replace(/\r\n?/g, '\n').trim().normalize())
      // eslint-disable-next-line no-control-regex -- line breaks allowed, other control characters not
      .refine((v) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(v), { message: `${label} contiene caracteres no permitidos`, abort: true })
      .pipe(
        z
          .string()
          .min(1, { message: `${label} es obligatorio`, abort: true })
          .min(min, `${label} debe tener al menos ${min} caracteres`)
          .max(max, `${label} no puede tener más de ${max} caracteres`),
      ),
  );

export const enumDe = <K extends string>(labels: Record<K, string>, message: string) =>
  z.enum(Object.keys(labels) as [K, ...K[]], { error: message });

export const entero = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} debe ser un número` })
    .int(`${label} debe ser un número entero`)
    .min(min, `${label} debe ser al menos ${min}`)
    .max(max, `${label} no puede ser mayor que ${max}`);

export const idSchema = (label: string) =>
  z.coerce.number({ error: `Seleccione ${label}` }).int(`Seleccione ${label}`).positive(`Seleccione ${label}`);

export const matriculaSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v ?? ''),
  z
    .string({ error: 'La matrícula debe ser texto' })
    .trim()
    .min(1, { message: 'La matrícula es obligatoria', abort: true })
    .max(30, 'La matrícula no puede tener más de 30 caracteres')
    .regex(/^[A-Za-z0-9][A-Za-z0-9\-/.]*$/, 'La matrícula solo puede tener letras, números, guiones, puntos y diagonales')
    .transform((v) => v.toUpperCase()),
);

export const curpObligatoriaSchema = z
  .string({ error: 'La CURP es obligatoria' })
  .transform((v) => v.trim().toUpperCase())
  .superRefine((v, ctx) => {
    if (!v) return void ctx.addIssue({ code: 'custom', message: 'La CURP es obligatoria' });
    const problem = curpProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: CURP_MENSAJES[problem] });
  });

export const rfcSchema = z
  .string({ error: 'El RFC es obligatorio' })
  .transform(normalizarRfc)
  .superRefine((v, ctx) => {
    if (!v) return void ctx.addIssue({ code: 'custom', message: 'El RFC es obligatorio' });
    const problema = rfcProblema(v);
    if (problema) ctx.addIssue({ code: 'custom', message: RFC_MENSAJES[problema] });
  });

/** Ten digits; spaces, dashes, dots, parentheses and a leading +52 are dropped first. */
export const telefonoSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s\-().]/g, '').replace(/^\+?52(?=\d{10}$)/, '') : typeof v === 'number' ? String(v) : v ?? ''),
  z.string({ error: 'El teléfono es obligatorio' }).min(1, { message: 'El teléfono es obligatorio', abort: true }).regex(/^\d{10}$/, 'El teléfono debe tener 10 dígitos'),
);

export const sitioWebSchema = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'El sitio web debe ser texto' })
    .max(300, 'El sitio web no puede tener más de 300 caracteres')
    .transform((v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`))
    .refine((v) => {
      try {
        const url = new URL(v);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    }, 'Escriba una dirección web válida, por ejemplo https://www.ejemplo.org.mx')
    .nullable(),
);

export const AVISO_OBLIGATORIO = 'Debe aceptar el aviso de privacidad para continuar';
export const avisoSchema = z.literal(true, { error: AVISO_OBLIGATORIO });

/** Hidden form field bots fill and people never see (leave it out or empty). */
export const HONEYPOT = 'apodo';
const honeypot = z.string().max(500).optional();

export const entidadSchema = z.enum(Object.keys(ENTIDADES_FEDERATIVAS) as [EntidadFederativa, ...EntidadFederativa[]], {
  error: 'Seleccione una de las 32 entidades federativas',
});

// ── Public registration (API contract: field names fixed) ─────────────────────────────────────────────

export const registroEstudianteSchema = z.object({
  matricula: matriculaSchema,
  nombre: lineaSchema(120, 'El nombre'),
  apellidoPaterno: lineaSchema(80, 'El apellido paterno'),
  apellidoMaterno: lineaOpcional(80, 'El apellido materno'),
  curp: curpObligatoriaSchema,
  correo: emailSchema,
  programaId: idSchema('un programa de la lista'),
  semestre: entero('El semestre', 1, 14),
  creditos: entero('El porcentaje de créditos', 0, 100),
  telefono: telefonoSchema,
  password: passwordSchema,
  avisoPrivacidad: avisoSchema,
  apodo: honeypot,
});
export type RegistroEstudianteInput = z.input<typeof registroEstudianteSchema>;

/**
 * A student who came in with the institutional account completes the profile: name and email are the provider's
 * (shown, not sent), the rest is what registration asks.
 */
export const completarPerfilSchema = registroEstudianteSchema
  .pick({ matricula: true, curp: true, programaId: true, semestre: true, creditos: true, telefono: true, avisoPrivacidad: true });
export type CompletarPerfilInput = z.input<typeof completarPerfilSchema>;

/** GET /estudiante/completar: what the provider said, prefilled and read-only. */
export const prellenadoPerfilSchema = z.object({
  nombre: z.string(),
  apellidoPaterno: z.string(),
  apellidoMaterno: z.string().nullable(),
  correo: z.string(),
  /** The profile exists already (the page sends the student on to the portal): an answer, not an error, to a bookmark. */
  completo: z.boolean(),
});
export type PrellenadoPerfil = z.infer<typeof prellenadoPerfilSchema>;

export const responsableSchema = z.object({
  nombre: lineaSchema(160, 'El nombre del responsable'),
  cargo: lineaSchema(120, 'El cargo del responsable'),
  correo: emailSchema,
  telefono: telefonoSchema,
});

/** The institution's data, as registered and as edited later (profile, staff). */
export const institucionDatosSchema = z.object({
  razonSocial: lineaSchema(200, 'La razón social'),
  rfc: rfcSchema,
  tipo: enumDe<TipoInstitucion>(TIPOS_INSTITUCION, 'Seleccione un tipo de institución de la lista'),
  sector: enumDe<Sector>(SECTORES, 'Seleccione un sector de la lista'),
  entidadFederativa: entidadSchema,
  /** Checked on the server against GET /municipios?entidad=… */
  municipio: lineaSchema(120, 'El municipio'),
  domicilio: lineaSchema(300, 'El domicilio'),
  sitioWeb: sitioWebSchema,
  responsable: responsableSchema,
});
export type InstitucionDatosInput = z.input<typeof institucionDatosSchema>;

export const registroInstitucionSchema = institucionDatosSchema.extend({
  password: passwordSchema,
  avisoPrivacidad: avisoSchema,
  apodo: honeypot,
});
export type RegistroInstitucionInput = z.input<typeof registroInstitucionSchema>;

export const reenvioSsSchema = z.object({ correo: emailSchema });

export const REGISTRO_RECIBIDO =
  'Recibimos su registro. Le enviamos un correo para confirmar su dirección; siga el enlace para activar su cuenta. Si ya tenía una cuenta, le escribimos a ese correo.';
export interface RegistroRecibido {
  message: string;
}

export const MUNICIPIO_INVALIDO = 'Seleccione un municipio de la lista de la entidad federativa';

// ── Accounts ──────────────────────────────────────────────────────────────────────────────────────────

export const cambioPasswordSchema = z.object({
  actual: z.string({ error: 'Escriba su contraseña actual' }).min(1, 'Escriba su contraseña actual').max(256),
  nueva: passwordSchema,
});
export type CambioPasswordInput = z.input<typeof cambioPasswordSchema>;

export const invitacionSchema = z.object({ nombre: lineaSchema(160, 'El nombre'), correo: emailSchema });
export type InvitacionInput = z.input<typeof invitacionSchema>;

export const aceptarInvitacionSchema = z.object({
  token: z.string({ error: 'Falta el enlace de invitación' }).min(1, 'Falta el enlace de invitación').max(2000),
  nombre: lineaSchema(160, 'El nombre'),
  password: passwordSchema,
});
export type AceptarInvitacionInput = z.input<typeof aceptarInvitacionSchema>;

export type InvitacionInfo = z.infer<typeof invitacionInfoSchema>;
export type Colega = z.infer<typeof colegaSchema>;

// ── Student ───────────────────────────────────────────────────────────────────────────────────────────

/** What a student may change on their own: contact data (academic data is the school's). */
export const perfilEstudianteSchema = z.object({
  telefono: telefonoSchema,
  presentacion: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string().transform((v) => v.replace(/\r\n?/g, '\n').trim()).pipe(z.string().max(1000, 'La presentación no puede tener más de 1000 caracteres')),
  ),
});
export type PerfilEstudianteInput = z.input<typeof perfilEstudianteSchema>;

export const solicitudSchema = z.object({
  vacanteId: idSchema('una vacante'),
  motivacion: parrafoSchema(2000, 'La motivación', 20),
});
export type SolicitudInput = z.input<typeof solicitudSchema>;

export const busquedaFiltroSchema = z.object({
  q: z.string().max(200).optional(),
  /** A catalog programa id, or 'todas'; absent means the student's own program. */
  carrera: z.union([z.coerce.number().int().positive(), z.literal('todas')]).optional(),
  modalidad: enumDe<Modalidad>(MODALIDADES, 'Modalidad no válida').optional(),
  entidad: entidadSchema.optional(),
  municipio: z.string().max(120).optional(),
  horario: enumDe<Horario>(HORARIOS, 'Horario no válido').optional(),
  apoyoEconomico: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  tipoInstitucion: enumDe<TipoInstitucion>(TIPOS_INSTITUCION, 'Tipo de institución no válido').optional(),
});
export type BusquedaFiltro = z.input<typeof busquedaFiltroSchema>;
export const ORDENES_BUSQUEDA = ['relevancia', 'fecha'] as const;

// The student portal's answers: their schemas are in servicio-social-estudiante-respuesta.ts.
export type ArchivoInfo = z.infer<typeof archivoInfoSchema>;
export type PerfilEstudiante = z.infer<typeof perfilEstudianteRespuestaSchema>;
export type SolicitudPropia = z.infer<typeof solicitudPropiaSchema>;
export type PrestacionResumen = z.infer<typeof prestacionResumenSchema>;
export type InicioEstudiante = z.infer<typeof inicioEstudianteSchema>;

export type CarreraRef = z.infer<typeof carreraRefSchema>;
export type VacanteBusqueda = z.infer<typeof vacanteBusquedaSchema>;
export type VacanteDetalle = z.infer<typeof vacanteDetalleSchema>;

// ── Institution ───────────────────────────────────────────────────────────────────────────────────────

export const programaSsSchema = z.object({
  nombre: lineaSchema(200, 'El nombre del programa'),
  objetivo: parrafoSchema(3000, 'El objetivo general'),
  actividades: parrafoSchema(5000, 'Las actividades'),
  carreras: z
    .array(idSchema('una carrera'), { error: 'Seleccione al menos una carrera' })
    .min(1, 'Seleccione al menos una carrera')
    .max(100, 'Demasiadas carreras')
    .transform((ids) => [...new Set(ids)]),
  modalidad: enumDe<Modalidad>(MODALIDADES, 'Seleccione una modalidad (presencial, a distancia o mixta)'),
  lugar: lineaSchema(300, 'El lugar'),
  horario: enumDe<Horario>(HORARIOS, 'Seleccione un horario (matutino, vespertino o flexible)'),
  /** A period's clave, e.g. «2027-1» (GET /informacion lists them). */
  periodo: lineaSchema(20, 'El periodo'),
  responsable: lineaSchema(160, 'El responsable'),
  /** Monthly support in pesos; 0 means none. */
  apoyoEconomico: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v === true ? 1 : v === false ? 0 : v), entero('El apoyo económico', 0, 1_000_000)),
});
export type ProgramaSsInput = z.input<typeof programaSsSchema>;

export const vacanteSchema = z
  .object({
    programaId: idSchema('un programa aprobado'),
    titulo: lineaSchema(200, 'El título'),
    descripcion: z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(3000, 'La descripción no puede tener más de 3000 caracteres')),
    carreras: z
      .array(idSchema('una carrera'), { error: 'Seleccione al menos una carrera' })
      .min(1, 'Seleccione al menos una carrera')
      .transform((ids) => [...new Set(ids)]),
    cupo: entero('El cupo', 1, 500),
    publicacionDesde: fechaIsoSchema('La fecha de inicio de publicación'),
    publicacionHasta: fechaIsoSchema('La fecha de fin de publicación'),
    horario: enumDe<Horario>(HORARIOS, 'Seleccione un horario (matutino, vespertino o flexible)'),
  })
  .superRefine((v, ctx) => {
    if (v.publicacionHasta < v.publicacionDesde) {
      ctx.addIssue({ code: 'custom', path: ['publicacionHasta'], message: 'La publicación no puede terminar antes de empezar' });
    }
  });
export type VacanteInput = z.input<typeof vacanteSchema>;

export const resolverSolicitudSchema = z
  .object({
    estado: z.enum(['aceptada', 'rechazada'], { error: 'Elija aceptar o rechazar' }),
    motivo: lineaOpcional(1000, 'El motivo'),
    /** Optional on acceptance: who supervises the student (issue 12 mails them the reports). */
    supervisorNombre: lineaOpcional(160, 'El nombre del supervisor'),
    supervisorCorreo: z.preprocess((v) => (v === '' || v === null ? undefined : v), emailSchema.optional()),
    fechaInicio: z.preprocess((v) => (v === '' || v === null ? undefined : v), fechaIsoSchema('La fecha de inicio').optional()),
  })
  .superRefine((v, ctx) => {
    if (v.estado === 'rechazada' && !v.motivo) ctx.addIssue({ code: 'custom', path: ['motivo'], message: 'Escriba el motivo del rechazo' });
  });
export type ResolverSolicitudInput = z.input<typeof resolverSolicitudSchema>;

export type InstitucionSs = z.infer<typeof institucionSsSchema>;

/** Staff's GET /instituciones/:id: the institution and its accounts. */
export type InstitucionDetalle = z.infer<typeof institucionDetalleSchema>;
export type ProgramaSs = z.infer<typeof programaSsRespuestaSchema>;
export type VacanteSs = z.infer<typeof vacanteSsSchema>;
export type SolicitanteResumen = z.infer<typeof solicitanteResumenSchema>;
export type SolicitudSs = z.infer<typeof solicitudSsSchema>;

export type PrestacionSs = z.infer<typeof prestacionSsSchema>;

export type PanelInstitucion = z.infer<typeof panelInstitucionSchema>;

// ── Staff ─────────────────────────────────────────────────────────────────────────────────────────────

export const validacionInstitucionSchema = z
  .object({
    estado: z.enum(['aprobada', 'rechazada'], { error: 'Elija aprobar o rechazar' }),
    motivo: lineaOpcional(1000, 'El motivo'),
  })
  .superRefine((v, ctx) => {
    if (v.estado === 'rechazada' && !v.motivo) ctx.addIssue({ code: 'custom', path: ['motivo'], message: 'Escriba el motivo del rechazo' });
  });
export type ValidacionInstitucionInput = z.input<typeof validacionInstitucionSchema>;

export const revisionProgramaSchema = z
  .object({
    estado: z.enum(['aprobado', 'con_observaciones', 'rechazado'], { error: 'Elija aprobar, devolver con observaciones o rechazar' }),
    observaciones: z.preprocess(
      (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
      z.string().transform((v) => v.replace(/\r\n?/g, '\n').trim()).pipe(z.string().max(3000, 'Las observaciones no pueden tener más de 3000 caracteres')).nullable(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.estado !== 'aprobado' && !v.observaciones) {
      ctx.addIssue({ code: 'custom', path: ['observaciones'], message: 'Escriba las observaciones o el motivo para la institución' });
    }
  });
export type RevisionProgramaInput = z.input<typeof revisionProgramaSchema>;

export const elegibilidadSchema = z
  .object({
    elegible: z.boolean({ error: 'Indique si el estudiante es elegible' }),
    motivo: lineaOpcional(1000, 'El motivo'),
  })
  .superRefine((v, ctx) => {
    if (!v.elegible && !v.motivo) ctx.addIssue({ code: 'custom', path: ['motivo'], message: 'Escriba por qué el estudiante no es elegible' });
  });
export type ElegibilidadInput = z.input<typeof elegibilidadSchema>;

export const ajustesSchema = z
  .object({
    horasRequeridas: entero('Las horas requeridas', 1, 2000),
    porcentajeCreditos: entero('El porcentaje mínimo de créditos', 0, 100),
    duracionMinimaMeses: entero('La duración mínima', 1, 60),
    duracionMaximaMeses: entero('La duración máxima', 1, 60),
    maxHorasDia: entero('El máximo de horas por día', 1, 24),
    solicitudesAbiertas: entero('Las solicitudes abiertas a la vez', 1, 20),
  })
  .superRefine((v, ctx) => {
    if (v.duracionMaximaMeses < v.duracionMinimaMeses) {
      ctx.addIssue({ code: 'custom', path: ['duracionMaximaMeses'], message: 'La duración máxima no puede ser menor que la mínima' });
    }
  });
export type AjustesInput = z.input<typeof ajustesSchema>;

export type AjustesSs = z.infer<typeof ajustesSsSchema>;

export const periodoSchema = z
  .object({
    clave: lineaSchema(20, 'La clave del periodo').pipe(z.string().regex(/^\d{4}-\d{1,2}$/, 'La clave del periodo debe ser como 2027-1')),
    inicio: fechaIsoSchema('La fecha de inicio'),
    fin: fechaIsoSchema('La fecha de fin'),
    inscripcionHasta: z.preprocess((v) => (v === '' || v === undefined ? null : v), fechaIsoSchema('La fecha límite de inscripción').nullable()),
    activo: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.fin < v.inicio) ctx.addIssue({ code: 'custom', path: ['fin'], message: 'El periodo no puede terminar antes de empezar' });
  });
export type PeriodoInput = z.input<typeof periodoSchema>;

export type PeriodoSs = z.infer<typeof periodoSsSchema>;
export type EstudianteSs = z.infer<typeof estudianteSsSchema>;
export type CargaElegibles = z.infer<typeof cargaElegiblesSchema>;

export const destacadoSchema = z.object({
  titulo: lineaSchema(200, 'El título'),
  /** Rich text; sanitised on the server. */
  historia: z.string({ error: 'La historia es obligatoria' }).min(1, 'La historia es obligatoria').max(50_000, 'La historia es demasiado larga'),
  institucionId: z.preprocess((v) => (v === '' || v === undefined ? null : v), idSchema('una institución').nullable()),
  programaId: z.preprocess((v) => (v === '' || v === undefined ? null : v), idSchema('un programa').nullable()),
  publicado: z.boolean().default(true),
  orden: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type DestacadoInput = z.input<typeof destacadoSchema>;

export type FotoDestacado = z.infer<typeof fotoDestacadoSchema>;
export type DestacadoSs = z.infer<typeof destacadoSsSchema>;
export type DestacadoPublico = z.infer<typeof destacadoPublicoSchema>;

// ── Public ────────────────────────────────────────────────────────────────────────────────────────────

export type InformacionPublica = z.infer<typeof informacionPublicaSchema>;
export type CifrasPublicas = z.infer<typeof cifrasPublicasSchema>;

// ── Messages the API answers with (tests and UIs may match them) ─────────────────────────────────────

export const MENSAJES_SS = {
  noElegible: 'Aún no puede solicitar: la oficina de servicio social no ha confirmado que sea elegible',
  correoSinVerificar: 'Confirme su correo electrónico antes de continuar (revise su bandeja de entrada)',
  limiteSolicitudes: (n: number) => `Ya tiene ${n} solicitudes abiertas, el máximo permitido. Retire una para solicitar otra`,
  yaPrestando: 'Ya está prestando su servicio social; no puede solicitar otra vacante',
  vacanteCerrada: 'La vacante ya no recibe solicitudes',
  vacanteLlena: 'La vacante ya no tiene lugares disponibles',
  yaSolicitada: 'Ya tiene una solicitud para esta vacante',
  institucionPendiente: 'Su institución aún no ha sido validada por la oficina de servicio social',
  institucionSinAprobar: 'Su institución aún no ha sido aprobada por la oficina de servicio social: por ahora solo puede consultar su estado y su perfil',
  programaNoAprobado: 'Solo los programas aprobados pueden tener vacantes',
  programaNoEditable: 'El programa solo se puede modificar en borrador o con observaciones',
  solicitudResuelta: 'La solicitud ya fue resuelta',
  estudianteYaPresta: 'El estudiante ya fue aceptado en otra vacante',
  cupoMenorQueOcupados: 'El cupo no puede ser menor que los lugares ya ocupados',
  periodoInexistente: 'Seleccione un periodo de la lista',
  carreraInexistente: 'Alguna de las carreras seleccionadas no existe',
  carreraFueraDelPrograma: 'Las carreras de la vacante deben ser del programa',
  passwordActualIncorrecta: 'La contraseña actual no es correcta',
  invitacionInvalida: 'La invitación no es válida o ya venció. Pida una nueva a su institución',
  soloResponsable: 'Solo el responsable de la institución puede invitar a colegas',
} as const;

export { ENTIDADES_FEDERATIVAS, ESTADOS_PRESTACION, ESTADOS_SOLICITUD, HORARIOS, MODALIDADES, SECTORES, TIPOS_INSTITUCION };
