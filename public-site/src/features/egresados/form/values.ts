import type { ActualizacionInput, RegistroInput } from '../../../../../shared/schemas/egresados';
import type { ExpedientePropio } from '../../../../../shared/schemas/registro';

/** What the inputs hold: text as typed, dates as the date field's `YYYY-MM-DD` ('' when empty), selects as their option value. */
export interface EgresadoFormValues {
  matricula: string;
  nombre: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  curp: string;
  correo: string;
  telefono: string;
  sexo: string;
  fechaNacimiento: string;
  nivelId: string;
  programaId: string;
  anioEgreso: string;
  fechaEgreso: string;
  titulado: boolean;
  fechaTitulacion: string;
  situacionLaboral: string;
  empresa: string;
  puesto: string;
  entidadFederativa: string;
  avisoPrivacidad: boolean;
  sitioWeb: string;
}

export type FormField = keyof EgresadoFormValues;

export const REVISE_CAMPOS = 'Revise los campos marcados: cada uno explica qué falta.';

export const EMPTY_VALUES: EgresadoFormValues = {
  matricula: '',
  nombre: '',
  apellidoPaterno: '',
  apellidoMaterno: '',
  curp: '',
  correo: '',
  telefono: '',
  sexo: '',
  fechaNacimiento: '',
  nivelId: '',
  programaId: '',
  anioEgreso: '',
  fechaEgreso: '',
  titulado: false,
  fechaTitulacion: '',
  situacionLaboral: '',
  empresa: '',
  puesto: '',
  entidadFederativa: '',
  avisoPrivacidad: false,
  sitioWeb: '',
};

/** Jobs where a company and a position make sense; otherwise those fields are hidden and sent empty. */
export const CON_EMPLEO = new Set(['empleado', 'emprendedor']);


function common(v: EgresadoFormValues) {
  const empleo = CON_EMPLEO.has(v.situacionLaboral);
  return {
    nombre: v.nombre,
    apellidoPaterno: v.apellidoPaterno,
    apellidoMaterno: v.apellidoMaterno,
    curp: v.curp,
    correo: v.correo,
    telefono: v.telefono,
    sexo: v.sexo,
    fechaNacimiento: v.fechaNacimiento,
    programaId: v.programaId,
    anioEgreso: v.anioEgreso,
    fechaEgreso: v.fechaEgreso,
    titulado: v.titulado,
    fechaTitulacion: v.titulado ? v.fechaTitulacion : '',
    situacionLaboral: v.situacionLaboral,
    empresa: empleo ? v.empresa : '',
    puesto: empleo ? v.puesto : '',
    entidadFederativa: v.entidadFederativa,
  };
}

/** The body of POST /api/egresados/registro, before the shared schema normalises it. */
export function toRegistro(v: EgresadoFormValues): RegistroInput {
  return { ...common(v), matricula: v.matricula, avisoPrivacidad: v.avisoPrivacidad as true, sitioWeb: v.sitioWeb } as unknown as RegistroInput;
}

export function toActualizacion(v: EgresadoFormValues): ActualizacionInput {
  return common(v) as unknown as ActualizacionInput;
}

/** The API's dates are `YYYY-MM-DD` already: what the date field takes. */
const day = (iso: string | null) => iso?.slice(0, 10) ?? '';

export function fromExpediente(e: ExpedientePropio): EgresadoFormValues {
  return {
    ...EMPTY_VALUES,
    matricula: e.matricula,
    nombre: e.nombre,
    apellidoPaterno: e.apellidoPaterno,
    apellidoMaterno: e.apellidoMaterno ?? '',
    curp: e.curp ?? '',
    correo: e.correo,
    telefono: e.telefono ?? '',
    sexo: e.sexo ?? '',
    fechaNacimiento: day(e.fechaNacimiento),
    nivelId: String(e.nivelId),
    programaId: String(e.programaId),
    anioEgreso: String(e.anioEgreso),
    fechaEgreso: day(e.fechaEgreso),
    titulado: e.titulado,
    fechaTitulacion: day(e.fechaTitulacion),
    situacionLaboral: e.situacionLaboral ?? '',
    empresa: e.empresa ?? '',
    puesto: e.puesto ?? '',
    entidadFederativa: e.entidadFederativa ?? '',
  };
}
