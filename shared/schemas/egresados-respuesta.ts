// A graduate as the API answers it (list, show, create, edit, delete). Apart from the input rules in egresados.ts:
// the public forms download those, and have no use for this.
import {
  ENTIDADES_FEDERATIVAS, ORIGENES, SEXOS, SITUACIONES_LABORALES,
  type EntidadFederativa, type Origen, type Sexo, type SituacionLaboral,
} from '../egresados/valores';
import { z } from '../validation';
import { diaSchema, instanteSchema, mensajeSchema, codigoDe } from './respuestas';

// Stored codes (sexo, situación, entidad, origen) are answered as text: a value outside today's lists, from an older
// upload, still reads rather than failing the whole answer. The type below narrows them for the client.
const codigo = codigoDe;

export const egresadoSchema = z.object({
  id: z.number().int(),
  matricula: z.string(),
  nombre: z.string(),
  apellidoPaterno: z.string(),
  apellidoMaterno: z.string().nullable(),
  curp: z.string().nullable(),
  /** Null for a graduate captured without an address (reached by phone). */
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  sexo: codigo(SEXOS).nullable(),
  fechaNacimiento: diaSchema.nullable(),
  programaId: z.number().int(),
  /** Joined for lists and exports. */
  programa: z.string(),
  programaClave: z.string(),
  nivelId: z.number().int(),
  nivel: z.string(),
  anioEgreso: z.number().int(),
  fechaEgreso: diaSchema.nullable(),
  titulado: z.boolean(),
  fechaTitulacion: diaSchema.nullable(),
  situacionLaboral: codigo(SITUACIONES_LABORALES).nullable(),
  empresa: z.string().nullable(),
  puesto: z.string().nullable(),
  entidadFederativa: codigo(ENTIDADES_FEDERATIVAS).nullable(),
  verificado: z.boolean(),
  verificadoEn: instanteSchema.nullable(),
  origen: codigo(ORIGENES),
  avisoPrivacidadVersion: z.string().nullable(),
  avisoPrivacidadAceptadoEn: instanteSchema.nullable(),
  createdAt: instanteSchema,
  updatedAt: instanteSchema,
  /** An ARCO cancellation blocked the record: only arco.gestionar opens it (issue 34). */
  bloqueado: z.boolean().optional(),
});
export type Egresado = Omit<z.input<typeof egresadoSchema>, 'sexo' | 'situacionLaboral' | 'entidadFederativa' | 'origen'> & {
  sexo: Sexo | null;
  situacionLaboral: SituacionLaboral | null;
  entidadFederativa: EntidadFederativa | null;
  origen: Origen;
};

/** GET /api/egresados/actualizacion: the graduate's own record as the update form edits it (ExpedientePropio). */
export const expedientePropioSchema = egresadoSchema.omit({
  id: true, programaClave: true, verificadoEn: true, origen: true, avisoPrivacidadVersion: true, avisoPrivacidadAceptadoEn: true,
  createdAt: true, updatedAt: true,
}).extend({ correo: z.string() });

/** PUT /api/egresados/actualizacion: the saved record and a link token bound to its (maybe new) correo. */
export const actualizacionGuardadaSchema = mensajeSchema.extend({
  egresado: expedientePropioSchema,
  token: z.string(),
  correoCambiado: z.boolean(),
});

/** GET /api/catalogos/programas: active levels in their order, each with its active programs. */
export const catalogoProgramasSchema = z.object({
  niveles: z.array(
    z.object({
      id: z.number().int(),
      nombre: z.string(),
      programas: z.array(z.object({ id: z.number().int(), clave: z.string(), nombre: z.string() })),
    }),
  ),
});

/**
 * A graduate's social service as the graduate record shows it (GET /api/egresados/:id/servicio-social): the services
 * of the student with the graduate's matrícula, or linked to the graduate, newest first.
 */
export const servicioSocialDeEgresadoSchema = z.object({
  id: z.number().int(),
  estado: z.string(),
  periodo: z.string(),
  institucion: z.string(),
  programa: z.string(),
  fechaInicio: diaSchema,
  fechaFin: diaSchema.nullable(),
  horasAprobadas: z.number(),
  horasRequeridas: z.number(),
  liberadaEn: z.string().meta({ format: 'date-time' }).nullable(),
  /** Only for readers who hold the servicio social office's permission; null for the rest. */
  motivoBaja: z.string().nullable(),
  /** Folios of the verifiable PDFs, once issued (the public page /servicio-social/verificar?folio=… confirms them). */
  folioConstancia: z.string().nullable(),
  folioLiberacion: z.string().nullable(),
});
