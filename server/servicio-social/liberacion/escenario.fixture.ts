// Test data for the end-of-service API tests: two institutions, each with a student serving, one free student,
// and shortcuts that put a service where a test needs it (hours approved, final report approved).
import { eq } from 'drizzle-orm';
import { ssDocumentos, ssPrestaciones } from '../../db/schema';
import { adminToken, bearer, userWithRoles } from '../../test/helper';
import type { App } from '../../types';
import { crearPrograma, estudiante, institucion, programaAprobado, rolCon, vacante } from '../test/fixtures';

export const URL = '/api/servicio-social';

export async function escenario(app: App) {
  const carrera = await crearPrograma(app, { clave: 'LPSI', nombre: 'Licenciatura en Psicología' });
  const x = await institucion(app, 1);
  const y = await institucion(app, 2);
  const programaX = await programaAprobado(app, x, carrera.id, { nombre: 'Acompañamiento escolar' });
  const programaY = await programaAprobado(app, y, carrera.id, { nombre: 'Salud mental comunitaria', periodo: '2027-2' });
  const vacanteX = await vacante(app, x, programaX, carrera.id, { cupo: 1 });
  const vacanteY = await vacante(app, y, programaY, carrera.id, { cupo: 3 });
  const [a, b, c] = [await estudiante(app, 1, carrera.id), await estudiante(app, 2, carrera.id), await estudiante(app, 3, carrera.id)];
  const aceptar = async (est: { token: string }, vacanteId: number, inst: { token: string }) => {
    const sol = await app.inject({ method: 'POST', url: `${URL}/solicitudes`, headers: bearer(est.token), payload: { vacanteId, motivacion: 'Quiero colaborar con la comunidad en este programa.' } });
    if (sol.statusCode !== 201) throw new Error(`solicitud ${sol.statusCode} ${sol.body}`);
    const res = await app.inject({
      method: 'PUT', url: `${URL}/solicitudes/${sol.json().id}/estado`, headers: bearer(inst.token),
      payload: { estado: 'aceptada', supervisorNombre: 'Mtra. Laura Díaz', supervisorCorreo: `supervisora@institucion${inst === x ? 1 : 2}.org.mx` },
    });
    if (res.statusCode !== 200) throw new Error(`aceptar ${res.statusCode} ${res.body}`);
    const [p] = await app.db.select({ id: ssPrestaciones.id }).from(ssPrestaciones).where(eq(ssPrestaciones.solicitudId, sol.json().id));
    return p.id;
  };
  const pa = await aceptar(a, vacanteX, x);
  const pb = await aceptar(b, vacanteY, y);
  const admin = bearer(await adminToken(app));
  await rolCon(app, 'Consulta de servicio social', ['prestaciones.ver', 'ss-documentos.ver', 'ss-reportes.ver']);
  const consulta = bearer(await userWithRoles(app, 'consulta.ss@universidad.mx', ['Consulta de servicio social']));

  /** The hours complete and (optionally) the final report approved, as the docs and hours flows would leave them. */
  const alFinal = async (prestacionId: number, informeFinal = true) => {
    const [p] = await app.db.update(ssPrestaciones).set({ horasAprobadas: 480, horasRegistradas: 480 }).where(eq(ssPrestaciones.id, prestacionId)).returning();
    if (informeFinal) {
      await app.db.insert(ssDocumentos).values({ estudianteId: p.estudianteId, prestacionId, tipo: 'informe_final', titulo: 'Informe final', estado: 'aprobado', aprobadoEn: new Date() });
    }
  };
  return { carrera, x, y, vacanteX, vacanteY, a, b, c, pa, pb, admin, consulta, alFinal };
}

/** All four answers of a TecNM-scale questionnaire of `n` criteria c1…cn. */
export const respuestas = (n: number, valor = 4) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`c${i + 1}`, valor]));
