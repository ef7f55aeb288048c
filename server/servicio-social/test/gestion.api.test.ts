import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ssEstudiantes } from '../../db/schema';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../../test/helper';
import { MENSAJES_CARGA } from '../elegibles/service';
import { crearPrograma, estudiante, formulario, institucion, lastOutboxId, mailSince, programaAprobado, rolCon, vacante } from './fixtures';

const URL = '/api/servicio-social';
const MOTIVACION = 'Me interesa mucho colaborar en este proyecto social.';


async function xlsx(filas: unknown[][]): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Alumnos');
  for (const fila of filas) hoja.addRow(fila);
  return Buffer.from(await libro.xlsx.writeBuffer());
}

describe('servicio social staff: prestaciones, eligible students upload, CV and institution accounts', async () => {
  const app = await buildTestApp();
  const carrera = await crearPrograma(app, { clave: 'LENF', nombre: 'Licenciatura en Enfermería' });
  const x = await institucion(app, 1);
  const y = await institucion(app, 2);
  const programaX = await programaAprobado(app, x, carrera.id, { nombre: 'Salud comunitaria' });
  const programaY = await programaAprobado(app, y, carrera.id, { nombre: 'Brigadas de vacunación', periodo: '2027-2' });
  const vacanteX = await vacante(app, x, programaX, carrera.id, { cupo: 3 });
  const vacanteY = await vacante(app, y, programaY, carrera.id, { cupo: 3 });
  const [a, b, c] = [await estudiante(app, 1, carrera.id), await estudiante(app, 2, carrera.id), await estudiante(app, 3, carrera.id)];
  const pendiente = await estudiante(app, 4, carrera.id, { elegible: false });
  const admin = bearer(await adminToken(app));
  await rolCon(app, 'Sin permisos de servicio social', ['egresados.ver']);
  const sinPermiso = bearer(await userWithRoles(app, 'otra.area@universidad.mx', ['Sin permisos de servicio social']));
  await rolCon(app, 'Consulta de estudiantes', ['estudiantes.ver']);
  const consulta = bearer(await userWithRoles(app, 'consulta@universidad.mx', ['Consulta de estudiantes']));

  const aceptar = async (est: { token: string }, vacanteId: number, inst: { token: string }) => {
    const sol = await app.inject({ method: 'POST', url: `${URL}/solicitudes`, headers: bearer(est.token), payload: { vacanteId, motivacion: MOTIVACION } });
    if (sol.statusCode !== 201) throw new Error(`solicitud ${sol.statusCode} ${sol.body}`);
    const res = await app.inject({ method: 'PUT', url: `${URL}/solicitudes/${sol.json().id}/estado`, headers: bearer(inst.token), payload: { estado: 'aceptada' } });
    if (res.statusCode !== 200) throw new Error(`aceptar ${res.statusCode} ${res.body}`);
  };
  await aceptar(a, vacanteX, x);
  await aceptar(b, vacanteY, y);

  const lista = (url: string, headers: Record<string, string>, filter?: object) =>
    app.inject({ url: `${url}${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`, headers });

  it('lists every prestación for staff, filtered by estado, institution, program and period', async () => {
    const todas = await lista(`${URL}/prestaciones`, admin);
    expect(todas.statusCode).toBe(200);
    expect(todas.headers['content-range']).toBe('prestaciones 0-1/2');
    expect(todas.json().map((p: { estudianteId: number }) => p.estudianteId).sort()).toEqual([a.id, b.id].sort());
    expect(todas.json().find((p: { estudianteId: number }) => p.estudianteId === a.id)).toMatchObject({
      estudiante: 'Estudiante 1 Pérez López', matricula: 'SS1001', institucionId: x.id, institucion: 'Fundación Número 1 A.C.', programaId: programaX,
      programa: 'Salud comunitaria', vacanteId: vacanteX, periodo: '2027-1', estado: 'en_curso', horasRequeridas: 480,
    });
    const ids = async (filter: object) => (await lista(`${URL}/prestaciones`, admin, filter)).json().map((p: { estudianteId: number }) => p.estudianteId);
    expect(await ids({ institucionId: y.id })).toEqual([b.id]);
    expect(await ids({ programaId: programaX })).toEqual([a.id]);
    expect(await ids({ periodo: '2027-2' })).toEqual([b.id]);
    expect(await ids({ estado: 'en_curso', q: 'ss1001' })).toEqual([a.id]);
    expect(await ids({ estado: 'liberada' })).toEqual([]);
  });

  it("shows an institution only its own students' prestaciones (foreign ids → 404)", async () => {
    const propias = await lista(`${URL}/prestaciones`, bearer(x.token));
    expect(propias.json().map((p: { estudianteId: number }) => p.estudianteId)).toEqual([a.id]);
    // Asking for another institution's rows by filter changes nothing.
    expect((await lista(`${URL}/prestaciones`, bearer(x.token), { institucionId: y.id })).json()).toEqual([]);
    const deB = (await lista(`${URL}/prestaciones`, admin, { institucionId: y.id })).json()[0];
    expect((await app.inject({ url: `${URL}/prestaciones/${deB.id}`, headers: bearer(x.token) })).statusCode).toBe(404);
    expect((await app.inject({ url: `${URL}/prestaciones/${deB.id}`, headers: bearer(y.token) })).json().id).toBe(deB.id);
    expect((await app.inject({ url: `${URL}/prestaciones/${deB.id}`, headers: admin })).statusCode).toBe(200);
  });

  it('keeps students and staff without the permission away from staff lists, upload, CV and accounts', async () => {
    for (const h of [bearer(a.token), sinPermiso]) {
      expect((await app.inject({ url: `${URL}/prestaciones`, headers: h })).statusCode).toBe(403);
      expect((await app.inject({ url: `${URL}/estudiantes/${a.id}/cv`, headers: h })).statusCode).toBe(403);
      expect((await app.inject({ url: `${URL}/instituciones/${x.id}`, headers: h })).statusCode).toBe(403);
    }
    for (const h of [bearer(a.token), bearer(x.token), sinPermiso, consulta]) {
      const { payload, contentType } = await formulario('archivo', Buffer.from('Matrícula,Créditos\nSS1001,90\n'), 'lista.csv');
      const res = await app.inject({ method: 'POST', url: `${URL}/estudiantes/elegibles`, headers: { ...h, 'content-type': contentType }, payload });
      expect(res.statusCode).toBe(403);
    }
    expect((await app.inject({ url: `${URL}/estudiantes/${a.id}/cv`, headers: bearer(x.token) })).statusCode).toBe(403);
    expect((await app.inject({ url: `${URL}/prestaciones` })).statusCode).toBe(401);
  });

  const subirLista = async (contenido: Buffer | string, nombre = 'elegibles.csv', headers = admin) => {
    const { payload, contentType } = await formulario('archivo', typeof contenido === 'string' ? Buffer.from(contenido, 'utf8') : contenido, nombre);
    return app.inject({ method: 'POST', url: `${URL}/estudiantes/elegibles`, headers: { ...headers, 'content-type': contentType }, payload });
  };
  const estudianteDb = async (id: number) => (await app.db.select().from(ssEstudiantes).where(eq(ssEstudiantes.id, id)))[0];

  it('applies the school list in one go: eligible, not eligible with the reason, unknown and refused rows reported', async () => {
    const since = await lastOutboxId(app);
    const csv = [
      'Matrícula;Porcentaje de créditos',
      'ss1004;82,5 %', // pending → eligible (lower case matrícula, decimal comma)
      'SS1003;69.9', // eligible → not eligible (69.9 never reaches 70)
      'SS1002;95',
      'SS9999;88',
      ';80',
      'SS1002;90',
      'SS1001;ciento',
      'SS1001;120',
    ].join('\r\n');
    const res = await subirLista(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 8, elegibles: 2, noElegibles: 1, erroresOmitidos: 0,
      noEncontradas: [{ fila: 5, matricula: 'SS9999' }],
      errores: [
        { fila: 6, campo: 'matricula', mensaje: 'La matrícula es obligatoria' },
        { fila: 7, campo: 'matricula', mensaje: MENSAJES_CARGA.repetida(4) },
        { fila: 8, campo: 'creditos', mensaje: MENSAJES_CARGA.creditosInvalidos },
        { fila: 9, campo: 'matricula', mensaje: MENSAJES_CARGA.repetida(8) },
        { fila: 9, campo: 'creditos', mensaje: MENSAJES_CARGA.creditosInvalidos },
      ],
    });
    expect(await estudianteDb(pendiente.id)).toMatchObject({ elegible: true, creditos: 82, elegibilidadMotivo: null });
    expect(await estudianteDb(c.id)).toMatchObject({ elegible: false, creditos: 69, elegibilidadMotivo: MENSAJES_CARGA.motivo(69, 70) });
    expect(await estudianteDb(b.id)).toMatchObject({ elegible: true, creditos: 95 });
    // Refused rows changed nothing: a's credits are still what they declared.
    expect(await estudianteDb(a.id)).toMatchObject({ elegible: true, creditos: 75 });
    // Only students whose eligibility changed are told.
    const mails = await mailSince(app, since);
    expect(mails.map((m) => m.to).sort()).toEqual(['estudiante3@alumnos.universidad.mx', 'estudiante4@alumnos.universidad.mx']);
    expect(mails.find((m) => m.to === 'estudiante3@alumnos.universidad.mx')!.text).toContain(MENSAJES_CARGA.motivo(69, 70));
  });

  it('reads an Excel workbook with numeric cells the same way', async () => {
    const libro = await xlsx([['No. de cuenta', 'Créditos (%)', 'Nombre'], ['SS1003', 71, 'Estudiante 3'], [1001, 80, 'sin registro']]);
    const res = await subirLista(libro, 'elegibles.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 2, elegibles: 1, noElegibles: 0, noEncontradas: [{ fila: 3, matricula: '1001' }], errores: [] });
    expect(await estudianteDb(c.id)).toMatchObject({ elegible: true, creditos: 71, elegibilidadMotivo: null });
  });

  it('refuses a file without the columns, without rows, or of another type, changing nothing', async () => {
    const antes = await estudianteDb(c.id);
    const sinColumna = await subirLista('Matrícula,Nombre\nSS1003,Ana\n');
    expect(sinColumna.statusCode).toBe(422);
    expect(sinColumna.json().errors.archivo).toEqual([MENSAJES_CARGA.faltaColumna(['«Créditos»'])]);
    const vacio = await subirLista('Matrícula,Créditos\n\n');
    expect(vacio.statusCode).toBe(422);
    expect(vacio.json().message).toBe(MENSAJES_CARGA.sinDatos);
    expect((await subirLista('%PDF-1.4 no es una hoja', 'lista.pdf')).statusCode).toBe(415);
    const { payload, contentType } = await formulario('otro', Buffer.from('x'), 'x.csv');
    const sinArchivo = await app.inject({ method: 'POST', url: `${URL}/estudiantes/elegibles`, headers: { ...admin, 'content-type': contentType }, payload });
    expect(sinArchivo.statusCode).toBe(422);
    expect(sinArchivo.json().errors.archivo).toBeDefined();
    expect(await estudianteDb(c.id)).toEqual(antes);
  });

  it('lets staff with estudiantes.ver download a student CV', async () => {
    expect((await app.inject({ url: `${URL}/estudiantes/${a.id}/cv`, headers: consulta })).statusCode).toBe(404);
    const pdf = Buffer.from('%PDF-1.4\n% CV de prueba\n');
    const { payload, contentType } = await formulario('cv', pdf, 'Mi CV.pdf');
    expect((await app.inject({ method: 'POST', url: `${URL}/estudiante/cv`, headers: { ...bearer(a.token), 'content-type': contentType }, payload })).statusCode).toBe(200);
    const res = await app.inject({ url: `${URL}/estudiantes/${a.id}/cv`, headers: consulta });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect((await app.inject({ url: `${URL}/estudiantes/99999/cv`, headers: consulta })).statusCode).toBe(404);
  });

  it("shows staff an institution's accounts: the responsable and invited colleagues", async () => {
    const res = await app.inject({ url: `${URL}/instituciones/${x.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().usuarios).toEqual([{ usuarioId: expect.any(Number), nombre: 'Responsable 1', correo: x.correo, responsable: true, correoVerificado: true }]);
    expect((await app.inject({ url: `${URL}/instituciones/99999`, headers: admin })).statusCode).toBe(404);
  });
});
