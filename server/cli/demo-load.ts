import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import { appUrl } from '../config';
import { Signer } from '../auth/signer';
import { verificationUrl } from '../auth/verification';
import type { Db } from '../db/client';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import { auditLog, egresados, niveles, outbox, pageViews, permisos, programas, rolPermisos, roles, settings, ssEstudiantes, ssPrestaciones, usuarios } from '../db/schema';
import { createUser, seed } from '../db/seed';
import { loadSecret } from '../db/settings';
import { renderActionMail } from '../mail/templates';
import { DEMO_PAGE_VIEW_COUNT, DEMO_PAGE_VIEWS, DEMO_ROLES, DEMO_USERS, type DemoRole } from './demo-data';
import { DEMO_PROGRAMAS, demoEgresados } from './demo-egresados';
import { loadServicioSocialDemo, type DemoServicioSocialReport } from './demo-servicio-social';
import { loadDestacadosDemo } from './demo-destacados';
import { loadDemoPostulaciones, type DemoPostulacionesReport } from './demo-postulaciones';
import { loadBolsaDemo } from './demo-bolsa';
import { loadSeguimientoDemo } from './demo-seguimiento';

const ACTIVITY_KEY = 'demo_actividad';

export interface DemoReport {
  roles: { nombre: string; creado: boolean; permisos: string[] }[];
  users: { name: string; email: string; roles: string[]; creado: boolean; estado: string }[];
  activity: { pageViews: number; mails: number } | null;
  egresados: { programasCreados: number; egresadosCreados: number };
  /** null: already loaded (or its accounts or RFCs were taken). */
  servicioSocial: DemoServicioSocialReport | null;
  /** The matrícula of the liberated student who has since graduated (their graduate record shows the service). */
  egresadoConServicio: string | null;
  destacados: number;
  postulaciones: DemoPostulacionesReport;
  /** Answers written to the seguimiento demo waves (0: already loaded). */
  seguimiento: number;
  /** Applications written to the bolsa de trabajo demo (0: already loaded). */
  bolsa: number;
}

function permissionsFor(role: DemoRole, catalog: { nombre: string; area: string; accion: string }[]): string[] {
  const picked = new Set(role.permisos?.filter((p) => catalog.some((c) => c.nombre === p)));
  for (const { area, acciones } of role.areas ?? []) {
    for (const p of catalog) if (p.area === area && (!acciones || acciones.includes(p.accion as never))) picked.add(p.nombre);
  }
  return [...picked].sort();
}

async function loadRoles(db: Db): Promise<DemoReport['roles']> {
  const catalog = await db.select().from(permisos).where(eq(permisos.activo, true));
  const report: DemoReport['roles'] = [];
  for (const role of DEMO_ROLES) {
    const inserted = await db
      .insert(roles)
      .values({ nombre: role.nombre, area: role.area, descripcion: role.descripcion })
      .onConflictDoNothing()
      .returning({ id: roles.id });
    const [{ id }] = await db.select({ id: roles.id }).from(roles).where(sql`lower(${roles.nombre}) = lower(${role.nombre})`);
    const names = permissionsFor(role, catalog);
    const ids = catalog.filter((p) => names.includes(p.nombre)).map((p) => p.id);
    if (ids.length) await db.insert(rolPermisos).values(ids.map((permisoId) => ({ rolId: id, permisoId }))).onConflictDoNothing();
    if (inserted.length) {
      await db.insert(auditLog).values({ accion: 'crear', recurso: 'roles', registroId: String(id), despues: { nombre: role.nombre, area: role.area, permisos: names } });
    }
    report.push({ nombre: role.nombre, creado: inserted.length > 0, permisos: names });
  }
  return report;
}

async function loadUsers(db: Db, password: string): Promise<DemoReport['users']> {
  const report: DemoReport['users'] = [];
  for (const user of DEMO_USERS) {
    const id = await createUser(db, { name: user.name, email: user.email, password, roleNames: user.roles, ifMissing: true, verified: !user.unverified });
    if (id !== null) {
      if (user.disabled) await db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, id));
      await db.insert(auditLog).values({ accion: 'crear', recurso: 'usuarios', registroId: String(id), despues: { name: user.name, email: user.email, roles: user.roles } });
    }
    const estado = user.disabled ? 'desactivado' : user.unverified ? 'sin verificar' : 'activo';
    report.push({ name: user.name, email: user.email, roles: user.roles, creado: id !== null, estado });
  }
  return report;
}

/** A fixed-seed generator: the same demo every time it is loaded. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function pageViewRows(now: number) {
  const next = random(20_250_817);
  const totalWeight = DEMO_PAGE_VIEWS.reduce((s, p) => s + p.weight, 0);
  return Array.from({ length: DEMO_PAGE_VIEW_COUNT }, () => {
    let pick = next() * totalWeight;
    const page = DEMO_PAGE_VIEWS.find((p) => (pick -= p.weight) < 0) ?? DEMO_PAGE_VIEWS[0];
    // More visits on recent days, as a term gets going.
    const daysAgo = Math.floor(30 * next() ** 1.6);
    const createdAt = new Date(now - daysAgo * 86_400_000 - Math.floor(next() * 86_400_000));
    return { route: page.route, path: page.paths[Math.floor(next() * page.paths.length)], createdAt };
  });
}

async function mailRows(db: Db, config: Config, now: number) {
  const emails = DEMO_USERS.map((u) => u.email);
  const people = await db.select({ id: usuarios.id, name: usuarios.name, email: usuarios.email }).from(usuarios).where(inArray(usuarios.email, emails));
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const hoursAgo = (h: number) => new Date(now - h * 3600_000);
  const base = appUrl(config);
  const rows: (typeof outbox.$inferInsert)[] = [];

  for (const [i, user] of DEMO_USERS.filter((u) => !u.unverified).entries()) {
    const person = byEmail.get(user.email)!;
    const mail = renderActionMail({
      title: 'Bienvenida a la plataforma',
      greeting: `Hola, ${person.name}:`,
      paragraphs: [`Se creó su cuenta en la plataforma con el correo ${person.email}.`, 'Ya puede iniciar sesión con la contraseña que le entregó la coordinación.'],
      action: { label: 'Iniciar sesión', url: `${base}/login` },
    });
    const sentAt = hoursAgo(24 * (20 - i));
    if (user.disabled) {
      rows.push({
        to: person.email, subject: 'Bienvenida a la plataforma', ...mail, estado: 'fallido', intentos: 1, createdAt: sentAt, siguienteIntento: sentAt,
        ultimoError: `550 5.1.1 <${person.email}>: Recipient address rejected: User unknown in virtual mailbox table`,
      });
    } else {
      rows.push({ to: person.email, subject: 'Bienvenida a la plataforma', ...mail, estado: 'enviado', intentos: 1, createdAt: sentAt, siguienteIntento: sentAt, enviadoEn: new Date(sentAt.getTime() + 4_000) });
    }
  }

  const signer = new Signer(config.APP_SECRET ?? (await loadSecret(db)));
  for (const user of DEMO_USERS.filter((u) => u.unverified)) {
    const person = byEmail.get(user.email)!;
    const mail = renderActionMail({
      title: 'Confirme su correo electrónico',
      greeting: `Hola, ${person.name}:`,
      paragraphs: ['Para terminar de activar su cuenta en la plataforma, confirme que este correo es suyo.'],
      action: { label: 'Confirmar correo', url: verificationUrl(signer, base, 'usuario', person.id, person.email) },
      note: 'Si usted no esperaba este mensaje, puede ignorarlo.',
    });
    rows.push({
      to: person.email, subject: 'Confirme su correo electrónico', ...mail, estado: 'retenido', createdAt: hoursAgo(3), siguienteIntento: hoursAgo(3),
      ultimoError: 'No hay servidor SMTP configurado (SMTP_URL): el mensaje se conserva en la bandeja de salida.',
    });
  }
  return rows;
}

/**
 * Programs at each level (matched by clave; a level staff removed is skipped) and the graduates, written in
 * one bulk insert each. Rows already there (same clave, matrícula, CURP or correo) are left as they are.
 */
async function loadEgresados(db: Db, ahora: Date): Promise<DemoReport['egresados']> {
  const levels = await db.select({ id: niveles.id, clave: niveles.clave }).from(niveles);
  const levelId = new Map(levels.map((n) => [n.clave.toUpperCase(), n.id]));
  const wanted = DEMO_PROGRAMAS.filter((p) => levelId.has(p.nivel));
  const createdPrograms = wanted.length
    ? await db
        .insert(programas)
        .values(wanted.map((p) => ({ clave: p.clave, nombre: p.nombre, nivelId: levelId.get(p.nivel)!, activo: p.activo ?? true })))
        .onConflictDoNothing()
        .returning({ id: programas.id })
    : [];
  const existing = wanted.length
    ? await db.select({ id: programas.id, clave: programas.clave }).from(programas).where(inArray(sql`upper(${programas.clave})`, wanted.map((p) => p.clave)))
    : [];
  const rows = demoEgresados(new Map(existing.map((p) => [p.clave.toUpperCase(), p.id])), hoyEnMexico(ahora), ahora);
  let createdGraduates = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db.insert(egresados).values(rows.slice(i, i + 500)).onConflictDoNothing().returning({ id: egresados.id });
    createdGraduates += inserted.length;
  }
  return { programasCreados: createdPrograms.length, egresadosCreados: createdGraduates };
}

/**
 * The first demo student whose service was liberated has since graduated: a graduate record with the same matrícula,
 * linked as the student registration links one that already exists. Its page in the back office shows the service.
 */
async function egresadoDelServicioLiberado(db: Db, hoy: string): Promise<string | null> {
  const [e] = await db
    .select({
      estudianteId: ssEstudiantes.id, matricula: ssEstudiantes.matricula, nombre: ssEstudiantes.nombre, apellidoPaterno: ssEstudiantes.apellidoPaterno,
      apellidoMaterno: ssEstudiantes.apellidoMaterno, curp: ssEstudiantes.curp, correo: ssEstudiantes.correo, telefono: ssEstudiantes.telefono,
      programaId: ssEstudiantes.programaId,
    })
    .from(ssPrestaciones)
    .innerJoin(ssEstudiantes, eq(ssEstudiantes.id, ssPrestaciones.estudianteId))
    .where(eq(ssPrestaciones.estado, 'liberada'))
    .orderBy(asc(ssPrestaciones.id))
    .limit(1);
  if (!e) return null;
  const { estudianteId, ...datos } = e;
  const [egresado] = await db
    .insert(egresados)
    .values({ ...datos, anioEgreso: Number(hoy.slice(0, 4)), fechaEgreso: hoy, titulado: false, origen: 'captura' })
    .onConflictDoNothing()
    .returning({ id: egresados.id });
  if (!egresado) return null;
  await db.update(ssEstudiantes).set({ egresadoId: egresado.id }).where(eq(ssEstudiantes.id, estudianteId));
  return datos.matricula;
}

/**
 * Fills a realistic university. Idempotent: roles and users are matched by name and email, and the page views
 * and mail history are written once (remembered in settings). Demo mail is never 'pendiente': it must not
 * reach a real SMTP server.
 *
 * `ahora` is the one clock of the whole demo: every date it writes that its promises depend on (hours in the current
 * month, open calls and vacancies, deadlines) comes from it, never from the database's now(), so a test can load it
 * on any day of the year (issue 34, item 11).
 */
export async function loadDemo(db: Db, config: Config, password: string, ahora: Date = new Date()): Promise<DemoReport> {
  const hoy = hoyEnMexico(ahora);
  await seed(db, config);
  const roleReport = await loadRoles(db);
  const userReport = await loadUsers(db, password);
  const egresadosReport = await loadEgresados(db, ahora);
  const servicioSocial = await loadServicioSocialDemo(db, config, password, ahora);
  const egresadoConServicio = servicioSocial ? await egresadoDelServicioLiberado(db, hoy) : null;
  const destacados = await loadDestacadosDemo(db, config);
  const postulacionesReport = await loadDemoPostulaciones(db, config, ahora.getTime());
  const seguimiento = await loadSeguimientoDemo(db, ahora);
  const bolsa = await loadBolsaDemo(db, password, ahora);

  const now = ahora.getTime();
  const views = pageViewRows(now);
  const mails = await mailRows(db, config, now);
  const activity = await db.transaction(async (tx) => {
    const claimed = await tx.insert(settings).values({ key: ACTIVITY_KEY, value: new Date(now).toISOString() }).onConflictDoNothing().returning();
    if (!claimed.length) return null;
    await tx.insert(pageViews).values(views);
    await tx.insert(outbox).values(mails);
    return { pageViews: views.length, mails: mails.length };
  });
  return { roles: roleReport, users: userReport, activity, egresados: egresadosReport, servicioSocial, egresadoConServicio, destacados, postulaciones: postulacionesReport, seguimiento, bolsa };
}
