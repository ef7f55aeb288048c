// Closing an offer (by the employer, filled, or on its date) answers every open application: no_seleccionada,
// with one email each, so nobody waits for an answer that will not come.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CANDIDATURA_ABIERTA } from '../../../shared/bolsa/valores';
import { bolsaCandidaturas, bolsaEmpleadores, bolsaOfertas } from '../../db/schema';
import type { App } from '../../types';
import { citado, enlace, enviarCorreo } from '../correo';

export async function cerrarCandidaturasAbiertas(app: App, request: Pick<FastifyRequest, 'log'>, ofertaId: number) {
  const cerradas = await app.db
    .update(bolsaCandidaturas)
    .set({ estado: 'no_seleccionada', estadoEn: new Date(), updatedAt: new Date() })
    .where(and(eq(bolsaCandidaturas.ofertaId, ofertaId), inArray(bolsaCandidaturas.estado, [...CANDIDATURA_ABIERTA])))
    .returning({ id: bolsaCandidaturas.id, nombre: bolsaCandidaturas.nombre, correo: bolsaCandidaturas.correo });
  if (!cerradas.length) return 0;
  const [oferta] = await app.db
    .select({ titulo: bolsaOfertas.titulo, empleador: bolsaEmpleadores.razonSocial })
    .from(bolsaOfertas)
    .innerJoin(bolsaEmpleadores, eq(bolsaEmpleadores.id, bolsaOfertas.empleadorId))
    .where(eq(bolsaOfertas.id, ofertaId));
  for (const c of cerradas) {
    await enviarCorreo(app, request, c.correo, {
      title: 'La oferta a la que se postuló cerró',
      greeting: `Hola, ${c.nombre}:`,
      paragraphs: [
        `La oferta ${citado(oferta.titulo)} de ${citado(oferta.empleador)} cerró y su candidatura quedó como «No seleccionada».`,
        'Gracias por postularse. Siga buscando en la bolsa de trabajo: hay ofertas nuevas cada semana.',
      ],
      action: { label: 'Ver la bolsa de trabajo', url: enlace(app, '/bolsa-de-trabajo') },
    });
  }
  return cerradas.length;
}
