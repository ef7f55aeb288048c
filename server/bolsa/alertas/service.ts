// Job alerts: a person's subscription (programs, modalities, entidades) and the weekly digest of the offers published
// since the last one. No digest when nothing new matches. Each digest carries a one-click unsubscribe (RFC 8058)
// that turns the alert off without a session: a signed token names the account.
import { and, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { JORNADAS, MODALIDADES, type Jornada, type Modalidad } from '../../../shared/bolsa/valores';
import { ENTIDADES_FEDERATIVAS, type EntidadFederativa } from '../../../shared/egresados/valores';
import type { AlertaDatos } from '../../../shared/schemas/bolsa';
import { audit } from '../../audit/service';
import { appUrl } from '../../config';
import type { Db } from '../../db/client';
import { sinOposicion } from '../../arco/oposiciones';
import { bajasCorreo, bolsaAlertas, bolsaEmpleadores, bolsaOfertas, usuarios } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { renderActionMail } from '../../mail/templates';
import { hoyMexico } from '../../servicio-social/comun/fechas';
import type { App } from '../../types';
import { citado } from '../correo';

const SEMANA_MS = 7 * 24 * 3600 * 1000;
const PURPOSE_BAJA = 'baja-alerta-bolsa';
const BAJA_TTL_SECONDS = 2 * 366 * 24 * 3600;
export const BAJA_INVALIDA = 'El enlace para dejar de recibir alertas no es válido. Use el de un correo reciente o entre a «Mi espacio».';

export async function leerAlerta(db: Db, usuarioId: number): Promise<AlertaDatos> {
  const [a] = await db.select().from(bolsaAlertas).where(eq(bolsaAlertas.usuarioId, usuarioId));
  return a
    ? { programaIds: a.programaIds, modalidades: a.modalidades as Modalidad[], entidades: a.entidades as EntidadFederativa[], activa: a.activa }
    : { programaIds: [], modalidades: [], entidades: [], activa: false };
}

export async function guardarAlerta(db: Db, request: FastifyRequest, usuarioId: number, alerta: AlertaDatos): Promise<AlertaDatos> {
  const valores = { programaIds: [...new Set(alerta.programaIds)], modalidades: [...new Set(alerta.modalidades)], entidades: [...new Set(alerta.entidades)], activa: alerta.activa };
  await db.insert(bolsaAlertas).values({ usuarioId, ...valores, ultimoEnvioEn: new Date() })
    .onConflictDoUpdate({ target: bolsaAlertas.usuarioId, set: { ...valores, updatedAt: new Date() } });
  await audit(db, request, { accion: 'editar', recurso: 'bolsa-alertas', registroId: usuarioId, despues: valores });
  return leerAlerta(db, usuarioId);
}

export function bajaUrl(app: Pick<App, 'signer' | 'config'>, usuarioId: number) {
  const t = app.signer.sign({ p: PURPOSE_BAJA, u: usuarioId }, BAJA_TTL_SECONDS);
  return `${appUrl(app.config)}/api/bolsa/alertas/baja?t=${encodeURIComponent(t)}`;
}

/** The one-click POST (or the person following the link's form): the alert is off, whatever its state was. */
export async function darDeBaja(app: App, token: string | undefined) {
  const data = token ? app.signer.verify<{ p?: unknown; u?: unknown }>(token) : null;
  if (!data || data.p !== PURPOSE_BAJA || typeof data.u !== 'number') throw new HttpError(400, BAJA_INVALIDA);
  await app.db.update(bolsaAlertas).set({ activa: false, updatedAt: new Date() }).where(eq(bolsaAlertas.usuarioId, data.u));
}

/** Offers published since `desde` that match an alert (an empty list matches everything). */
async function nuevasPara(db: Db, alerta: typeof bolsaAlertas.$inferSelect, desde: Date) {
  return db
    .select({ id: bolsaOfertas.id, titulo: bolsaOfertas.titulo, empleador: bolsaEmpleadores.razonSocial, modalidad: bolsaOfertas.modalidad, jornada: bolsaOfertas.jornada, entidad: bolsaOfertas.entidad, municipio: bolsaOfertas.municipio })
    .from(bolsaOfertas)
    .innerJoin(bolsaEmpleadores, eq(bolsaEmpleadores.id, bolsaOfertas.empleadorId))
    .where(and(
      eq(bolsaOfertas.estado, 'publicada'), gt(bolsaOfertas.publicadaEn, desde), gte(bolsaOfertas.cierre, hoyMexico()),
      // Whole numbers only (the column is integer[]), so the literal below cannot carry anything else.
      alerta.programaIds.length ? sql`${bolsaOfertas.programaIds} && ${sql.raw(`array[${alerta.programaIds.filter(Number.isInteger).join(',') || '0'}]::integer[]`)}` : undefined,
      alerta.modalidades.length ? inArray(bolsaOfertas.modalidad, alerta.modalidades as Modalidad[]) : undefined,
      alerta.entidades.length ? inArray(bolsaOfertas.entidad, alerta.entidades) : undefined,
    ))
    .orderBy(desc(bolsaOfertas.publicadaEn))
    .limit(20);
}

/** The weekly digest: each active alert not mailed in the last 7 days, when something new matches. */
export async function enviarResumenes(app: App, ahora = new Date()) {
  const haceSemana = new Date(ahora.getTime() - SEMANA_MS);
  const alertas = await app.db
    .select({ alerta: bolsaAlertas, correo: usuarios.email, nombre: usuarios.name })
    .from(bolsaAlertas)
    .innerJoin(usuarios, eq(usuarios.id, bolsaAlertas.usuarioId))
    // An address on the unsubscribe list (a one-click baja of any mass mail) or that opposed the bolsa's alerts through
    // ARCO gets no digest.
    .leftJoin(bajasCorreo, eq(bajasCorreo.correo, sql`lower(${usuarios.email})`))
    .where(and(eq(bolsaAlertas.activa, true), eq(usuarios.activo, true), isNull(bajasCorreo.correo), sinOposicion(usuarios.email, 'alertas_bolsa'), or(isNull(bolsaAlertas.ultimoEnvioEn), lte(bolsaAlertas.ultimoEnvioEn, haceSemana))));
  let enviados = 0;
  for (const { alerta, correo, nombre } of alertas) {
    const ofertas = await nuevasPara(app.db, alerta, alerta.ultimoEnvioEn ?? haceSemana);
    await app.db.update(bolsaAlertas).set({ ultimoEnvioEn: ahora }).where(eq(bolsaAlertas.usuarioId, alerta.usuarioId));
    if (!ofertas.length) continue;
    const baja = bajaUrl(app, alerta.usuarioId);
    const { html, text } = renderActionMail({
      title: ofertas.length === 1 ? 'Una oferta nueva para usted' : `${ofertas.length} ofertas nuevas para usted`,
      greeting: `Hola, ${nombre}:`,
      paragraphs: [
        'Estas ofertas de la bolsa de trabajo se publicaron esta semana y coinciden con su alerta:',
        ...ofertas.map((o) => `• ${citado(o.titulo)}, de ${citado(o.empleador)}: ${MODALIDADES[o.modalidad as Modalidad] ?? o.modalidad}, ${JORNADAS[o.jornada as Jornada] ?? o.jornada}, ${o.municipio}, ${ENTIDADES_FEDERATIVAS[o.entidad as EntidadFederativa] ?? o.entidad}. ${appUrl(app.config)}/bolsa-de-trabajo/oferta?id=${o.id}`),
      ],
      action: { label: 'Ver todas las ofertas', url: `${appUrl(app.config)}/bolsa-de-trabajo` },
      note: `Recibe este resumen porque activó una alerta de empleo. Para dejar de recibirlo, cambie su alerta en «Mi espacio» (${appUrl(app.config)}/egresados/mi-espacio) o use el enlace «cancelar suscripción» de su programa de correo.`,
    });
    await app.mailer.enqueue({
      to: correo, subject: 'Ofertas nuevas en la bolsa de trabajo', html, text,
      headers: { 'List-Unsubscribe': `<${baja}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'List-Id': 'Alertas de la bolsa de trabajo <alertas-bolsa.plataforma>' },
    });
    enviados++;
  }
  return { resumenes: enviados };
}
