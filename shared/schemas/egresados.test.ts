import { describe, expect, it } from 'vitest';
import {
  actualizacionSchema, anioEgresoSchema, anioMaximo, curpSchema, egresadoFields, egresadoInputSchema, matriculaSchema,
  registroSchema, sexoSchema, situacionLaboralSchema, entidadFederativaSchema, telefonoSchema, tituladoSchema,
} from './egresados';

const valido = {
  matricula: 'l2020001',
  nombre: ' Ramón ',
  apellidoPaterno: 'Núñez',
  apellidoMaterno: '',
  curp: '',
  correo: 'Ramon.Nunez@Correo.MX',
  telefono: '',
  sexo: '',
  fechaNacimiento: '',
  programaId: '3',
  anioEgreso: '2020',
  fechaEgreso: '',
  titulado: '',
  fechaTitulacion: '',
  situacionLaboral: '',
  empresa: '',
  puesto: '',
  entidadFederativa: '',
};
const errores = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('egresadoInputSchema', () => {
  it('normalises form values: blanks to null, matrícula upper case, correo lower case, numbers from text', () => {
    expect(egresadoInputSchema.parse(valido)).toEqual({
      matricula: 'L2020001', nombre: 'Ramón', apellidoPaterno: 'Núñez', apellidoMaterno: null, curp: null, correo: 'ramon.nunez@correo.mx',
      telefono: null, sexo: null, fechaNacimiento: null, programaId: 3, anioEgreso: 2020, fechaEgreso: null, titulado: false,
      fechaTitulacion: null, situacionLaboral: null, empresa: null, puesto: null, entidadFederativa: null,
    });
  });

  it('accepts spreadsheet text for every field', () => {
    const parsed = egresadoInputSchema.parse({
      ...valido, curp: 'mahj280603msprrv09', telefono: '+52 (33) 1234-5678', sexo: 'Femenino', fechaNacimiento: 35869,
      anioEgreso: '2015-2019', fechaEgreso: '15/07/2019', titulado: 'Sí', fechaTitulacion: '2020-02-01',
      situacionLaboral: 'Empleada', entidadFederativa: 'Ciudad de México',
    });
    expect(parsed).toMatchObject({
      curp: 'MAHJ280603MSPRRV09', telefono: '3312345678', sexo: 'M', fechaNacimiento: '1998-03-15', anioEgreso: 2019,
      fechaEgreso: '2019-07-15', titulado: true, fechaTitulacion: '2020-02-01', situacionLaboral: 'empleado', entidadFederativa: 'DF',
    });
  });

  it('names the field of each cross-field problem', () => {
    const check = (extra: object) => errores(egresadoInputSchema.safeParse({ ...valido, ...extra }));
    expect(check({ fechaNacimiento: '2999-01-01' })).toEqual({ fechaNacimiento: 'La fecha de nacimiento no puede ser futura' });
    expect(check({ fechaNacimiento: '2010-01-01' })).toEqual({ fechaNacimiento: 'La fecha de nacimiento no es congruente con el año de egreso' });
    expect(check({ fechaNacimiento: '1850-01-01' })).toEqual({ fechaNacimiento: 'La fecha de nacimiento no es válida' });
    expect(check({ fechaEgreso: '2019-12-31' })).toEqual({ fechaEgreso: 'La fecha de egreso no coincide con el año de egreso' });
    expect(check({ fechaTitulacion: '2021-01-01' })).toEqual({ fechaTitulacion: 'Solo un egresado titulado tiene fecha de titulación' });
    expect(check({ titulado: true, fechaEgreso: '2020-07-01', fechaTitulacion: '2020-06-30' })).toEqual({
      fechaTitulacion: 'La fecha de titulación no puede ser anterior a la de egreso',
    });
    expect(check({ titulado: true, fechaTitulacion: '2999-01-01' })).toEqual({ fechaTitulacion: 'La fecha de titulación no puede ser futura' });
    expect(check({ titulado: true, fechaEgreso: '2020-07-01', fechaTitulacion: '2020-07-01' })).toEqual({});
  });

  it('reports required fields in Spanish', () => {
    expect(errores(egresadoInputSchema.safeParse({}))).toMatchObject({
      matricula: 'La matrícula es obligatoria',
      nombre: 'El nombre es obligatorio',
      apellidoPaterno: 'El apellido paterno es obligatorio',
      programaId: 'Seleccione el programa',
      anioEgreso: 'El año de egreso es obligatorio (por ejemplo 2024)',
    });
  });
});

describe('field rules', () => {
  it('matrícula: numbers from spreadsheets, letters, digits, - / . only', () => {
    expect(matriculaSchema.parse(20231234)).toBe('20231234');
    expect(matriculaSchema.parse(' a-12/3.b ')).toBe('A-12/3.B');
    expect(matriculaSchema.safeParse('con espacio').success).toBe(false);
    expect(matriculaSchema.safeParse('-123').success).toBe(false);
    expect(matriculaSchema.safeParse('x'.repeat(31)).success).toBe(false);
  });

  it('CURP: optional, upper-cased, each problem with its message', () => {
    expect(curpSchema.parse('  ')).toBeNull();
    expect(curpSchema.parse(null)).toBeNull();
    expect(curpSchema.parse(' mahj280603msprrv09 ')).toBe('MAHJ280603MSPRRV09');
    expect(errores(curpSchema.safeParse('MAHJ280603'))).toEqual({ '': 'La CURP debe tener 18 caracteres' });
    expect(errores(curpSchema.safeParse('MAHJ281303MSPRRV09'))).toEqual({ '': 'La CURP no tiene un formato válido' });
    expect(errores(curpSchema.safeParse('MAHJ280603MSPRRV08'))).toEqual({ '': 'La CURP no es válida: revise el dígito verificador' });
  });

  it('teléfono: ten digits after dropping separators and +52', () => {
    expect(telefonoSchema.parse('33 1234 5678')).toBe('3312345678');
    expect(telefonoSchema.parse('+52 33 1234 5678')).toBe('3312345678');
    expect(telefonoSchema.parse('52 (33) 1234.5678')).toBe('3312345678');
    expect(telefonoSchema.parse(3312345678)).toBe('3312345678');
    expect(telefonoSchema.parse('')).toBeNull();
    expect(telefonoSchema.safeParse('1234567').success).toBe(false);
    expect(telefonoSchema.safeParse('+1 33 1234 5678').success).toBe(false);
    expect(telefonoSchema.safeParse('331234567a').success).toBe(false);
  });

  it('año de egreso: a year or a generation written as a range (the year it ends)', () => {
    expect(anioEgresoSchema.parse('2015-2019')).toBe(2019);
    expect(anioEgresoSchema.parse('2015 – 2019')).toBe(2019);
    expect(anioEgresoSchema.parse('2015/2019')).toBe(2019);
    expect(anioEgresoSchema.parse(' 2019 ')).toBe(2019);
    expect(anioEgresoSchema.parse(2019)).toBe(2019);
    expect(anioEgresoSchema.safeParse(1949).success).toBe(false);
    expect(anioEgresoSchema.safeParse(anioMaximo() + 1).success).toBe(false);
    expect(anioEgresoSchema.parse(anioMaximo())).toBe(anioMaximo());
    expect(anioEgresoSchema.safeParse('dos mil').success).toBe(false);
    expect(anioEgresoSchema.safeParse(2019.5).success).toBe(false);
  });

  it('closed lists by key or label, ignoring case and accents', () => {
    expect(['Mujer', 'mujer', 'F', 'Femenino', 'M'].map((v) => sexoSchema.parse(v))).toEqual(['M', 'M', 'M', 'M', 'M']);
    expect(['Hombre', 'MASCULINO', 'h'].map((v) => sexoSchema.parse(v))).toEqual(['H', 'H', 'H']);
    expect(sexoSchema.parse('No binario')).toBe('X');
    expect(sexoSchema.safeParse('otro').success).toBe(false);
    expect(['Empleado', 'empleada', 'ESTUDIANDO', 'Emprendedora', 'otro'].map((v) => situacionLaboralSchema.parse(v)))
      .toEqual(['empleado', 'empleado', 'estudiando', 'emprendedor', 'otro']);
    expect(situacionLaboralSchema.safeParse('jubilado').success).toBe(false);
    expect(['Jalisco', 'jc', 'Michoacán', 'michoacan de ocampo', 'Nuevo Leon', 'CDMX', 'Ciudad de Mexico', 'Estado de México', 'Edomex', 'Querétaro']
      .map((v) => entidadFederativaSchema.parse(v))).toEqual(['JC', 'JC', 'MN', 'MN', 'NL', 'DF', 'DF', 'MC', 'MC', 'QT']);
    expect(entidadFederativaSchema.safeParse('Texas').success).toBe(false);
  });

  it('titulado: Sí/No in their spreadsheet forms; blank means no', () => {
    expect(['Sí', 'si', 'S', 'X', 1, true, 'Titulada'].map((v) => tituladoSchema.parse(v))).toEqual(Array(7).fill(true));
    expect(['No', 'n', 0, false, '', null, 'Pasante'].map((v) => tituladoSchema.parse(v))).toEqual(Array(7).fill(false));
    expect(errores(tituladoSchema.safeParse('quizá'))).toEqual({ '': 'Titulado debe ser Sí o No' });
  });

  it('dates: Excel serials in cells, Date objects from spreadsheet readers', () => {
    expect(egresadoFields.fechaEgreso.parse(44927)).toBe('2023-01-01');
    expect(egresadoFields.fechaEgreso.parse('44927')).toBe('2023-01-01');
    expect(egresadoFields.fechaEgreso.parse(new Date('2023-01-01T00:00:00Z'))).toBe('2023-01-01');
    expect(egresadoFields.fechaEgreso.safeParse('13/13/2023').success).toBe(false);
  });
});

describe('registro and actualización', () => {
  it('the public form requires consent and keeps the honeypot', () => {
    expect(errores(registroSchema.safeParse({ ...valido }))).toEqual({ avisoPrivacidad: 'Debe leer y aceptar el aviso de privacidad' });
    expect(registroSchema.parse({ ...valido, avisoPrivacidad: true, sitioWeb: 'http://spam' }).sitioWeb).toBe('http://spam');
  });

  it('the graduate’s own update cannot change the matrícula', () => {
    expect(actualizacionSchema.parse({ ...valido, matricula: 'OTRA' })).not.toHaveProperty('matricula');
  });
});
