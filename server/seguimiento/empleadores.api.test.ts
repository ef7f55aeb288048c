import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sembrarEgresados } from '../campanas/test-support';
import { egresados, outbox, segInvitaciones } from '../db/schema';
import { createRole } from '../roles/test-support';
import { adminToken, bearer, buildTestApp, userWithRoles } from '../test/helper';
import { tokenEncuesta } from './encuesta/token';

const hora = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('employers invited from a CSV (POST /api/seguimiento/aplicaciones/:id/empleadores)', async () => {
  const app = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  const admin = await adminToken(app);
  await createRole(app, admin, 'editor sin envío', ['seguimiento.ver', 'seguimiento.editar'], 'egresados');
  const editor = await userWithRoles(app, 'editor.empleadores@universidad.mx', ['editor sin envío']);
  const { programa, egresados: gente } = await sembrarEgresados(app, 3, 'evaluado');
  const ajeno = (await sembrarEgresados(app, 1, 'fuera')).egresados[0];
  await app.db.update(egresados).set({ curp: 'PEGL000101HDFRMSA1' }).where(eq(egresados.id, gente[1].id));
  const filasDe = async (ids: number[]) => app.db.select().from(egresados).where(inArray(egresados.id, ids));
  const [a, b, c] = await filasDe(gente.map((g) => g.id)).then((r) => gente.map((g) => r.find((x) => x.id === g.id)!));
  const [fuera] = await filasDe([ajeno.id]);

  const tecnm = (await app.inject({ url: `/api/seguimiento/cuestionarios?filter=${encodeURIComponent(JSON.stringify({ tipo: 'egresados' }))}`, headers: bearer(admin) })).json()[0];
  const ola = (await app.inject({
    method: 'POST', url: '/api/seguimiento/aplicaciones', headers: bearer(admin),
    payload: { cuestionarioId: tecnm.id, nombre: 'Con empleadores', poblacion: { programaIds: [programa.id] }, apertura: iso(-hora), cierre: iso(30 * 24 * hora), recordatorios: { cadaDias: 7, maximo: 1 } },
  })).json();
  const subir = (csv: string, confirmar: boolean, token = admin) =>
    app.inject({ method: 'POST', url: `/api/seguimiento/aplicaciones/${ola.id}/empleadores`, headers: bearer(token), payload: { csv, confirmar } });
  const empleadores = () => app.db.select().from(segInvitaciones).where(and(eq(segInvitaciones.aplicacionId, ola.id), eq(segInvitaciones.tipo, 'empleador')));
  const ENCABEZADO = 'Correo del empleador,Nombre de la organización,CURP o matrícula del egresado';

  it('previews each row with its Spanish errors and queues nothing; a confirmation with a wrong row is refused whole', async () => {
    const csv = [
      ENCABEZADO,
      `rh@aceros.mx,Aceros del Norte,${a.matricula}`,
      'jefe@logistica.mx,Logística Sur,pegl000101hdfrmsa1',
      `no-es-correo,Otra,${c.matricula}`,
      'x@y.mx,Nadie,NO-EXISTE',
      `x@z.mx,Ajena,${fuera.matricula}`,
      `otro@aceros.mx,,${a.matricula}`,
    ].join('\n');
    const vista = await subir(csv, false);
    expect(vista.statusCode, vista.body).toBe(200);
    const { filas, validas, conErrores } = vista.json();
    expect({ validas, conErrores }).toEqual({ validas: 2, conErrores: 4 });
    expect(filas[0]).toMatchObject({ fila: 2, correo: 'rh@aceros.mx', organizacion: 'Aceros del Norte', egresado: 'Nombre0 Paterno0', errores: [] });
    expect(filas[1]).toMatchObject({ fila: 3, egresado: 'Nombre1 Paterno1 Materno1', errores: [] });
    expect(filas[2].errores).toEqual(['El correo del empleador no es válido']);
    expect(filas[3].errores).toEqual(['No hay un egresado con esa CURP o matrícula']);
    expect(filas[4].errores).toEqual(['El egresado no pertenece a la población de esta aplicación']);
    expect(filas[5].errores).toEqual(['Falta el nombre de la organización', 'El egresado ya aparece en la fila 2']);

    const confirmada = await subir(csv, true);
    expect(confirmada.statusCode).toBe(422);
    expect(confirmada.json().message).toMatch(/Corrija las 4 filas marcadas antes de invitar: no se envió ninguna invitación/);
    expect(confirmada.json().errors['fila.4']).toEqual(['El correo del empleador no es válido']);
    expect(await empleadores()).toEqual([]);
    expect(await app.db.select().from(outbox).where(eq(outbox.to, 'rh@aceros.mx'))).toEqual([]);
  });

  it('queues the invitations like the automatic ones; the employer answers and counts in the indicators', async () => {
    // Columns in another order, semicolons as Excel writes them in es-MX.
    const csv = [`Matrícula;Correo;Organización`, `${a.matricula};rh@aceros.mx;Aceros del Norte`, `${b.matricula};jefe@logistica.mx;Logística Sur`].join('\r\n');
    const res = await subir(csv, true);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ invitados: 2, filas: 2 });
    const invitaciones = await empleadores();
    expect(invitaciones.map((i) => [i.egresadoId, i.correo]).sort()).toEqual([[a.id, 'rh@aceros.mx'], [b.id, 'jefe@logistica.mx']].sort());
    expect(invitaciones.find((i) => i.egresadoId === a.id)).toMatchObject({ programaId: programa.id, respuestas: { organizacion: 'Aceros del Norte' }, enviadaEn: null });
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, 'rh@aceros.mx'));
    expect(mail.subject).toBe('Encuesta a empleadores: desempeño de nuestros egresados');
    expect(mail.html).toContain('Aceros del Norte');

    const inv = invitaciones.find((i) => i.egresadoId === a.id)!;
    const token = tokenEncuesta(app, inv.id);
    const vista = (await app.inject({ url: `/api/seguimiento/encuesta?token=${encodeURIComponent(token)}` })).json();
    expect(vista).toMatchObject({ egresado: 'Nombre0 Paterno0', respuestas: { organizacion: 'Aceros del Norte' }, cuestionario: { tipo: 'empleadores' } });
    const respuestas = Object.fromEntries(
      vista.cuestionario.secciones.flatMap((s: { preguntas: { clave: string; tipo: string; opciones?: { valor: string }[]; escalaMin?: number }[] }) => s.preguntas)
        .map((p: { clave: string; tipo: string; opciones?: { valor: string }[]; escalaMin?: number }) => [p.clave, p.tipo === 'escala' ? 3 : p.opciones ? p.opciones[0].valor : 'Texto']),
    );
    const envio = await app.inject({ method: 'PUT', url: '/api/seguimiento/encuesta', payload: { token, respuestas: { ...respuestas, organizacion: 'Aceros del Norte', desempeno_general: 5 }, enviar: true } });
    expect(envio.statusCode, envio.body).toBe(200);
    const ind = (await app.inject({ url: `/api/seguimiento/aplicaciones/${ola.id}/indicadores`, headers: bearer(admin) })).json();
    expect(ind.indicadores.find((i: { clave: string }) => i.clave === 'satisfaccion_empleadores')).toMatchObject({ valor: 5, n: 1 });

    // The same list again: every row is already invited.
    const otra = (await subir(csv, false)).json();
    expect(otra.filas.map((f: { errores: string[] }) => f.errores)).toEqual([
      ['Ya se invitó a un empleador sobre este egresado en esta aplicación'], ['Ya se invitó a un empleador sobre este egresado en esta aplicación'],
    ]);
  });

  it('needs seguimiento.enviar and a file with the three columns', async () => {
    expect((await subir(`${ENCABEZADO}\nrh@x.mx,X,${c.matricula}`, false, editor)).statusCode).toBe(403);
    const sinColumnas = await subir('correo,empresa\nrh@x.mx,X', false);
    expect(sinColumnas.statusCode).toBe(422);
    expect(sinColumnas.json().errors.csv[0]).toMatch(/Las columnas deben ser: correo del empleador/);
    expect((await subir(ENCABEZADO, false)).json().errors.csv[0]).toMatch(/no tiene filas/);
    expect((await subir('', false)).json().errors.csv[0]).toBe('Adjunte el archivo CSV');
    expect(await empleadores()).toHaveLength(2);
  });
});
