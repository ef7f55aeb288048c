import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import { APP_NAME } from '../../shared/routes';
import { programas as programasTabla } from '../db/schema';
import { enlaceExportacion } from '../egresados/enlace';
import { egresadoPayload, seedEgresados } from '../egresados/test-support';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { ENLACE_REPORTE_INVALIDO } from './enlace';

const FORMULA = '=HYPERLINK("http://mal.example","clic")';

describe('exportación del reporte (XLSX, CSV, PDF) por enlace firmado', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const { programas, niveles } = await seedEgresados(app, admin);
  const [formula] = await app.db.insert(programasTabla).values({ clave: 'FORM', nombre: FORMULA, nivelId: niveles.lic }).returning();
  const creado = await app.inject({
    method: 'POST', url: '/api/egresados', headers: bearer(admin),
    payload: egresadoPayload({ matricula: 'F2020009', correo: 'formula@correo.mx', programaId: formula.id }),
  });
  expect(creado.statusCode, creado.body).toBe(201);
  await app.inject({ method: 'POST', url: '/api/cohortes', headers: bearer(admin), payload: { programaId: programas.isc, anioEgreso: 2020, esperados: 8 } });
  await createRole(app, admin, 'lector de reportes', ['reportes.ver'], 'egresados');
  await createRole(app, admin, 'solo egresados', ['egresados.ver'], 'egresados');
  const lector = await userWithRoles(app, 'lector.reportes@universidad.mx', ['lector de reportes']);
  const ajeno = await userWithRoles(app, 'sin.reportes@universidad.mx', ['solo egresados']);
  const lectorId = (await app.inject({ url: '/api/user', headers: bearer(lector) })).json().id as number;

  const enlace = async (body: object, token = lector) => {
    const res = await app.inject({ method: 'POST', url: '/api/egresados/reportes/exportar/enlace', headers: bearer(token), payload: body });
    return res;
  };
  /** Follows the link as a browser would: no bearer header. */
  const descargar = async (body: object) => {
    const res = await enlace(body);
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/api\/egresados\/reportes\/exportar\?.*token=/);
    return app.inject({ url });
  };

  it('XLSX: hojas «Reporte» e «Indicadores» con encabezado, filtros en palabras y celdas neutralizadas', async () => {
    const res = await descargar({ formato: 'xlsx', dimension: 'programa', agrupar: 'programa_cohorte', filter: { nivelId: niveles.lic, titulado: false } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const nombre = `reporte-egresados-programa-${hoyEnMexico()}.xlsx`;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${nombre}"; filename*=UTF-8''${nombre}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Reporte', 'Indicadores']);
    const valores = (sheet: ExcelJS.Worksheet) => {
      const rows: unknown[][] = [];
      sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const reporte = valores(workbook.getWorksheet('Reporte')!);
    expect(reporte[0]).toEqual([APP_NAME]);
    expect(reporte[1]).toEqual(['Reporte de egresados']);
    expect(String(reporte[2][0])).toMatch(/^Generado el \d\d\/\d\d\/\d{4} \d\d:\d\d \(hora de la Ciudad de México\)$/);
    expect(reporte[3]).toEqual(['Filtros: Nivel: Licenciatura']);
    expect(reporte[4]).toEqual(['Titulado: No']);
    const inicio = reporte.findIndex((r) => r[0] === 'Egresados por programa');
    expect(reporte.slice(inicio + 1)).toEqual([
      ['Programa', 'Egresados', 'Porcentaje (%)'],
      ['Ingeniería en Sistemas Computacionales (Licenciatura)', 2, 66.7],
      [`'${FORMULA} (Licenciatura)`, 1, 33.3],
      ['Total', 3, 100],
    ]);
    const indicadores = valores(workbook.getWorksheet('Indicadores')!);
    const i = indicadores.findIndex((r) => r[0] === 'Indicadores por programa y generación');
    expect(indicadores[i + 1]).toEqual([
      'Programa', 'Generación', 'Esperados', 'Registrados', 'Cobertura (%)', 'Titulados', 'Titulación (%)', 'Empleados',
      'Con situación laboral', 'Empleo (%)', 'Verificados', 'Verificación (%)',
    ]);
    expect(indicadores[i + 2]).toEqual([`'${FORMULA} (Licenciatura)`, 2020, undefined, 1, undefined, 0, 0, 1, 1, 100, 0, 0]);
    expect(indicadores[i + 3]).toEqual(['Ingeniería en Sistemas Computacionales (Licenciatura)', 2020, 8, 2, 25, 0, 0, 1, 1, 100, 0, 0]);
    expect(indicadores[i + 4].slice(0, 4)).toEqual(['Total', undefined, 8, 3]);
  });

  it('CSV: BOM, las dos tablas con su título y celdas neutralizadas', async () => {
    const res = await descargar({ formato: 'csv', dimension: 'sexo', agrupar: 'programa', filter: JSON.stringify({ programaId: [programas.isc, formula.id] }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`reporte-egresados-sexo-${hoyEnMexico()}.csv`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lineas = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lineas[0]).toBe(APP_NAME);
    // Mid-cell the formula text is inert: only a cell's first character makes a formula.
    expect(lineas[3]).toBe(`"Filtros: Programa: ${FORMULA.replace(/"/g, '""')} (Licenciatura), Ingeniería en Sistemas Computacionales (Licenciatura)"`);
    const sexo = lineas.indexOf('Egresados por sexo');
    expect(lineas.slice(sexo + 1, sexo + 5)).toEqual(['Sexo,Egresados,Porcentaje (%)', 'Hombre,2,66.7', 'Sin dato,1,33.3', 'Total,3,100']);
    const ind = lineas.indexOf('Indicadores por programa');
    expect(lineas[ind + 1]).toBe('Programa,Esperados,Registrados,Cobertura (%),Titulados,Titulación (%),Empleados,Con situación laboral,Empleo (%),Verificados,Verificación (%)');
    expect(lineas[ind + 2]).toBe(`"'${FORMULA.replace(/"/g, '""')} (Licenciatura)",,1,,0,0,1,1,100,0,0`);
    expect(res.body).not.toMatch(/(^|,|")=HYPERLINK/m);
  });

  it('PDF: un documento tamaño carta que empieza con %PDF', async () => {
    const res = await descargar({ formato: 'pdf', dimension: 'entidadFederativa', agrupar: 'programa_cohorte' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`reporte-egresados-entidadFederativa-${hoyEnMexico()}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2_000);
    expect(res.rawPayload.length).toBeLessThan(200_000);
    expect(res.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
    expect(res.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('con sesión (cabecera Bearer) también descarga; sin permiso, 403', async () => {
    const url = '/api/egresados/reportes/exportar?formato=csv&dimension=nivel&agrupar=cohorte';
    expect((await app.inject({ url, headers: bearer(lector) })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: bearer(ajeno) })).statusCode).toBe(403);
    expect((await app.inject({ url })).statusCode).toBe(401);
  });

  it('enlace vencido, falsificado o de otra exportación: 401; pedir el enlace exige reportes.ver y un filtro válido', async () => {
    const base = '/api/egresados/reportes/exportar?formato=csv&dimension=nivel&agrupar=cohorte';
    const vencido = app.signer.sign({ p: 'reportes.exportar', uid: lectorId }, -10);
    const otra = enlaceExportacion.sign(app.signer, lectorId);
    const bueno = new URL(`http://x${(await enlace({ formato: 'csv', dimension: 'nivel', agrupar: 'cohorte' })).json().url}`).searchParams.get('token')!;
    const falso = `${bueno.slice(0, -3)}${bueno.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    for (const token of [vencido, otra, falso]) {
      const res = await app.inject({ url: `${base}&token=${encodeURIComponent(token)}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ENLACE_REPORTE_INVALIDO);
    }
    expect((await app.inject({ url: `${base}&token=${encodeURIComponent(bueno)}` })).statusCode).toBe(200);
    expect((await enlace({ formato: 'pdf', dimension: 'nivel', agrupar: 'cohorte' }, ajeno)).statusCode).toBe(403);
    const malFiltro = await enlace({ formato: 'pdf', dimension: 'nivel', agrupar: 'cohorte', filter: '{roto' });
    expect(malFiltro.statusCode).toBe(422);
    expect(malFiltro.json().errors).toEqual({ filter: ['El filtro del reporte no es válido'] });
    const malFormato = await enlace({ formato: 'doc', dimension: 'nivel' });
    expect(malFormato.statusCode).toBe(422);
    expect(malFormato.json().errors.formato).toEqual(['El formato debe ser xlsx, csv o pdf']);
  });
});
