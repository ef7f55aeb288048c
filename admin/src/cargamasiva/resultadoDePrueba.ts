import type { ResultadoImportacion } from '../../../shared/schemas/importaciones';

/** A simulated upload as the server answers it, for the step components' tests. */
export function buildResultado(overrides: Partial<ResultadoImportacion> = {}): ResultadoImportacion {
  return {
    total: 3,
    creados: 0,
    actualizados: 0,
    sinCambios: 0,
    rechazados: 2,
    simulada: true,
    encabezados: ['No. de control', 'Nombre(s)', 'Primer apellido', 'Correo', 'Carrera', 'Generación', 'Fecha egreso', 'Notas'],
    mapeo: {
      'No. de control': 'matricula',
      'Nombre(s)': 'nombre',
      'Primer apellido': 'apellidoPaterno',
      Correo: 'correo',
      Carrera: 'programa',
      'Generación': 'anioEgreso',
      'Fecha egreso': 'fechaEgreso',
      Notas: '',
    },
    errores: [
      { fila: 3, campo: 'correo', mensaje: 'Escriba un correo electrónico válido' },
      { fila: 3, campo: 'fechaEgreso', mensaje: 'Fecha de egreso: escriba una fecha válida (dd/mm/aaaa)' },
      { fila: 4, campo: 'matricula', mensaje: 'La matrícula se repite en la fila 2' },
      { fila: 4, campo: 'curp', mensaje: 'La CURP no es válida' },
    ],
    filas: [
      { fila: 2, valores: { 'No. de control': 'A001', 'Nombre(s)': 'José', 'Primer apellido': 'Núñez', Correo: 'jose@correo.mx', Carrera: 'LIC-INF', 'Generación': '2021', 'Fecha egreso': '30/06/2021', Notas: '' } },
      { fila: 3, valores: { 'No. de control': 'A002', 'Nombre(s)': 'Ana', 'Primer apellido': 'Peña', Correo: 'ana@', Carrera: 'LIC-INF', 'Generación': '2020', 'Fecha egreso': '31/02/2020', Notas: '' } },
      { fila: 4, valores: { 'No. de control': 'A001', 'Nombre(s)': 'Luis', 'Primer apellido': 'Ortiz', Correo: 'luis@correo.mx', Carrera: 'LIC-INF', 'Generación': '2019', 'Fecha egreso': '', Notas: 'x' } },
    ],
    archivo: { nombre: 'egresados.csv', formato: 'csv', codificacion: 'windows-1252', delimitador: ';' },
    ...overrides,
  };
}
