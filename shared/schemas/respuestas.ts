// Pieces of the API's answers (issue 21): what a route declares in `schema.response` and the client reads. Fastify
// serialises through them, so an answer carries only the fields listed here.
import { z } from '../validation';

/** An instant: a Date on the server, its ISO text in the JSON (the input side is what the client receives). */
export const instanteSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (texto) => new Date(texto),
  encode: (fecha) => fecha.toISOString(),
});

/**
 * A calendar day as the database gives it, `2024-07-15`. Only documented as a format: the API tests check it, and a
 * real answer never fails over it.
 */
export const diaSchema = z.string().meta({ format: 'date' });

/** An answer that only says what happened, in Spanish. */
export const mensajeSchema = z.object({ message: z.string() });

/** A redirect: no body, the Location header says where. */
export const redireccionSchema = z.undefined().meta({ description: 'Redirige: la cabecera Location dice a dónde.' });

/** Marks a list page: the document then says it carries a Content-Range header. */
export const LISTA = 'x-lista';

/**
 * The answers of a react-admin resource (ra-data-simple-rest): the list is the array of its records (the total goes in
 * the Content-Range header); show, edit and delete answer the record, create answers it with 201.
 */
export function respuestasDeRecurso<T extends z.ZodType>(registro: T) {
  return {
    lista: { 200: z.array(registro).meta({ [LISTA]: true }) },
    uno: { 200: registro },
    creado: { 201: registro },
  };
}

/** An instant the service already wrote as ISO text (`toISOString()`): sent as it is, documented as a date-time. */
export const instanteTextoSchema = z.string().meta({ format: 'date-time' });

/** One of a map's keys (the stored code of a state or a type), so the client's type narrows to them. */
export const claveDe = <K extends string>(mapa: Record<K, unknown>) => z.enum(Object.keys(mapa) as [K, ...K[]]);

/** A whole number in an answer (counts, ids). */
export const enteroSchema = z.number().int();

/**
 * A code the database keeps as text, documented with the keys it may take. Lenient on purpose: an older stored value
 * still answers, where `claveDe` would refuse it.
 */
export const codigoDe = (mapa: Record<string, string>) => z.string().meta({ description: `Una clave de: ${Object.keys(mapa).join(', ')}.` });
