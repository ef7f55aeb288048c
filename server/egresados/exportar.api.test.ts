import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import { egresados, usuarioRoles, usuarios } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { ENLACE_INVALIDO } from './enlace';
import { egresadoPages } from './exportar';
import { listEgresados } from './service';
import { seedEgresados } from './test-support';

const HEADER = 'Matrícula,Nombre(s),Apellido paterno,Apellido materno,CURP,Correo electrónico,Teléfono,Sexo,Fecha de nacimiento,Programa,Nivel,'
  + 'Año de egreso,Fecha de egreso,Titulado,Fecha de titulación,Situación laboral,Empresa,Puesto,Entidad federativa,Verificado,Origen,Fecha de registro';

describe('exportación de egresados', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const { programas, lucia } = await seedEgresados(app, admin);
  await app.db.update(egresados).set({ verificado: true }).where(eq(egresados.id, lucia.id));
  await createRole(app, admin, 'consulta de egresados', ['egresados.ver'], 'egresados');
  await createRole(app, admin, 'solo roles', ['roles.ver']);
  const lector = await userWithRoles(app, 'lector.egresados@universidad.mx', ['consulta de egresados']);
  const ajeno = await userWithRoles(app, 'ajeno@universidad.mx', ['solo roles']);
  const query = (params: Record<string, unknown>) =>
    new URLSearchParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))).toString();
  const exportar = (params: Record<string, unknown>, token: string | null = lector) =>
    app.inject({ url: `/api/egresados/exportar?${query(params)}`, headers: token ? bearer(token) : {} });
  const csvLines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);

  it('CSV: UTF-8 con BOM, encabezados en español, etiquetas y fechas dd/mm/aaaa, en el orden y filtro pedidos', async () => {
    const res = await exportar({ formato: 'csv', filter: { programaId: [programas.adm, programas.isc] }, sort: ['matricula', 'DESC'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="egresados-${hoyEnMexico()}.csv"; filename*=UTF-8''egresados-${hoyEnMexico()}.csv`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['L2021005', 'L2020004', 'L2020001', 'L2019002']);
    expect(lines[3]).toMatch(/^L2020001,Ramón,Núñez,Ávila,,ramon\.nunez@correo\.mx,5512345678,Hombre,14\/03\/1998,Ingeniería en Sistemas Computacionales,Licenciatura,2020,15\/07\/2020,No,,Empleado,Bimbo,Analista,Jalisco,No,Captura,\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(lines[4]).toContain(',Sí,01/02/2020,Emprendedor,,,Jalisco,Sí,Captura,');
  });

  it('CSV: una celda que empieza con = se neutraliza con un apóstrofo', async () => {
    const res = await exportar({ formato: 'csv', filter: { q: 'angeles' } });
    const [, row] = csvLines(res.body);
    expect(row).toContain(`"'=HYPERLINK(""http://mal.example"",""clic"")"`);
    expect(row).not.toMatch(/,=HYPERLINK/);
  });

  it('XLSX: se lee de vuelta con exceljs; encabezado en negritas, fechas como fechas, fórmulas neutralizadas', async () => {
    const res = await exportar({ formato: 'xlsx', sort: ['matricula', 'ASC'] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="egresados-${hoyEnMexico()}.xlsx"; filename*=UTF-8''egresados-${hoyEnMexico()}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Egresados')!;
    expect(sheet.rowCount).toBe(6);
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1).join(',')).toBe(HEADER);
    expect(header.getCell(1).font?.bold).toBe(true);
    const ramon = sheet.getRow(3);
    expect(ramon.getCell(1).value).toBe('L2020001');
    expect(ramon.getCell(2).value).toBe('Ramón');
    expect(ramon.getCell(9).value).toEqual(new Date('1998-03-14T00:00:00Z'));
    expect(ramon.getCell(9).numFmt).toBe('dd/mm/yyyy');
    expect(ramon.getCell(12).value).toBe(2020);
    expect(ramon.getCell(14).value).toBe('No');
    expect(ramon.getCell(22).value).toBeInstanceOf(Date);
    const jose = sheet.getRow(6);
    expect(jose.getCell(1).value).toBe('M2023003');
    expect(jose.getCell(17).value).toBe(`'=HYPERLINK("http://mal.example","clic")`);
    expect(jose.getCell(17).type).toBe(ExcelJS.ValueType.String);
    expect(jose.getCell(19).value).toBe('Ciudad de México');
  });

  it('lee por páginas con llave (keyset) sin repetir ni saltar filas, en cualquier orden', async () => {
    for (const [sortField, sortOrder] of [['nombre', 'DESC'], ['createdAt', 'ASC'], ['programa', 'ASC'], ['verificado', 'DESC'], ['nivel', 'ASC'], ['anioEgreso', 'DESC']] as const) {
      const params = { filter: { q: 'correo' }, sortField, sortOrder, offset: 0, limit: 100 };
      const expected = (await listEgresados(app.db, params)).rows.map((r) => r.id);
      const paged: number[] = [];
      for await (const rows of egresadoPages(app.db, params, 2)) paged.push(...rows.map((r) => r.id));
      expect(paged, `${sortField} ${sortOrder}`).toEqual(expected);
      expect(paged).toHaveLength(5);
    }
  });

  it('un formato desconocido es 422; sin sesión 401; sin permiso 403', async () => {
    const bad = await exportar({ formato: 'pdf' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.formato).toEqual(['El formato debe ser csv o xlsx']);
    expect((await exportar({ formato: 'csv' }, null)).statusCode).toBe(401);
    expect((await exportar({ formato: 'csv' }, ajeno)).statusCode).toBe(403);
  });

  describe('enlace firmado para la descarga del navegador', () => {
    const enlace = (payload: object, token = lector) => app.inject({ method: 'POST', url: '/api/egresados/exportar/enlace', headers: bearer(token), payload });

    it('da una URL que descarga sin encabezado Authorization, con el filtro y el orden pedidos', async () => {
      const res = await enlace({ formato: 'csv', filter: { titulado: true }, sort: ['matricula', 'DESC'] });
      expect(res.statusCode, res.body).toBe(200);
      const { url } = res.json();
      expect(url).toMatch(/^\/api\/egresados\/exportar\?formato=csv&filter=.+&sort=.+&token=.+/);
      const download = await app.inject({ url });
      expect(download.statusCode).toBe(200);
      expect(csvLines(download.body).slice(1).map((l) => l.split(',')[0])).toEqual(['L2021005', 'L2019002']);
      const xlsx = await app.inject({ url: (await enlace({ formato: 'xlsx' })).json().url });
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    });

    it('rechaza un enlace alterado, vencido o firmado para otra cosa', async () => {
      const { url } = (await enlace({ formato: 'csv' })).json();
      const token = new URL(url, 'http://x').searchParams.get('token')!;
      const [payload, mac] = token.split('.');
      const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), uid: 1 })).toString('base64url');
      const tries = [
        `${forged}.${mac}`,
        app.signer.sign({ p: 'egresados.exportar', uid: 1 }, -1),
        app.signer.sign({ p: 'usuario', id: 1, email: 'admin@universidad.mx' }, 60),
        'basura',
      ];
      for (const bad of tries) {
        const res = await app.inject({ url: `/api/egresados/exportar?formato=csv&token=${encodeURIComponent(bad)}` });
        expect(res.statusCode, bad).toBe(401);
        expect(res.json().message).toBe(ENLACE_INVALIDO);
      }
    });

    it('vuelve a comprobar el acceso: quien perdió el permiso o la cuenta ya no descarga', async () => {
      const token = await userWithRoles(app, 'temporal@universidad.mx', ['consulta de egresados']);
      const { url } = (await enlace({ formato: 'csv' }, token)).json();
      expect((await app.inject({ url })).statusCode).toBe(200);
      const me = (await app.inject({ url: '/api/user', headers: bearer(token) })).json();
      await app.db.delete(usuarioRoles).where(eq(usuarioRoles.usuarioId, me.id));
      expect((await app.inject({ url })).statusCode).toBe(403);

      const otro = await userWithRoles(app, 'se-va@universidad.mx', ['consulta de egresados']);
      const link = (await enlace({ formato: 'csv' }, otro)).json().url;
      await app.db.update(usuarios).set({ activo: false }).where(eq(usuarios.email, 'se-va@universidad.mx'));
      expect((await app.inject({ url: link })).statusCode).toBe(403);
    });

    it('pide sesión y permiso para pedir el enlace; un filtro mal formado se rechaza', async () => {
      expect((await app.inject({ method: 'POST', url: '/api/egresados/exportar/enlace', payload: { formato: 'csv' } })).statusCode).toBe(401);
      expect((await enlace({ formato: 'csv' }, ajeno)).statusCode).toBe(403);
      expect((await enlace({ formato: 'csv', filter: '{no json' })).statusCode).toBe(400);
      expect((await enlace({ formato: 'doc' })).statusCode).toBe(422);
    });
  });
});
