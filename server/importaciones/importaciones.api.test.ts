import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORTACION_MAX_BYTES, type ResultadoImportacion } from '../../shared/schemas/importaciones';
import { auditLog, egresados, importacionRechazos, importaciones, permisos, rolPermisos, roles } from '../db/schema';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { LOTE } from './importar';
import { marcarInterrumpidas } from './interrupcion';
import { catalogoDePrueba, curp, subir } from './test-support';

const CURP_NUNEZ = curp('NUPM900115MDFXXX0');
const CURP_PENA = curp('PEGJ910220HJCXXX0');

/** As Excel (Mexico) saves "CSV (delimitado por comas)": Windows-1252, semicolons, CRLF, blank trailing rows. */
const EXCEL_CSV = [
  'No. de cuenta;Nombre(s);Primer apellido;Segundo apellido;Correo electrónico;Carrera;Generación;Fecha de egreso;CURP;Teléfono',
  `A001; María José ;Núñez;Peña;MARIA.NUNEZ@correo.mx;ISC;2015-2019;15/06/2019;${CURP_NUNEZ};(55) 1234-5678`,
  `A002;Juan;Peña;;juan.pena@correo.mx;Administración de Empresas;2020;2020-07-01;${CURP_PENA};`,
  'A003;Sofía;Ramírez;López;sofia@correo.mx;isc;2021;44392;;',
  ';;;;;;;;;',
  '',
  '',
].join('\r\n');

const win1252 = (text: string) => Buffer.from(text, 'latin1');

describe('bulk upload of graduates', async () => {
  const app = await buildTestApp();
  const token = await adminToken(app);
  const programa = await catalogoDePrueba(app);
  const contar = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(egresados))[0].n;
  const porMatricula = async (m: string) => (await app.db.select().from(egresados).where(eq(egresados.matricula, m)))[0];

  it('reads a semicolon-separated Windows-1252 file from Excel with mixed dates and header variants', async () => {
    const res = await subir(app, token, { archivo: { contenido: win1252(EXCEL_CSV), nombre: 'egresados 2019.csv' } });
    expect(res.statusCode).toBe(200);
    const r = res.json<ResultadoImportacion>();
    expect(r).toMatchObject({ total: 3, creados: 3, actualizados: 0, sinCambios: 0, rechazados: 0, errores: [], simulada: false });
    expect(r.archivo).toEqual({ nombre: 'egresados 2019.csv', formato: 'csv', codificacion: 'windows-1252', delimitador: ';' });
    expect(r.mapeo).toMatchObject({ 'No. de cuenta': 'matricula', 'Primer apellido': 'apellidoPaterno', 'Correo electrónico': 'correo', Carrera: 'programa', Generación: 'anioEgreso' });
    const maria = await porMatricula('A001');
    expect(maria).toMatchObject({
      nombre: 'María José', apellidoPaterno: 'Núñez', apellidoMaterno: 'Peña', correo: 'maria.nunez@correo.mx', curp: CURP_NUNEZ,
      telefono: '5512345678', programaId: programa.ISC, anioEgreso: 2019, fechaEgreso: '2019-06-15', origen: 'carga_masiva', verificado: false,
    });
    expect(await porMatricula('A002')).toMatchObject({ apellidoPaterno: 'Peña', programaId: programa.LAE, fechaEgreso: '2020-07-01', apellidoMaterno: null });
    expect((await porMatricula('A003')).fechaEgreso).toBe('2021-07-15');
    const auditoria = await app.db.select().from(auditLog).where(and(eq(auditLog.recurso, 'egresados'), eq(auditLog.registroId, String(maria.id))));
    expect(auditoria).toEqual([expect.objectContaining({ accion: 'crear', recurso: 'egresados', actorEmail: 'admin@universidad.mx' })]);
    expect(auditoria[0].despues).toMatchObject({ matricula: 'A001', apellidoPaterno: 'Núñez' });
  });

  it('leaves everything untouched when the same file comes again, and updates only an edited row', async () => {
    const antes = await porMatricula('A001');
    const auditadas = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.recurso, 'egresados')))[0].n;
    const registrosAuditoria = await auditadas();
    const again = await subir(app, token, { archivo: { contenido: win1252(EXCEL_CSV), nombre: 'egresados 2019.csv' } });
    expect(again.json()).toMatchObject({ total: 3, creados: 0, actualizados: 0, sinCambios: 3, rechazados: 0 });
    expect((await porMatricula('A001')).updatedAt).toEqual(antes.updatedAt);
    expect(await auditadas()).toBe(registrosAuditoria);

    await app.db.update(egresados).set({ verificado: true, origen: 'registro' }).where(eq(egresados.matricula, 'A002'));
    const editado = EXCEL_CSV.replace('juan.pena@correo.mx', 'juan.nuevo@correo.mx');
    const res = await subir(app, token, { archivo: { contenido: win1252(editado), nombre: 'egresados 2019.csv' } });
    expect(res.json()).toMatchObject({ total: 3, creados: 0, actualizados: 1, sinCambios: 2 });
    // A changed correo is no longer verified; the record keeps where it came from.
    expect(await porMatricula('A002')).toMatchObject({ correo: 'juan.nuevo@correo.mx', verificado: false, origen: 'registro' });
    const [edicion] = await app.db.select().from(auditLog).where(eq(auditLog.accion, 'editar'));
    expect(edicion).toMatchObject({ recurso: 'egresados', antes: expect.objectContaining({ correo: 'juan.pena@correo.mx' }), despues: expect.objectContaining({ correo: 'juan.nuevo@correo.mx' }) });
  });

  it('writes nothing at all in a simulation, yet counts what would happen', async () => {
    const [{ n: historial }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(importaciones);
    const total = await contar();
    const csv = 'Matrícula,Nombre,Apellido paterno,Correo,Programa,Año de egreso\r\nS001,Ana,Ruiz,ana.ruiz@correo.mx,ISC,2022\r\nA003,Sofia,Ramírez,sofia@correo.mx,ISC,2021\r\n';
    const res = await subir(app, token, { archivo: { contenido: csv, nombre: 'prueba.csv' }, campos: { simular: 'true' } });
    expect(res.json()).toMatchObject({ total: 2, creados: 1, actualizados: 1, sinCambios: 0, simulada: true });
    expect(res.json().importacionId).toBeUndefined();
    expect(await contar()).toBe(total);
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(importaciones))[0].n).toBe(historial);
  });

  it('refuses invalid rows by spreadsheet row number with Spanish messages, and imports the rest', async () => {
    const csv = [
      'Matrícula,Nombre,Apellido paterno,Correo,Programa,Año de egreso,Fecha de nacimiento,"Notas, varias"',
      'B001,Luis,Mora,luis@correo.mx,ISC,2022,,"línea uno',
      'línea dos"', // a quoted field across two lines is one spreadsheet row
      'B002,,Soto,no-es-correo,ISC,1900,31/02/2000,',
      'B003,Eva,Lara,eva@correo.mx,Arquitectura,2022,,',
      'B004,Leo,Paz,leo@correo.mx,QFB,2022,,',
      'B005,Ian,Gil,ian@correo.mx,Enfermería,2022,,',
      'b001,Luis,Mora,luis2@correo.mx,ISC,2022,,',
      'B006,Ema,Rey,LUIS@correo.mx,ISC,2022,,',
      'B007,Noé,Vega,maria.nunez@correo.mx,ISC,2022,,',
      'B008,Ada,Cruz,ada@correo.mx,ENF-T,2022,,',
    ].join('\r\n');
    const res = await subir(app, token, { archivo: { contenido: csv, nombre: 'con-errores.csv' }, campos: { vistaPrevia: 'true' } });
    expect(res.statusCode).toBe(200);
    const r = res.json<ResultadoImportacion>();
    expect(r).toMatchObject({ total: 9, creados: 2, rechazados: 7, archivo: { codificacion: 'utf-8', delimitador: ',' } });
    const de = (fila: number) => r.errores.filter((e) => e.fila === fila).map((e) => [e.campo, e.mensaje]);
    expect(de(3)).toEqual(expect.arrayContaining([
      ['nombre', 'El nombre es obligatorio'],
      ['correo', expect.stringMatching(/correo válido/)],
      ['anioEgreso', expect.stringMatching(/entre 1950/)],
      ['fechaNacimiento', expect.stringMatching(/fecha válida/)],
    ]));
    expect(de(4)).toEqual([['programa', 'El programa «Arquitectura» no existe en el catálogo']]);
    expect(de(5)).toEqual([['programa', expect.stringMatching(/inactivo/)]]);
    expect(de(6)).toEqual([['programa', expect.stringMatching(/varios niveles/)]]);
    expect(de(7)).toEqual([['matricula', 'La matrícula se repite en la fila 2']]);
    expect(de(8)).toEqual([['correo', 'El correo se repite en la fila 2 con otra matrícula']]);
    expect(de(9)).toEqual([['correo', 'El correo ya pertenece a otro egresado (matrícula A001)']]);
    expect(await porMatricula('B008')).toMatchObject({ programaId: programa['ENF-T'] });
    expect(r.filas?.map((f) => f.fila)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(r.filas?.[0].valores).toMatchObject({ Matrícula: 'B001', 'Notas, varias': 'línea uno\r\nlínea dos' });
  });

  it('refuses a row whose names hold a line break or a control character, with the reason', async () => {
    const csv = [
      'Matrícula,Nombre,Apellido paterno,Correo,Programa,Año de egreso',
      'N001,"Eva\r\nBcc: x@y",Lara,n1@correo.mx,ISC,2022',
      'N002,Ana,"Ruiz\tPaz",n2@correo.mx,ISC,2022',
      'N003,Ana,Ruiz,n3@correo.mx,ISC,2022',
    ].join('\r\n');
    const r = (await subir(app, token, { archivo: { contenido: csv, nombre: 'control.csv' } })).json<ResultadoImportacion>();
    expect(r).toMatchObject({ total: 3, creados: 1, rechazados: 2 });
    expect(r.errores.map((e) => [e.fila, e.campo, e.mensaje])).toEqual([
      [2, 'nombre', 'El nombre no puede contener saltos de línea ni caracteres de control'],
      [3, 'apellidoPaterno', 'El apellido paterno no puede contener saltos de línea ni caracteres de control'],
    ]);
    expect(await porMatricula('N001')).toBeUndefined();
    expect(await porMatricula('N003')).toMatchObject({ nombre: 'Ana' });
  });

  it('writes nothing when the database fails mid-upload, after whole batches, and records it as interrumpida', async () => {
    // A trigger stands in for any failure: it refuses the one row placed after the first full batch.
    await app.db.execute(sql`CREATE FUNCTION falla_prueba() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.matricula = 'FALLA' THEN RAISE EXCEPTION 'falla de prueba'; END IF; RETURN NEW; END $$`);
    await app.db.execute(sql`CREATE TRIGGER falla_prueba BEFORE INSERT ON egresados FOR EACH ROW EXECUTE FUNCTION falla_prueba()`);
    const antes = await contar();
    const filas = Array.from({ length: LOTE + 10 }, (_, i) => `T${i},Nom,Ape,t${i}@correo.mx,ISC,2020`);
    filas.push('FALLA,Nom,Ape,falla@correo.mx,ISC,2020', 'T-MAL,Nom,Ape,no-es-correo,ISC,2020');
    const csv = ['Matrícula,Nombre,Apellido paterno,Correo,Programa,Año de egreso', ...filas].join('\r\n');
    const res = await subir(app, token, { archivo: { contenido: csv, nombre: 'falla.csv' } });
    await app.db.execute(sql`DROP TRIGGER falla_prueba ON egresados`);
    expect(res.statusCode).toBe(500);
    expect(await contar()).toBe(antes);
    const [ultima] = await app.db.select().from(importaciones).orderBy(sql`id DESC`).limit(1);
    expect(ultima).toMatchObject({ archivo: 'falla.csv', estado: 'interrumpida', total: 0, creados: 0, rechazados: 0 });
    const [{ n }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(importacionRechazos).where(eq(importacionRechazos.importacionId, ultima.id));
    expect(n).toBe(0);
  });

  it('refuses a CURP that belongs to another record or repeats in the file with another matrícula', async () => {
    const otra = curp('ROLS950301MJCXXX0');
    const csv = [
      'Matrícula,Nombre,Apellido paterno,Correo,Programa,Año de egreso,CURP',
      `G001,Rosa,Lima,rosa@correo.mx,ISC,2020,${CURP_NUNEZ.toLowerCase()}`,
      `G002,Rita,Sosa,rita@correo.mx,ISC,2020,${otra}`,
      `G003,Rebeca,Sosa,rebeca@correo.mx,ISC,2020,${otra}`,
      'G004,Raquel,Sosa,raquel@correo.mx,ISC,2020,NO-ES-CURP',
    ].join('\n');
    const r = (await subir(app, token, { archivo: { contenido: csv, nombre: 'curp.csv' } })).json<ResultadoImportacion>();
    expect(r).toMatchObject({ total: 4, creados: 1, rechazados: 3 });
    expect(r.errores).toEqual([
      { fila: 2, campo: 'curp', mensaje: 'La CURP ya pertenece a otro egresado (matrícula A001)' },
      { fila: 4, campo: 'curp', mensaje: 'La CURP se repite en la fila 3 con otra matrícula' },
      { fila: 5, campo: 'curp', mensaje: 'La CURP debe tener 18 caracteres' },
    ]);
    expect(await porMatricula('G001')).toBeUndefined();
  });

  it('detects tab and comma delimiters and a UTF-8 byte order mark', async () => {
    const tab = '\uFEFFMatrícula\tNombre\tApellido paterno\tCorreo\tPrograma\tAño de egreso\r\nC001\tÚrsula\tÁvila\tursula@correo.mx\tISC\t2023\r\n';
    const r = (await subir(app, token, { archivo: { contenido: tab, nombre: 'tab.txt' } })).json<ResultadoImportacion>();
    expect(r).toMatchObject({ creados: 1, encabezados: ['Matrícula', 'Nombre', 'Apellido paterno', 'Correo', 'Programa', 'Año de egreso'], archivo: { codificacion: 'utf-8', delimitador: '\t' } });
    expect(await porMatricula('C001')).toMatchObject({ nombre: 'Úrsula', apellidoPaterno: 'Ávila' });
    const coma = 'Matrícula,Nombre,Apellido paterno,Correo,Programa,Año de egreso,Empresa\nC002,Iván,Ortiz,ivan@correo.mx,LAE,2023,"Pérez; Hijos, S.A."\n';
    const c = (await subir(app, token, { archivo: { contenido: coma, nombre: 'coma.csv' } })).json<ResultadoImportacion>();
    expect(c).toMatchObject({ creados: 1, archivo: { delimitador: ',' } });
    expect((await porMatricula('C002')).empresa).toBe('Pérez; Hijos, S.A.');
  });

  it('reads the first worksheet of an XLSX file: Date cells, numbers and serial dates', async () => {
    const libro = new ExcelJS.Workbook();
    const hoja = libro.addWorksheet('Egresados');
    hoja.addRow(['Número de control', 'Nombres', 'Ap. paterno', 'Email', 'Clave del programa', 'Año egreso', 'Fecha de egreso', 'Fecha de nacimiento', 'Celular', 'Titulado']);
    hoja.addRow([20230001, 'Paola', 'Núñez', 'paola@correo.mx', 'ISC', 2023, new Date(Date.UTC(2023, 5, 30)), 36526, 5512345678, 'Sí']);
    hoja.addRow([20230002, 'Raúl', 'Peña', 'raul@correo.mx', 'LAE', 2023, '30/06/2023', '1999-12-31', '', 'No']);
    hoja.addRow([20230003, 'Sin', 'Programa', 'sin@correo.mx', '', 2023]);
    libro.addWorksheet('Otra').addRow(['ignorada']);
    const contenido = Buffer.from(await libro.xlsx.writeBuffer());
    const r = (await subir(app, token, { archivo: { contenido, nombre: 'egresados.xlsx', tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } })).json<ResultadoImportacion>();
    expect(r).toMatchObject({ total: 3, creados: 2, rechazados: 1, archivo: { formato: 'xlsx' } });
    expect(r.errores).toEqual([{ fila: 4, campo: 'programa', mensaje: 'El programa es obligatorio (clave o nombre)' }]);
    expect(await porMatricula('20230001')).toMatchObject({ fechaEgreso: '2023-06-30', fechaNacimiento: '2000-01-01', telefono: '5512345678', titulado: true });
    expect(await porMatricula('20230002')).toMatchObject({ fechaEgreso: '2023-06-30', fechaNacimiento: '1999-12-31', titulado: false });
  });

  it('applies a mapping the staff member fixed, and refuses one that lacks required fields or names unknown ones', async () => {
    const csv = 'Col A;Col B;Col C;Col D;Col E;Col F;Observaciones\r\nD001;Gael;Ríos;gael@correo.mx;ISC;2024;no importar\r\n';
    const mapeo = { 'Col A': 'matricula', 'Col B': 'nombre', 'Col C': 'apellidoPaterno', 'Col D': 'correo', 'Col E': 'programa', 'Col F': 'anioEgreso', Observaciones: '' };
    const ok = await subir(app, token, { archivo: { contenido: csv, nombre: 'a.csv' }, campos: { mapeo: JSON.stringify(mapeo) } });
    expect(ok.json()).toMatchObject({ creados: 1, mapeo });
    const sinCorreo = await subir(app, token, { archivo: { contenido: csv, nombre: 'a.csv' }, campos: { mapeo: JSON.stringify({ ...mapeo, 'Col D': '', 'Col F': '' }) } });
    expect(sinCorreo.statusCode).toBe(422);
    expect(sinCorreo.json()).toMatchObject({ message: 'Falta asignar una columna a: Correo electrónico o Teléfono, Año de egreso', faltantes: ['correo', 'anioEgreso'] });
    const sugerido = await subir(app, token, { archivo: { contenido: csv, nombre: 'a.csv' } });
    expect(sugerido.statusCode).toBe(422);
    expect(sugerido.json().message).toMatch(/Matrícula, Nombre\(s\), Apellido paterno, Correo electrónico o Teléfono, Programa/);
    const raro = await subir(app, token, { archivo: { contenido: csv, nombre: 'a.csv' }, campos: { mapeo: JSON.stringify({ ...mapeo, Observaciones: 'salario' }) } });
    expect(raro.statusCode).toBe(422);
    expect(raro.json().message).toBe('«salario» no es un campo que se pueda importar (columna «Observaciones»)');
    const malo = await subir(app, token, { archivo: { contenido: csv, nombre: 'a.csv' }, campos: { mapeo: '{no' } });
    expect(malo.json()).toMatchObject({ message: 'El mapeo de columnas no es JSON válido' });
  });

  it('refuses wrong file types, empty files, header-only files and files over the limit', async () => {
    const intento = async (contenido: Buffer | string, nombre: string) => {
      const res = await subir(app, token, { archivo: { contenido, nombre } });
      return [res.statusCode, res.json().message];
    };
    expect(await intento('%PDF-1.4', 'lista.pdf')).toEqual([415, expect.stringMatching(/Solo se aceptan archivos .csv o .xlsx/)]);
    expect(await intento('Matrícula,Nombre', 'falso.xlsx')).toEqual([415, 'El archivo no es un libro de Excel (.xlsx) válido']);
    expect(await intento(Buffer.from([0x4d, 0x00, 0x61, 0x00]), 'utf16.csv')).toEqual([415, expect.stringMatching(/no es un CSV de texto/)]);
    expect(await intento(Buffer.from('PK\x03\x04resto', 'latin1'), 'zip.csv')).toEqual([415, expect.stringMatching(/no es un CSV de texto/)]);
    expect(await intento(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), 'viejo.xls')).toEqual([415, expect.stringMatching(/97-2003/)]);
    expect(await intento('', 'vacio.csv')).toEqual([422, 'El archivo está vacío']);
    expect(await intento('\r\n;;;\r\n\r\n', 'blanco.csv')).toEqual([422, expect.stringMatching(/no tiene datos/)]);
    expect(await intento('Matrícula;Nombre;Apellido paterno;Correo;Programa;Año de egreso\r\n;;;;;\r\n', 'encabezados.csv')).toEqual([422, expect.stringMatching(/solo tiene encabezados/)]);
    expect(await intento('Matrícula;Nombre;Apellido paterno;Correo;Programa;Año de egreso\r\nX1;"sin cerrar;x\r\n', 'comillas.csv')).toEqual([422, expect.stringMatching(/mal formado/)]);
    const grande = Buffer.alloc(IMPORTACION_MAX_BYTES + 1, 'a');
    expect(await intento(grande, 'grande.csv')).toEqual([413, expect.stringMatching(/tamaño máximo de 50 MB/)]);
    const sinArchivo = await subir(app, token, { campos: { simular: 'true' } });
    expect([sinArchivo.statusCode, sinArchivo.json().errors]).toEqual([422, { archivo: ['Adjunte el archivo (.csv o .xlsx)'] }]);
    const json = await app.inject({ method: 'POST', url: '/api/egresados/importaciones', headers: bearer(token), payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
  });

  it('asks for importaciones.crear to upload and importaciones.ver to read the history', async () => {
    const csv = 'Matrícula,Nombre,Apellido paterno,Correo,Programa,Año de egreso\r\nZ001,A,B,z@correo.mx,ISC,2022\r\n';
    expect((await subir(app, null, { archivo: { contenido: csv, nombre: 'a.csv' } })).statusCode).toBe(401);
    const [rol] = await app.db.insert(roles).values({ nombre: 'Consulta de cargas', area: 'egresados' }).returning();
    const [ver] = await app.db.select().from(permisos).where(eq(permisos.nombre, 'importaciones.ver'));
    await app.db.insert(rolPermisos).values({ rolId: rol.id, permisoId: ver.id });
    const lector = await userWithRoles(app, 'lector@universidad.mx', ['Consulta de cargas']);
    const nadie = await userWithRoles(app, 'nadie@universidad.mx', []);
    expect((await subir(app, lector, { archivo: { contenido: csv, nombre: 'a.csv' } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/egresados/importaciones', headers: bearer(lector) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/egresados/importaciones', headers: bearer(nadie) })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/egresados/importaciones/1/rechazados', headers: bearer(nadie) })).statusCode).toBe(403);
    expect(await porMatricula('Z001')).toBeUndefined();
  });

  it('keeps a history and offers the refused rows as CSV and XLSX to fix and upload again', async () => {
    const csv = [
      'Matrícula;Nombre;Apellido paterno;Correo;Programa;Año de egreso;Teléfono',
      'E001;Olga;Núñez;olga@correo.mx;ISC;2022;',
      'E002;Pía;Peña;pia-sin-arroba;ISC;2022;+52 55 1111 2222',
      'E003;=HYPERLINK("x");Soto;e3@correo.mx;Medicina;2022;',
    ].join('\r\n');
    const r = (await subir(app, token, { archivo: { contenido: win1252(csv), nombre: 'historial.csv' } })).json<ResultadoImportacion>();
    expect(r).toMatchObject({ creados: 1, rechazados: 2 });

    const lista = await app.inject({ url: '/api/egresados/importaciones?range=[0,4]', headers: bearer(token) });
    expect(lista.headers['content-range']).toMatch(/^importaciones 0-4\/\d+$/);
    expect(lista.json()[0]).toMatchObject({ id: r.importacionId, archivo: 'historial.csv', estado: 'completada', usuarioEmail: 'admin@universidad.mx', total: 3, creados: 1, rechazados: 2, formato: 'csv' });
    const una = (await app.inject({ url: `/api/egresados/importaciones/${r.importacionId}`, headers: bearer(token) })).json();
    expect(una).toMatchObject({ encabezados: ['Matrícula', 'Nombre', 'Apellido paterno', 'Correo', 'Programa', 'Año de egreso', 'Teléfono'], errores: r.errores });
    expect((await app.inject({ url: '/api/egresados/importaciones/999999', headers: bearer(token) })).statusCode).toBe(404);
    // A row left en_proceso that no live upload holds (its process died) reads interrumpida at once, and the
    // next start records it so.
    const [cortada] = await app.db.insert(importaciones).values({ archivo: 'cortada.csv', formato: 'csv' }).returning();
    const estados = await app.inject({ url: `/api/egresados/importaciones?filter=${encodeURIComponent(JSON.stringify({ id: [cortada.id] }))}`, headers: bearer(token) });
    expect(estados.json().map((i: { archivo: string; estado: string }) => [i.archivo, i.estado])).toEqual([['cortada.csv', 'interrumpida']]);
    expect(await marcarInterrumpidas(app.db)).toBe(1);
    expect((await app.db.select().from(importaciones).where(eq(importaciones.id, cortada.id)))[0]).toMatchObject({ estado: 'interrumpida', terminadaEn: expect.any(Date) });

    const enCsv = await app.inject({ url: `/api/egresados/importaciones/${r.importacionId}/rechazados?formato=csv`, headers: bearer(token) });
    expect(enCsv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(enCsv.headers['content-disposition']).toContain('historial-rechazados.csv');
    const lineas = enCsv.body.split('\r\n');
    expect(lineas[0]).toBe('\uFEFFMatrícula,Nombre,Apellido paterno,Correo,Programa,Año de egreso,Teléfono,Errores');
    expect(lineas[1]).toBe("E002,Pía,Peña,pia-sin-arroba,ISC,2022,'+52 55 1111 2222,\"Escriba un correo válido, por ejemplo nombre@universidad.mx\"");
    expect(lineas[2]).toBe(`E003,"'=HYPERLINK(""x"")",Soto,e3@correo.mx,Medicina,2022,,El programa «Medicina» no existe en el catálogo`);

    const enXlsx = await app.inject({ url: `/api/egresados/importaciones/${r.importacionId}/rechazados?formato=xlsx`, headers: bearer(token) });
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(enXlsx.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0];
    expect(hoja.getRow(1).values).toEqual([undefined, 'Matrícula', 'Nombre', 'Apellido paterno', 'Correo', 'Programa', 'Año de egreso', 'Teléfono', 'Errores']);
    expect(hoja.getRow(2).getCell(1).value).toBe('E002');
    expect(hoja.getRow(3).getCell(8).value).toBe('El programa «Medicina» no existe en el catálogo');

    // The staff member fixes both rows in the downloaded file and uploads it as it is, 'Errores' column included.
    const corregido = enCsv.body.replace('pia-sin-arroba', 'pia@correo.mx').replace('Medicina', 'LAE').replace(`"'=HYPERLINK(""x"")"`, 'Elsa');
    const otra = (await subir(app, token, { archivo: { contenido: corregido, nombre: 'historial-rechazados.csv' } })).json<ResultadoImportacion>();
    expect(otra).toMatchObject({ total: 2, creados: 2, rechazados: 0, errores: [] });
    expect(otra.mapeo.Errores).toBe('');
    expect(await porMatricula('E002')).toMatchObject({ correo: 'pia@correo.mx', telefono: '5511112222', apellidoPaterno: 'Peña' });
    expect(await porMatricula('E003')).toMatchObject({ nombre: 'Elsa', programaId: programa.LAE });
  });

  it('survives two imports of overlapping files at once', async () => {
    const filas = (desde: number, hasta: number) =>
      Array.from({ length: hasta - desde }, (_, i) => `F${desde + i},Nom${desde + i},Ape,f${desde + i}@correo.mx,ISC,2020`);
    const encabezado = 'Matrícula,Nombre,Apellido paterno,Correo,Programa,Año de egreso';
    const a = [encabezado, ...filas(0, 300)].join('\n');
    const b = [encabezado, ...filas(150, 450)].join('\n');
    const [ra, rb] = await Promise.all([
      subir(app, token, { archivo: { contenido: a, nombre: 'a.csv' } }),
      subir(app, token, { archivo: { contenido: b, nombre: 'b.csv' } }),
    ]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const total = ra.json().creados + rb.json().creados;
    expect(total).toBe(450);
    const [{ n }] = await app.db.select({ n: sql<number>`count(*)::int` }).from(egresados).where(sql`matricula like 'F%'`);
    expect(n).toBe(450);
  });
});
