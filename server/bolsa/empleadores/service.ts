// Staff's side of the employers: the queue, the decision (its reason mailed), enabling an approved servicio social
// institution and trusting an employer.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { decisionEmpleadorSchema, edicionEmpleadorSchema } from '../../../shared/schemas/bolsa';
import type { z } from '../../../shared/validation';
import { audit } from '../../audit/service';
import type { Db } from '../../db/client';
import { bolsaEmpleadorUsuarios, bolsaEmpleadores, usuarios } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { ListParams } from '../../lib/rest';
import { textSearch } from '../../lib/search';
import type { App } from '../../types';
import { citado, enlace, enviarCorreo } from '../correo';

export const EMPLEADOR_SORTABLE = ['id', 'razonSocial', 'estado', 'createdAt'] as const;

/**
 * Every approved servicio social institution has its employer row (not enabled until staff say so), so staff
 * find its id with filter={"institucionId": N}. An RFC a company registered first keeps its own row.
 */
export async function sincronizarInstituciones(db: Db) {
  await db.execute(sql`
    insert into bolsa_empleadores (institucion_id, razon_social, rfc, giro, entidad, municipio, contacto_nombre, contacto_correo, contacto_telefono, estado, habilitado, decidido_en)
    select i.id, i.razon_social, i.rfc, i.sector, i.entidad_federativa, i.municipio, i.responsable_nombre, i.responsable_correo, i.responsable_telefono, 'aprobado', false, now()
    from ss_instituciones i
    where i.estado = 'aprobada' and not exists (select 1 from bolsa_empleadores e where e.institucion_id = i.id or e.rfc = i.rfc)
    on conflict do nothing`);
}

const correoConfirmado = sql<boolean>`(${bolsaEmpleadores.institucionId} is not null or exists (
  select 1 from ${bolsaEmpleadorUsuarios} eu join ${usuarios} u on u.id = eu.usuario_id
  where eu.empleador_id = ${bolsaEmpleadores.id} and u.email_verified_at is not null))`;

const columnas = {
  id: bolsaEmpleadores.id, institucionId: bolsaEmpleadores.institucionId, razonSocial: bolsaEmpleadores.razonSocial, rfc: bolsaEmpleadores.rfc,
  giro: bolsaEmpleadores.giro, entidad: bolsaEmpleadores.entidad, municipio: bolsaEmpleadores.municipio,
  contactoNombre: bolsaEmpleadores.contactoNombre, contactoCorreo: bolsaEmpleadores.contactoCorreo, contactoTelefono: bolsaEmpleadores.contactoTelefono,
  correoGratuito: bolsaEmpleadores.correoGratuito, correoConfirmado, estado: bolsaEmpleadores.estado, motivo: bolsaEmpleadores.motivo,
  habilitado: bolsaEmpleadores.habilitado, confiable: bolsaEmpleadores.confiable, createdAt: bolsaEmpleadores.createdAt,
};

export async function listarEmpleadores(db: Db, params: ListParams) {
  await sincronizarInstituciones(db);
  const f = params.filter;
  const where: SQL[] = [];
  if (typeof f.estado === 'string') where.push(eq(bolsaEmpleadores.estado, f.estado));
  if (f.institucionId !== undefined) where.push(eq(bolsaEmpleadores.institucionId, Number(f.institucionId) || 0));
  if (typeof f.confiable === 'boolean') where.push(eq(bolsaEmpleadores.confiable, f.confiable));
  const q = textSearch([bolsaEmpleadores.razonSocial, bolsaEmpleadores.rfc, bolsaEmpleadores.contactoCorreo], f.q);
  if (q) where.push(q);
  const cond = where.length ? and(...where) : undefined;
  const orden = { id: bolsaEmpleadores.id, razonSocial: bolsaEmpleadores.razonSocial, estado: bolsaEmpleadores.estado, createdAt: bolsaEmpleadores.createdAt }[params.sortField] ?? bolsaEmpleadores.createdAt;
  const [rows, [{ total }]] = await Promise.all([
    db.select(columnas).from(bolsaEmpleadores).where(cond)
      .orderBy(params.sortOrder === 'DESC' ? sql`${orden} desc` : orden, bolsaEmpleadores.id)
      .limit(params.limit).offset(params.offset),
    db.select({ total: count() }).from(bolsaEmpleadores).where(cond),
  ]);
  return { rows, total };
}

export async function leerEmpleador(db: Db, id: number) {
  const [row] = await db.select(columnas).from(bolsaEmpleadores).where(eq(bolsaEmpleadores.id, id));
  if (!row) throw notFound('El empleador no existe');
  return row;
}

type Decision = z.output<typeof decisionEmpleadorSchema>;

export async function decidirEmpleador(app: App, request: FastifyRequest, id: number, { decision, motivo }: Decision) {
  const antes = await leerEmpleador(app.db, id);
  const estado = decision === 'aprobar' ? 'aprobado' : 'rechazado';
  await app.db
    .update(bolsaEmpleadores)
    .set({ estado, motivo: motivo ?? null, decididoEn: new Date(), decididoPor: request.user!.id, updatedAt: new Date() })
    .where(eq(bolsaEmpleadores.id, id));
  await audit(app.db, request, { accion: 'editar', recurso: 'bolsa-empleadores', registroId: id, antes: { estado: antes.estado }, despues: { estado, motivo } });
  const aprobado = estado === 'aprobado';
  await enviarCorreo(app, request, antes.contactoCorreo, {
    title: aprobado ? 'Su empresa fue aprobada en la bolsa de trabajo' : 'Su empresa no fue aprobada en la bolsa de trabajo',
    greeting: `Hola, ${antes.contactoNombre}:`,
    paragraphs: aprobado
      ? [`La oficina aprobó a ${antes.razonSocial} en la bolsa de trabajo. Ya puede publicar ofertas desde su portal.`, ...(motivo ? [`Nota de la oficina: ${citado(motivo)}`] : [])]
      : [`La oficina revisó los datos de ${antes.razonSocial} y no los aprobó.`, `Motivo: ${citado(motivo ?? '')}`, 'Si puede corregirlo, responda a este correo o escriba a la oficina de egresados.'],
    action: { label: aprobado ? 'Ir a mi portal de empleador' : 'Ir a la bolsa de trabajo', url: enlace(app, aprobado ? '/bolsa-de-trabajo/empleador' : '/bolsa-de-trabajo') },
  });
  return leerEmpleador(app.db, id);
}

type Edicion = z.output<typeof edicionEmpleadorSchema>;

export async function editarEmpleador(app: App, request: FastifyRequest, id: number, cambios: Edicion) {
  const antes = await leerEmpleador(app.db, id);
  await app.db.update(bolsaEmpleadores).set({ ...cambios, updatedAt: new Date() }).where(eq(bolsaEmpleadores.id, id));
  await audit(app.db, request, {
    accion: 'editar', recurso: 'bolsa-empleadores', registroId: id,
    antes: { habilitado: antes.habilitado, confiable: antes.confiable }, despues: cambios,
  });
  if (cambios.habilitado && !antes.habilitado && antes.institucionId) {
    await enviarCorreo(app, request, antes.contactoCorreo, {
      title: 'La bolsa de trabajo quedó habilitada para su institución',
      greeting: `Hola, ${antes.contactoNombre}:`,
      paragraphs: [`La oficina habilitó la bolsa de trabajo para ${antes.razonSocial}. Con la misma cuenta del portal de servicio social ya puede publicar ofertas de empleo.`],
      action: { label: 'Ir a mi portal de empleador', url: enlace(app, '/bolsa-de-trabajo/empleador') },
    });
  }
  return leerEmpleador(app.db, id);
}
