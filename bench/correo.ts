// The mass-mailing section of `npm run bench`: 10,000 personalised messages to a local SMTP sink, first through
// plain pooled Nodemailer (the messages built beforehand: the transport alone), then as a campaign sent by the
// worker from the database queue (claims, rendering, unsubscribe tokens, bulk result updates), same connections.
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { eq, sql } from 'drizzle-orm';
import { campanas, egresados, niveles, plantillasCorreo, programas } from '../server/db/schema';
import { enlacesBaja } from '../server/campanas/bajas';
import { iniciarEnvio } from '../server/campanas/service';
import { startCampanaWorker } from '../server/campanas/worker';
import { createMailTransport } from '../server/mail/transport';
import { compilarPlantilla } from '../server/plantillas/render';
import { datosDeEgresado, urlActualizacion } from '../server/plantillas/datos';
import type { App } from '../server/types';

const MENSAJES = Number(process.env.BENCH_CORREOS ?? 10_000);
const VENTANA = 200;
const FROM = 'Egresados <egresados@universidad.mx>';
const PLANTILLA = {
  asunto: '{{nombre}}, la encuesta de seguimiento de egresados {{anioEgreso}}',
  cuerpoHtml:
    '<h2>Hola, {{nombreCompleto}}</h2><p>Como egresado(a) de <strong>{{programa}}</strong> ({{nivel}}, generación {{anioEgreso}}), ' +
    'su opinión nos ayuda a mejorar los planes de estudio.</p><p>La encuesta toma diez minutos y sus respuestas son confidenciales.</p>' +
    '<ul><li>Situación laboral actual</li><li>Pertinencia de su formación</li><li>Necesidades de educación continua</li></ul>' +
    '<p>Si sus datos cambiaron, <a href="{{enlaceActualizacion}}">actualícelos aquí</a>.</p><p>Matrícula: {{matricula}}</p>',
};

export interface ResultadoCorreo {
  mensajes: number;
  conexiones: number;
  nodemailerSegundos: number;
  campanaSegundos: number;
  materializarSegundos: number;
  razon: number;
}

/** An SMTP server that accepts everything and only counts. */
async function sumidero() {
  let recibidos = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 0,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        recibidos += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recibidos: () => recibidos,
    reiniciar: () => (recibidos = 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** MENSAJES graduates of their own program, written with one unnest statement. */
async function egresadosBench(app: App) {
  const [lic] = await app.db.select().from(niveles).where(eq(niveles.clave, 'LIC'));
  const [programa] = await app.db
    .insert(programas)
    .values({ clave: 'BCORREO', nombre: 'Licenciatura en Comunicación Digital', nivelId: lic.id })
    .returning();
  const i = Array.from({ length: MENSAJES }, (_, n) => n);
  const NOMBRES = ['María', 'José', 'Ana', 'Luis', 'Sofía', 'Ángel', 'Ximena', 'Iván'];
  const APELLIDOS = ['Hernández', 'García', 'Núñez', 'Peña', 'López', 'Díaz'];
  await app.db.execute(sql`
    INSERT INTO ${egresados} (matricula, nombre, apellido_paterno, apellido_materno, correo, programa_id, anio_egreso)
    SELECT * FROM unnest(
      ${sql.param(i.map((n) => `BC${String(n).padStart(6, '0')}`))}::text[], ${sql.param(i.map((n) => NOMBRES[n % NOMBRES.length]))}::text[],
      ${sql.param(i.map((n) => APELLIDOS[n % APELLIDOS.length]))}::text[], ${sql.param(i.map((n) => APELLIDOS[(n >> 3) % APELLIDOS.length]))}::text[],
      ${sql.param(i.map((n) => `bench.correo.${n}@egresados.test`))}::text[], ${sql.param(i.map(() => programa.id))}::int[],
      ${sql.param(i.map((n) => 2015 + (n % 10)))}::int[])`);
  return programa;
}

export async function benchCorreo(app: App): Promise<ResultadoCorreo> {
  const conexiones = app.config.CAMPANAS_CONEXIONES;
  const smtp = await sumidero();
  try {
    const programa = await egresadosBench(app);
    const [plantilla] = await app.db.insert(plantillasCorreo).values({ nombre: 'Encuesta de seguimiento (bench)', ...PLANTILLA }).returning();
    const [campana] = await app.db
      .insert(campanas)
      .values({ nombre: 'Encuesta (bench)', plantillaId: plantilla.id, ...PLANTILLA, filtro: { programaId: programa.id }, estado: 'borrador' })
      .returning();

    // Baseline: the same personalised messages, built beforehand, straight into a pooled Nodemailer transport.
    const compilada = compilarPlantilla(PLANTILLA);
    const filas = await app.db
      .select({ id: egresados.id, nombre: egresados.nombre, apellidoPaterno: egresados.apellidoPaterno, apellidoMaterno: egresados.apellidoMaterno,
        matricula: egresados.matricula, correo: egresados.correo, anioEgreso: egresados.anioEgreso })
      .from(egresados)
      .where(eq(egresados.programaId, programa.id));
    // Every graduate the bench made has an address; one without would not be mailed by a campaign either.
    const mensajes = filas.flatMap(({ correo, ...e }) => {
      if (!correo) return [];
      const baja = enlacesBaja(app, correo, campana.id);
      const m = compilada.render(datosDeEgresado({ ...e, correo, programa: programa.nombre, nivel: 'Licenciatura' }, urlActualizacion(app, { id: e.id, correo })), { enlaceBaja: baja.pagina });
      return {
        to: correo, subject: m.asunto, html: m.html, text: m.text,
        headers: { 'List-Unsubscribe': `<${baja.post}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      };
    });
    // A window of messages in flight keeps every connection busy without a 10,000-deep queue in the pool.
    const nodemailerPlano = async (lista: typeof mensajes) => {
      const plano = nodemailer.createTransport({ url: smtp.url, pool: true, maxConnections: conexiones }, { from: FROM });
      const inicio = performance.now();
      let siguiente = 0;
      const enviarSiguientes = async () => {
        while (siguiente < lista.length) await plano.sendMail(lista[siguiente++]);
      };
      await Promise.all(Array.from({ length: Math.min(VENTANA, lista.length) }, enviarSiguientes));
      const segundos = (performance.now() - inicio) / 1000;
      plano.close();
      if (smtp.recibidos() !== lista.length) throw new Error(`el sumidero recibió ${smtp.recibidos()} de ${lista.length} (Nodemailer)`);
      smtp.reiniciar();
      return segundos;
    };
    await nodemailerPlano(mensajes.slice(0, 1000)); // warm-up: JIT, sockets, the sink
    let nodemailerSegundos = await nodemailerPlano(mensajes);

    // The campaign: recipients written in one statement, then the worker, rate limit off.
    let inicio = performance.now();
    await app.db.transaction((tx) => iniciarEnvio(tx, campana));
    const materializarSegundos = (performance.now() - inicio) / 1000;
    const transport = createMailTransport({ SMTP_URL: smtp.url, MAIL_FROM: FROM }, { maxConnections: conexiones });
    inicio = performance.now();
    const worker = startCampanaWorker(app, {
      transport,
      ratePerMinute: 0,
      batchSize: Number(process.env.BENCH_LOTE ?? 0) || undefined,
      inFlight: Number(process.env.BENCH_EN_VUELO ?? 0) || undefined,
    });
    const estado = async () => (await app.db.select({ estado: campanas.estado }).from(campanas).where(eq(campanas.id, campana.id)))[0].estado;
    while (smtp.recibidos() < MENSAJES || (await estado()) !== 'completada') {
      await new Promise((r) => setTimeout(r, smtp.recibidos() < MENSAJES ? 20 : 5));
      if (performance.now() - inicio > 600_000) throw new Error('la campaña del banco de pruebas no terminó en 10 minutos');
    }
    const campanaSegundos = (performance.now() - inicio) / 1000;
    await worker.stop();
    transport?.close();
    if (smtp.recibidos() !== MENSAJES) throw new Error(`el sumidero recibió ${smtp.recibidos()} de ${MENSAJES} (campaña)`);
    smtp.reiniciar();
    // Measured again after the campaign; the faster of the two is the baseline (the ratio errs against us).
    nodemailerSegundos = Math.min(nodemailerSegundos, await nodemailerPlano(mensajes));
    return {
      mensajes: MENSAJES, conexiones, nodemailerSegundos, campanaSegundos, materializarSegundos,
      razon: nodemailerSegundos / campanaSegundos,
    };
  } finally {
    await smtp.close();
  }
}

export function tablaCorreo(r: ResultadoCorreo): string {
  const filas = [
    ['escenario', 'mensajes', 'segundos', 'msgs/s'],
    ['Nodemailer con pool (mensajes ya armados; la mejor de 2)', String(r.mensajes), r.nodemailerSegundos.toFixed(2), String(Math.round(r.mensajes / r.nodemailerSegundos))],
    ['Campaña (cola en la base de datos)', String(r.mensajes), r.campanaSegundos.toFixed(2), String(Math.round(r.mensajes / r.campanaSegundos))],
  ];
  const anchos = filas[0].map((_, i) => Math.max(...filas.map((f) => f[i].length)));
  const linea = (f: string[]) => f.map((v, i) => (i === 0 ? v.padEnd(anchos[i]) : v.padStart(anchos[i]))).join('  ');
  return [linea(filas[0]), anchos.map((w) => '-'.repeat(w)).join('  '), ...filas.slice(1).map(linea)].join('\n');
}
