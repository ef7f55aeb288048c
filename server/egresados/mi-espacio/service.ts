// A graduate's own way in: a one-time link to the address on their record (server/acceso-enlace), and what
// «Mi espacio de egresado» reads of that record. A record blocked by an ARCO cancellation opens nothing.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ENLACE_ACCESO_INVALIDO, ROL_EGRESADO } from '../../../shared/acceso-enlace/valores';
import type { MiEspacioEgresado } from '../../../shared/egresados/mi-espacio';
import { canjearEnlaceAcceso, conTiempoParejo, enviarEnlaceAcceso, sesionPorCorreo } from '../../acceso-enlace/service';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { egresados, niveles, programas } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/http-error';
import type { Mailer } from '../../mail/outbox';

export const SIN_REGISTRO = 'No encontramos un registro de egresado con este correo.';

/** The graduate's live (unblocked) record with this address, with its program and level. */
async function registroPorCorreo(db: Db, correo: string) {
  const [fila] = await db
    .select({
      nombre: sql<string>`concat_ws(' ', ${egresados.nombre}, ${egresados.apellidoPaterno}, ${egresados.apellidoMaterno})`,
      correo: egresados.correo,
      programa: programas.nombre,
      nivel: niveles.nombre,
      generacion: egresados.anioEgreso,
      titulado: egresados.titulado,
    })
    .from(egresados)
    .innerJoin(programas, eq(programas.id, egresados.programaId))
    .innerJoin(niveles, eq(niveles.id, programas.nivelId))
    .where(and(sql`lower(${egresados.correo}) = ${correo.trim().toLowerCase()}`, isNull(egresados.bloqueadoEn)))
    .limit(1);
  return fila ?? null;
}

/** Always the same outcome for the caller (a 202), found or not, in about the same time. */
export async function solicitarAccesoEgresado(db: Db, config: Config, mailer: Mailer, correo: string): Promise<void> {
  await conTiempoParejo(async () => {
    const registro = await registroPorCorreo(db, correo);
    if (!registro) return;
    await enviarEnlaceAcceso(db, config, mailer, {
      proposito: ROL_EGRESADO,
      correo: registro.correo,
      ruta: '/egresados/mi-espacio',
      asunto: 'Su enlace para entrar a Mi espacio de egresado',
      parrafos: ['Recibimos una solicitud para entrar a «Mi espacio de egresado» con este correo.', 'Use el botón para entrar; no necesita contraseña.'],
      destinatario: registro.nombre,
    });
  });
}

/** The link's session, once; a record blocked since the link was sent opens nothing. */
export async function canjearAccesoEgresado(db: Db, config: Config, request: FastifyRequest, token: string) {
  const { correo } = await canjearEnlaceAcceso(db, ROL_EGRESADO, token);
  const registro = await registroPorCorreo(db, correo);
  if (!registro) throw unprocessable({ token: [ENLACE_ACCESO_INVALIDO] }, ENLACE_ACCESO_INVALIDO);
  return sesionPorCorreo(db, config, request, { correo, nombre: registro.nombre, rol: ROL_EGRESADO });
}

/** «Mi espacio»: the record behind the session's address. */
export async function miEspacioEgresado(db: Db, correo: string): Promise<MiEspacioEgresado> {
  const registro = await registroPorCorreo(db, correo);
  if (!registro) throw notFound(SIN_REGISTRO);
  return { ...registro, correo: registro.correo.toLowerCase() };
}
