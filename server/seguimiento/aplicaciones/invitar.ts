// Invitations and reminders go out through the campaign engine: one campaign per round, its recipients written in
// one statement from the wave's invitations (unsubscribed addresses left out), sent by the campaign worker with its
// rate, pool, retries and List-Unsubscribe. The personal survey link is signed at send time from `datos.invitacion`.
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { sinBloqueo } from '../../arco/bloqueo';
import { sinOposicion } from '../../arco/oposiciones';
import type { Db } from '../../db/client';
import { bajasCorreo, campanas, campanaDestinatarios, egresados, niveles, programas, segAplicaciones, segInvitaciones } from '../../db/schema';
import { correoNormalizado, datosCombinacion } from '../../campanas/audiencia';
import { avisarCampanas } from '../../campanas/avisos';
import { HttpError, notFound } from '../../lib/http-error';
import { assertAbierta } from './service';
import { poblacionWhere } from './poblacion';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type AplicacionRow = typeof segAplicaciones.$inferSelect;

const cuerpo = (intro: string) => `<p>Hola {{nombre}}:</p>
<p>${intro}</p>
<p>Sus respuestas son confidenciales y se usan en conjunto para mejorar los programas educativos. Puede guardar y continuar después con el mismo enlace, y corregir sus respuestas hasta el cierre.</p>
<p><a href="{{enlaceEncuesta}}">Responder la encuesta</a></p>
<p>Si el botón no funciona, copie este enlace en su navegador: {{enlaceEncuesta}}</p>`;

export const CORREO_INVITACION = {
  asunto: 'Encuesta de seguimiento de egresados',
  cuerpoHtml: cuerpo('Le invitamos a contestar la encuesta de seguimiento de egresados de {{programa}}. Toma unos 15 minutos.'),
};
export const CORREO_RECORDATORIO = {
  asunto: 'Recordatorio: encuesta de seguimiento de egresados',
  cuerpoHtml: cuerpo('Aún no recibimos sus respuestas a la encuesta de seguimiento de egresados de {{programa}}. Su opinión nos ayuda mucho.'),
};

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Writes one campaign for the wave's invitations that match `cuales` and have an address nobody unsubscribed,
 * and starts it. Returns the campaign and the invitations it holds (none: no campaign is written).
 */
async function encolar(tx: Tx, a: AplicacionRow, cuales: SQL, correo: { asunto: string; cuerpoHtml: string }, etiqueta: string, usuarioId: number | null) {
  const [campana] = await tx
    .insert(campanas)
    .values({
      nombre: `Seguimiento · ${a.nombre} · ${etiqueta}`.slice(0, 160),
      asunto: correo.asunto,
      cuerpoHtml: correo.cuerpoHtml,
      filtro: { seguimiento: a.id },
      estado: 'enviando',
      iniciadaEn: new Date(),
      usuarioId,
    })
    .returning({ id: campanas.id });
  const insertados = rows<{ invitacion: string }>(
    await tx.execute(sql`
      INSERT INTO ${campanaDestinatarios} (campana_id, egresado_id, correo, datos, estado)
      SELECT ${campana.id}, ${egresados.id}, ${segInvitaciones.correo}, ${datosCombinacion} || jsonb_build_object('invitacion', ${segInvitaciones.id}::text), 'pendiente'
      FROM ${segInvitaciones}
      JOIN ${egresados} ON ${egresados.id} = ${segInvitaciones.egresadoId}
      JOIN ${programas} ON ${programas.id} = ${egresados.programaId}
      JOIN ${niveles} ON ${niveles.id} = ${programas.nivelId}
      WHERE ${segInvitaciones.aplicacionId} = ${a.id} AND ${segInvitaciones.tipo} = 'egresado' AND ${segInvitaciones.correo} IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM ${bajasCorreo} WHERE ${bajasCorreo.correo} = ${segInvitaciones.correo})
        AND ${sinOposicion(segInvitaciones.correo, 'encuestas')}
        AND ${sinBloqueo(egresados)}
        AND ${cuales}
      ORDER BY ${segInvitaciones.id}
      ON CONFLICT (campana_id, correo) DO NOTHING
      RETURNING datos->>'invitacion' AS invitacion`),
  );
  if (!insertados.length) {
    await tx.delete(campanas).where(eq(campanas.id, campana.id));
    return { campanaId: null, n: 0, invitaciones: [] };
  }
  await tx.update(campanas).set({ total: insertados.length }).where(eq(campanas.id, campana.id));
  return { campanaId: campana.id, n: insertados.length, invitaciones: insertados.map((r) => Number(r.invitacion)) };
}

/**
 * The invitations a round just queued, by the ids its INSERT returned. A join to the campaign's recipients was
 * planned as a nested loop over both (the wave's rows are new, without statistics): 20,000 invitations took minutes.
 */
const porIds = (invitaciones: number[]) => sql`${segInvitaciones.id} = ANY(${sql.param(invitaciones)}::bigint[])`;

const pendientesDeInvitar = sql`${segInvitaciones.invitadaEn} IS NULL`;

/** Invitation rows for graduates of the population not yet in the wave (`hasta`: relative waves, by fecha de egreso). */
async function agregarInvitaciones(tx: Tx, a: AplicacionRow, extra?: SQL) {
  await tx.execute(sql`
    INSERT INTO ${segInvitaciones} (aplicacion_id, egresado_id, tipo, cuestionario_id, correo, programa_id, generacion)
    SELECT ${a.id}, ${egresados.id}, 'egresado', ${a.cuestionarioId}, nullif(${correoNormalizado}, ''), ${egresados.programaId}, ${egresados.anioEgreso}
    FROM ${egresados}
    WHERE ${poblacionWhere(a.filtro)} ${extra ? sql`AND ${extra}` : sql``}
    ON CONFLICT (aplicacion_id, tipo, egresado_id) DO NOTHING`);
}

async function marcarInvitadas(tx: Tx, { campanaId, invitaciones }: Awaited<ReturnType<typeof encolar>>) {
  if (!campanaId) return;
  await tx.execute(sql`UPDATE ${segInvitaciones} SET invitada_en = now(), campana_id = ${campanaId} WHERE ${porIds(invitaciones)}`);
}

async function resumen(db: Pick<Db, 'select'>, aplicacionId: number) {
  const [r] = await db
    .select({
      invitados: sql<number>`(count(*) filter (where ${segInvitaciones.invitadaEn} is not null))::int`,
      sinCorreo: sql<number>`(count(*) filter (where ${segInvitaciones.correo} is null))::int`,
    })
    .from(segInvitaciones)
    .where(and(eq(segInvitaciones.aplicacionId, aplicacionId), eq(segInvitaciones.tipo, 'egresado')));
  return r;
}

/** The fecha de egreso (or 1 July of the generación) plus the wave's months has come. */
const llegoSuFecha = (meses: number) =>
  sql`(coalesce(${egresados.fechaEgreso}, make_date(${egresados.anioEgreso}::int, 7, 1)) + make_interval(months => ${meses}))::date <= (now() AT TIME ZONE 'America/Mexico_City')::date`;

/**
 * POST …/enviar: the population's invitation rows and one campaign for those with an address. A second call
 * invites only graduates added since. A relative wave invites those whose date came; the daily job the rest.
 */
export async function enviarAplicacion(db: Db, id: number, usuarioId: number | null) {
  const resultado = await db.transaction(async (tx) => {
    const [a] = await tx.select().from(segAplicaciones).where(eq(segAplicaciones.id, id)).for('update');
    if (!a) throw notFound('La aplicación no existe');
    assertAbierta(a);
    await agregarInvitaciones(tx, a, a.mesesDesdeEgreso ? llegoSuFecha(a.mesesDesdeEgreso) : undefined);
    await marcarInvitadas(tx, await encolar(tx, a, pendientesDeInvitar, CORREO_INVITACION, 'invitación', usuarioId));
    await tx.update(segAplicaciones).set({ enviadaEn: sql`coalesce(${segAplicaciones.enviadaEn}, now())`, ultimoEnvioEn: sql`coalesce(${segAplicaciones.ultimoEnvioEn}, now())` }).where(eq(segAplicaciones.id, id));
    return resumen(tx, id);
  });
  avisarCampanas(db);
  return resultado;
}

/** One reminder round to those invited who have not sent their answers; counts toward the wave's maximum. */
async function rondaDeRecordatorio(tx: Tx, a: AplicacionRow, usuarioId: number | null): Promise<number> {
  const ronda = a.recordatoriosEnviados + 1;
  const { campanaId, n, invitaciones } = await encolar(
    tx, a, sql`${segInvitaciones.invitadaEn} IS NOT NULL AND ${segInvitaciones.enviadaEn} IS NULL`, CORREO_RECORDATORIO, `recordatorio ${ronda}`, usuarioId,
  );
  if (campanaId) await tx.execute(sql`UPDATE ${segInvitaciones} SET recordatorios = recordatorios + 1 WHERE ${porIds(invitaciones)}`);
  await tx.update(segAplicaciones).set({ recordatoriosEnviados: ronda, ultimoEnvioEn: new Date() }).where(eq(segAplicaciones.id, a.id));
  return n;
}

/** POST …/recordar: staff send the next reminder round now instead of waiting for its day. */
export async function recordarAhora(db: Db, id: number, usuarioId: number | null) {
  const n = await db.transaction(async (tx) => {
    const [a] = await tx.select().from(segAplicaciones).where(eq(segAplicaciones.id, id)).for('update');
    if (!a) throw notFound('La aplicación no existe');
    assertAbierta(a);
    if (!a.enviadaEn) throw new HttpError(409, 'Primero envíe las invitaciones de esta aplicación.');
    if (a.recordatoriosEnviados >= a.recordatorioMaximo) {
      throw new HttpError(409, `Ya se enviaron los ${a.recordatorioMaximo} recordatorios que permite esta aplicación; aumente el máximo si necesita otro.`);
    }
    return rondaDeRecordatorio(tx, a, usuarioId);
  });
  avisarCampanas(db);
  return { recordatorios: n };
}

/** pg advisory lock key of a reminders run («SEGR»): two processes never compute the same round twice. */
const LLAVE = 0x53454752;

/**
 * Reminders and relative waves, for every open wave: a reminder round when cadaDias passed since the last mail
 * (at most `maximo`), only to those who have not sent their answers. The round is claimed by updating the wave's
 * counter under the row lock, so it happens once per period whatever the number of runs or processes.
 */
export async function ejecutarSeguimiento(db: Db): Promise<{ recordatorios: number; invitados: number }> {
  let recordatorios = 0;
  let invitados = 0;
  await db.transaction(async (tx) => {
    const [{ ok }] = rows<{ ok: boolean }>(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${LLAVE}) AS ok`));
    if (!ok) return;
    const abiertas = await tx
      .select()
      .from(segAplicaciones)
      .where(and(isNotNull(segAplicaciones.enviadaEn), sql`${segAplicaciones.cierre} > now()`))
      .for('update', { skipLocked: true });
    for (const a of abiertas) {
      if (a.mesesDesdeEgreso) {
        await agregarInvitaciones(tx, a, llegoSuFecha(a.mesesDesdeEgreso));
        const ronda = await encolar(tx, a, pendientesDeInvitar, CORREO_INVITACION, 'invitación', null);
        await marcarInvitadas(tx, ronda);
        invitados += ronda.n;
      }
      const toca =
        a.recordatoriosEnviados < a.recordatorioMaximo &&
        a.ultimoEnvioEn !== null &&
        Date.now() - a.ultimoEnvioEn.getTime() >= a.recordatorioCadaDias * 86_400_000;
      if (toca) recordatorios += await rondaDeRecordatorio(tx, a, null);
    }
  });
  if (recordatorios || invitados) avisarCampanas(db);
  return { recordatorios, invitados };
}
