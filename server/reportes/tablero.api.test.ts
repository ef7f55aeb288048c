import { describe, expect, it } from 'vitest';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import { campanaDestinatarios, campanas, egresados, pageViews } from '../db/schema';
import { crearPrograma } from '../registro/fixtures';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';

const HORA = 3_600_000;
const DIA = 24 * HORA;

describe('tablero de egresados', async () => {
  const app = await buildTestApp();
  const admin = await adminToken(app);
  const ahora = Date.now();
  const hace = (ms: number) => new Date(ahora - ms);

  const lic = [];
  for (let i = 1; i <= 12; i++) lic.push(await crearPrograma(app, { clave: `P${i}`, nombre: `Programa ${String(i).padStart(2, '0')}` }));
  const mae = await crearPrograma(app, { clave: 'M1', nombre: 'Maestría 01', nivel: 'Maestría' });

  let n = 0;
  const egresado = (programaId: number, creado: Date, datos: Partial<typeof egresados.$inferInsert> = {}) => {
    n += 1;
    return { matricula: `T${n}`, nombre: 'Egresado', apellidoPaterno: `Prueba ${n}`, correo: `e${n}@correo.mx`, programaId, anioEgreso: 2020, createdAt: creado, updatedAt: creado, ...datos };
  };
  // 18 recorded long ago: one per program, plus 4 more in Programa 01 and 2 more in Programa 02.
  const antiguos = lic.map((p, i) =>
    egresado(p.id, hace(100 * DIA), { origen: 'captura', titulado: i < 6, situacionLaboral: ['empleado', 'desempleado', null][i % 3] }),
  );
  for (let i = 0; i < 6; i++) antiguos.push(egresado(lic[i < 4 ? 0 : 1].id, hace(100 * DIA), { origen: 'captura', situacionLaboral: 'emprendedor' }));
  await app.db.insert(egresados).values(antiguos);
  // The previous 7-day period: two bulk-loaded, one titulado, employed and confirmed.
  const [invitado, otroImportado] = await app.db.insert(egresados).values([
    egresado(mae.id, hace(10 * DIA), { origen: 'carga_masiva', titulado: true, situacionLaboral: 'empleado', verificado: true, verificadoEn: hace(9 * DIA) }),
    egresado(mae.id, hace(10 * DIA), { origen: 'carga_masiva', actualizadoPorEgresadoEn: hace(2 * DIA) }),
  ]).returning();
  // This period: two self-registered (one confirmed) and one bulk-loaded.
  const [registrado] = await app.db.insert(egresados).values([
    egresado(mae.id, hace(DIA), { origen: 'registro', verificado: true, verificadoEn: hace(HORA) }),
    egresado(mae.id, hace(DIA), { origen: 'registro' }),
    egresado(mae.id, hace(DIA), { origen: 'carga_masiva', situacionLaboral: 'empleado' }),
  ]).returning();

  const [c1, c2] = await app.db.insert(campanas).values([{ nombre: 'Invitación 1' }, { nombre: 'Invitación 2' }]).returning();
  await app.db.insert(campanaDestinatarios).values([
    { campanaId: c1.id, egresadoId: invitado.id, correo: invitado.correo!, estado: 'enviado' },
    { campanaId: c2.id, egresadoId: invitado.id, correo: invitado.correo!, estado: 'enviado' },
    { campanaId: c1.id, egresadoId: otroImportado.id, correo: otroImportado.correo!, estado: 'pendiente' },
    { campanaId: c1.id, egresadoId: registrado.id, correo: registrado.correo!, estado: 'enviado' },
  ]);

  const vista = (route: string, creado: Date) => ({ route, path: route, createdAt: creado });
  await app.db.insert(pageViews).values([
    vista('/egresados/registro', hace(HORA)), vista('/egresados/registro', hace(HORA)), vista('/egresados/registro', hace(2 * DIA)),
    ...Array.from({ length: 4 }, () => vista('/egresados/registro', hace(10 * DIA))),
    vista('/egresados/registro', hace(30 * DIA)),
    ...Array.from({ length: 5 }, () => vista('/egresados', hace(HORA))),
  ]);

  await createRole(app, admin, 'lector de reportes', ['reportes.ver'], 'egresados');
  await createRole(app, admin, 'solo egresados', ['egresados.ver'], 'egresados');
  const lector = await userWithRoles(app, 'lector.tablero@universidad.mx', ['lector de reportes']);
  const ajeno = await userWithRoles(app, 'sin.tablero@universidad.mx', ['solo egresados']);

  const pedir = (query = '', token: string | null = lector) => app.inject({ url: `/api/egresados/tablero${query}`, headers: token ? bearer(token) : {} });

  it('7 días: indicadores con el periodo anterior, embudo y visitas por día', async () => {
    const res = await pedir('?dias=7');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const t = res.json();
    expect(t.dias).toBe(7);
    expect(new Date(t.hasta).getTime()).toBeGreaterThanOrEqual(ahora - 1000);
    expect(new Date(t.hasta).getTime() - new Date(t.desde).getTime()).toBeGreaterThan(6 * DIA);
    expect(new Date(t.hasta).getTime() - new Date(t.desde).getTime()).toBeLessThanOrEqual(7 * DIA);
    expect(t.kpis).toEqual({
      egresados: { valor: 23, anterior: 20 },
      registros: { valor: 3, anterior: 2 },
      verificados: { valor: 1, anterior: 1 },
      titulados: { valor: 7, anterior: 7 },
      empleados: { valor: 12, anterior: 11 },
      visitasRegistro: { valor: 3, anterior: 4 },
      colocacion: { valor: 0, anterior: null },
    });
    // Bulk-loaded graduates only: one confirmed their address, another saved their record through the link.
    expect(t.embudo).toEqual({ importados: 3, invitados: 1, registrados: 2, verificados: 1 });
    expect(t.porNivel).toEqual([{ etiqueta: 'Licenciatura', total: 18 }, { etiqueta: 'Maestría', total: 5 }]);
    expect(t.porPrograma).toEqual([
      { etiqueta: 'Maestría 01 (Maestría)', total: 5 },
      { etiqueta: 'Programa 01 (Licenciatura)', total: 5 },
      { etiqueta: 'Programa 02 (Licenciatura)', total: 3 },
      ...[3, 4, 5, 6, 7, 8, 9].map((i) => ({ etiqueta: `Programa 0${i} (Licenciatura)`, total: 1 })),
      { etiqueta: 'Otros', total: 3 },
    ]);
    expect(t.situacionLaboral).toEqual([
      { valor: 'empleado', etiqueta: 'Empleado', total: 6 },
      { valor: 'emprendedor', etiqueta: 'Emprendedor', total: 6 },
      { valor: 'desempleado', etiqueta: 'Desempleado', total: 4 },
      { valor: null, etiqueta: 'Sin dato', total: 7 },
    ]);
    expect(t.visitasRegistro).toHaveLength(7);
    expect(t.visitasRegistro.at(-1).dia).toBe(hoyEnMexico());
    expect(t.visitasRegistro.reduce((s: number, v: { visitas: number }) => s + v.visitas, 0)).toBe(3);
    expect(t.registrosPorMes).toHaveLength(12);
    expect(t.registrosPorMes.at(-1).mes).toBe(hoyEnMexico().slice(0, 7));
    const suma = (campo: string) => t.registrosPorMes.reduce((s: number, m: Record<string, number>) => s + m[campo], 0);
    expect([suma('registro'), suma('cargaMasiva'), suma('captura')]).toEqual([2, 3, 18]);
  });

  it('30 días (por omisión) y 365 días comparan con el periodo anterior de la misma longitud', async () => {
    const treinta = (await pedir()).json();
    expect(treinta.dias).toBe(30);
    expect(treinta.visitasRegistro).toHaveLength(30);
    expect(treinta.kpis.registros).toEqual({ valor: 5, anterior: 0 });
    expect(treinta.kpis.egresados).toEqual({ valor: 23, anterior: 18 });
    expect(treinta.kpis.visitasRegistro.valor).toBe(7);
    const anio = (await pedir('?dias=365')).json();
    expect(anio.kpis.registros).toEqual({ valor: 23, anterior: 0 });
    expect(anio.kpis.visitasRegistro).toEqual({ valor: 8, anterior: 0 });
    expect(anio.visitasRegistro).toHaveLength(365);
  });

  it('otro periodo: 422; sin sesión 401; sin reportes.ver 403', async () => {
    const res = await pedir('?dias=14');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.dias).toEqual(['El periodo debe ser de 7, 30, 90 o 365 días']);
    expect((await pedir('', null)).statusCode).toBe(401);
    expect((await pedir('', ajeno)).statusCode).toBe(403);
  });
});
