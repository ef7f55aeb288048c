import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ssDocumentoRevisiones, ssDocumentoVersiones, ssDocumentos, ssPrestaciones, ssProgramas } from '../../db/schema';
import { bearer, buildTestApp } from '../../test/helper';
import { escenario, URL } from '../liberacion/escenario.fixture';
import { horasCompletas, redactarSecciones } from '../test/fixtures';
import { reporteSs } from './service';

describe('servicio social: staff reports', async () => {
  const app = await buildTestApp();
  const e = await escenario(app);
  const [pa] = await app.db.select().from(ssPrestaciones).where(eq(ssPrestaciones.id, e.pa));
  // a: started 3 months before «today», one monthly report sent, reviewed by the institution in 24 h and the office 48 h later.
  await app.db.update(ssPrestaciones).set({ fechaInicio: '2027-01-15', horasAprobadas: 100, horasRegistradas: 120 }).where(eq(ssPrestaciones.id, e.pa));
  const [doc] = await app.db.insert(ssDocumentos).values({ estudianteId: pa.estudianteId, prestacionId: e.pa, tipo: 'informe_mensual', titulo: 'Informe de enero', periodoMes: '2027-01-01', estado: 'aprobado', version: 1 }).returning();
  const t0 = new Date('2027-02-01T10:00:00Z');
  const hora = (h: number) => new Date(t0.getTime() + h * 3_600_000);
  await app.db.insert(ssDocumentoVersiones).values({ documentoId: doc.id, version: 1, contenido: '<p>Enero</p>', createdAt: t0 });
  await app.db.insert(ssDocumentoRevisiones).values([
    { documentoId: doc.id, version: 1, etapa: 'institucion', decision: 'aprobado', revisorNombre: 'Supervisora', via: 'portal', createdAt: hora(24) },
    { documentoId: doc.id, version: 1, etapa: 'oficina', decision: 'aprobado', revisorNombre: 'Oficina', via: 'oficina', createdAt: hora(72) },
  ]);

  it('counts services by state, period, program and institution, with hours, overdue reports and review turnaround', async () => {
    const r = await reporteSs(app.db, {}, '2027-04-10');
    expect(r.totales).toEqual({ prestaciones: 2, enCurso: 2, concluidas: 0, liberadas: 0, bajas: 0 });
    expect(r.horas).toEqual({ requeridas: 960, registradas: 120, aprobadas: 100 });
    expect(r.porEstado.find((s) => s.estado === 'en_curso')?.total).toBe(2);
    expect(r.porPeriodo.map((p) => [p.etiqueta, p.total])).toEqual([['2027-2', 1], ['2027-1', 1]]);
    expect(r.porInstitucion.map((i) => i.etiqueta).sort()).toEqual(['Fundación Número 1 A.C.', 'Fundación Número 2 A.C.']);
    expect(r.porPrograma.find((p) => p.etiqueta === 'Acompañamiento escolar')?.horasAprobadas).toBe(100);
    // a owes January, February and March (3), sent one → 2 overdue.
    const deA = r.informesVencidos.porInstitucion.find((i) => i.id === String(e.x.id));
    expect(deA).toMatchObject({ informes: 2, prestaciones: 1 });
    expect(r.revision).toEqual([
      { etapa: 'institucion', revisiones: 1, promedioHoras: 24 },
      { etapa: 'oficina', revisiones: 1, promedioHoras: 48 },
    ]);
    const soloY = await reporteSs(app.db, { institucionId: e.y.id }, '2027-04-10');
    expect(soloY.totales.prestaciones).toBe(1);
    expect(soloY.revision[0].revisiones).toBe(0);
    expect((await reporteSs(app.db, { periodo: '2027-1' }, '2027-04-10')).porInstitucion.map((i) => i.id)).toEqual([String(e.x.id)]);
  });

  it('answers only staff with ss-reportes.ver and refuses a malformed filter with 422', async () => {
    expect((await app.inject({ url: `${URL}/reportes-ss`, headers: e.consulta })).statusCode).toBe(200);
    expect((await app.inject({ url: `${URL}/reportes-ss`, headers: bearer(e.x.token) })).statusCode).toBe(403);
    expect((await app.inject({ url: `${URL}/reportes-ss`, headers: bearer(e.a.token) })).statusCode).toBe(403);
    const malo = await app.inject({ url: `${URL}/reportes-ss?filter=%7Bnope`, headers: e.admin });
    expect(malo.statusCode).toBe(422);
    expect(malo.json().errors.filter).toEqual(['El filtro no es válido']);
  });

  it('exports XLSX with formula-looking names kept as text, and a PDF, through a signed link', async () => {
    await app.db.update(ssProgramas).set({ nombre: '=HYPERLINK("http://malo","clic")' }).where(eq(ssProgramas.id, pa.programaId));
    const enlace = await app.inject({ method: 'POST', url: `${URL}/reportes-ss/exportar/enlace`, headers: e.admin, payload: { formato: 'xlsx', filter: {} } });
    expect(enlace.statusCode).toBe(200);
    const xlsx = await app.inject({ url: enlace.json().url });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.getWorksheet('Servicios por programa')!;
    const celdas = hoja.getColumn(1).values.map(String);
    expect(celdas).toContain(`'=HYPERLINK("http://malo","clic")`);
    const pdfEnlace = await app.inject({ method: 'POST', url: `${URL}/reportes-ss/exportar/enlace`, headers: e.admin, payload: { formato: 'pdf', filter: { institucionId: e.x.id } } });
    const pdf = await app.inject({ url: pdfEnlace.json().url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ url: `${URL}/reportes-ss/exportar?formato=pdf&token=falso` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `${URL}/reportes-ss/exportar/enlace`, headers: bearer(e.x.token), payload: { formato: 'pdf' } })).statusCode).toBe(403);
  });

  it('measures each review from the round reaching its stage, through the real flow, whoever dates it afterwards', async () => {
    // The final report of a: sent (T), approved by the institution 20 h later, returned by the office 6 h after that,
    // sent again (T+30 h), approved by the institution in 4 h and by the office 6 h later.
    const T = new Date('2027-03-01T09:00:00Z').getTime();
    const en = (h: number) => new Date(T + h * 3_600_000);
    const inst = bearer(e.x.token);
    const fechar = async (version: number, horas: number, etapa?: 'institucion' | 'oficina') => {
      if (!etapa) return app.db.update(ssDocumentoVersiones).set({ createdAt: en(horas) }).where(and(eq(ssDocumentoVersiones.documentoId, id), eq(ssDocumentoVersiones.version, version)));
      return app.db.update(ssDocumentoRevisiones).set({ createdAt: en(horas) })
        .where(and(eq(ssDocumentoRevisiones.documentoId, id), eq(ssDocumentoRevisiones.version, version), eq(ssDocumentoRevisiones.etapa, etapa)));
    };
    const mover = async (ruta: string, headers: Record<string, string>, payload?: object) => {
      const res = await app.inject({ method: 'POST', url: `${URL}/documentos/${id}/${ruta}`, headers, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await horasCompletas(app, e.pa);
    const creado = await app.inject({ method: 'POST', url: `${URL}/documentos`, headers: bearer(e.a.token), payload: { tipo: 'informe_final' } });
    expect(creado.statusCode, creado.body).toBe(201);
    const id: number = creado.json().id;
    await redactarSecciones(app, bearer(e.a.token), id);
    await mover('enviar', bearer(e.a.token));
    await fechar(1, 0);
    await mover('revision', inst, { decision: 'aprobar' });
    await fechar(1, 20, 'institucion');
    await mover('revision', e.admin, { decision: 'observar', comentarios: 'Agregue los resultados del segundo trimestre.' });
    await fechar(1, 26, 'oficina');
    await mover('enviar', bearer(e.a.token));
    await fechar(2, 30);
    await mover('revision', inst, { decision: 'aprobar' });
    await fechar(2, 34, 'institucion');
    await mover('revision', e.admin, { decision: 'aprobar' });
    await fechar(2, 40, 'oficina');

    const esperas = await app.db.select({ version: ssDocumentoRevisiones.version, etapa: ssDocumentoRevisiones.etapa, espera: ssDocumentoRevisiones.esperaSegundos })
      .from(ssDocumentoRevisiones).where(eq(ssDocumentoRevisiones.documentoId, id)).orderBy(ssDocumentoRevisiones.id);
    expect(esperas).toEqual([
      { version: 1, etapa: 'institucion', espera: 20 * 3600 },
      { version: 1, etapa: 'oficina', espera: 6 * 3600 },
      { version: 2, etapa: 'institucion', espera: 4 * 3600 },
      { version: 2, etapa: 'oficina', espera: 6 * 3600 },
    ]);
    // With the monthly report of the set-up (24 h and 48 h): institution (24 + 20 + 4) / 3 = 16 h, office (48 + 6 + 6) / 3 = 20 h.
    const r = await reporteSs(app.db, { institucionId: e.x.id }, '2027-04-10');
    expect(r.revision).toEqual([
      { etapa: 'institucion', revisiones: 3, promedioHoras: 16 },
      { etapa: 'oficina', revisiones: 3, promedioHoras: 20 },
    ]);
    expect((await reporteSs(app.db, { institucionId: e.y.id }, '2027-04-10')).revision).toEqual([
      { etapa: 'institucion', revisiones: 0, promedioHoras: null },
      { etapa: 'oficina', revisiones: 0, promedioHoras: null },
    ]);
  });
});
