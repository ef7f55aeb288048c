// Bolsa de trabajo demo: four companies (approved, trusted, pending with a free-mail address, declined), offers in
// every state, applications along the pipeline from demo graduates and the demo student, and one hire written on
// the graduate's record. Written straight to the tables (no mail goes out); loaded once, keyed by the first RFC.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { CONSENTIMIENTO_VERSION, ROL_EGRESADO, ROL_EMPLEADOR, type EstadoCandidatura, type Jornada, type Modalidad } from '../../shared/bolsa/valores';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import { rfcDigitoVerificador } from '../../shared/servicio-social/rfc';
import { registrarEmpleo } from '../bolsa/candidaturas/empleo';
import type { Db } from '../db/client';
import { bolsaCandidaturas, bolsaEmpleadorUsuarios, bolsaEmpleadores, bolsaOfertas, egresados, programas, ssEstudiantes, usuarios } from '../db/schema';
import { createUser } from '../db/seed';
import { sumarDias } from '../reportes/calendario';
import { DEMO_ESTUDIANTE } from './demo-servicio-social';

export const DEMO_EMPLEADOR = 'empleador@demo.universidad.mx';
const DIA = 86_400_000;
const rfc = (base11: string) => base11 + rfcDigitoVerificador(base11);

const EMPRESAS = [
  { razonSocial: 'Soluciones Digitales del Bajío S.A. de C.V.', rfc: rfc('SDB150312AB'), giro: 'Desarrollo de software', municipio: 'Zapopan', contactoNombre: 'Mariana Ortiz Lozano', contactoCorreo: DEMO_EMPLEADOR, estado: 'aprobado', confiable: false, motivo: null },
  { razonSocial: 'Manufacturas Tapatías S.A. de C.V.', rfc: rfc('MTA090821C3'), giro: 'Manufactura de autopartes', municipio: 'El Salto', contactoNombre: 'Jorge Ramírez Solís', contactoCorreo: 'talento@manufacturastapatias.com.mx', estado: 'aprobado', confiable: true, motivo: null },
  { razonSocial: 'Consultoría Integral Ríos', rfc: rfc('CIR200115D4'), giro: 'Consultoría administrativa', municipio: 'Guadalajara', contactoNombre: 'Alberto Ríos', contactoCorreo: 'consultoria.rios@gmail.com', estado: 'pendiente', confiable: false, motivo: null },
  { razonSocial: 'Empleos Inmediatos del Centro', rfc: rfc('EIC210430E5'), giro: 'Reclutamiento', municipio: 'Tlaquepaque', contactoNombre: 'Recursos Humanos', contactoCorreo: 'rh@empleosinmediatos.mx', estado: 'rechazado', confiable: false, motivo: 'No pudimos verificar el domicilio fiscal ni el sitio web de la empresa.' },
] as const;

interface OfertaDemo {
  empresa: number;
  titulo: string;
  texto: string;
  modalidad: Modalidad;
  jornada: Jornada;
  sueldo: [number, number] | null;
  estado: 'en_revision' | 'publicada' | 'con_observaciones' | 'rechazada' | 'cerrada';
  /** Days ago it was written and published (null: never published). */
  hace: number;
  publicada: boolean;
  cierreEn: number;
  motivo?: string;
  cubierta?: boolean;
}

const OFERTAS: OfertaDemo[] = [
  { empresa: 0, titulo: 'Desarrollador(a) web junior', texto: 'Desarrollo de aplicaciones web con React y Node.js en un equipo ágil. Capacitación continua.', modalidad: 'hibrido', jornada: 'tiempo_completo', sueldo: [16000, 22000], estado: 'publicada', hace: 12, publicada: true, cierreEn: 30 },
  { empresa: 0, titulo: 'Analista de datos', texto: 'Tableros e indicadores para clientes del sector salud. Conocimientos de SQL y estadística.', modalidad: 'remoto', jornada: 'tiempo_completo', sueldo: null, estado: 'publicada', hace: 40, publicada: true, cierreEn: 5 },
  { empresa: 0, titulo: 'Practicante de soporte técnico', texto: 'Atención a usuarios y mantenimiento de equipos. Horario flexible para estudiantes.', modalidad: 'presencial', jornada: 'practicas', sueldo: [6000, 7000], estado: 'en_revision', hace: 2, publicada: false, cierreEn: 40 },
  { empresa: 0, titulo: 'Diseñador(a) UX', texto: 'Investigación con usuarios y prototipos. Buena presentación.', modalidad: 'hibrido', jornada: 'medio_tiempo', sueldo: [9000, 12000], estado: 'con_observaciones', hace: 6, publicada: false, cierreEn: 35, motivo: 'Quite «buena presentación»: es un requisito de apariencia que la ley prohíbe. Describa el perfil por competencias.' },
  { empresa: 0, titulo: 'Vendedor(a) de campo', texto: 'Ventas de paquetes de software a comercios.', modalidad: 'presencial', jornada: 'por_proyecto', sueldo: null, estado: 'rechazada', hace: 20, publicada: false, cierreEn: 10, motivo: 'La oferta ofrece solo comisiones sin sueldo base; la bolsa no publica ofertas sin remuneración fija.' },
  { empresa: 0, titulo: 'Ingeniero(a) de pruebas', texto: 'Automatización de pruebas con Playwright. Se cubrió la vacante.', modalidad: 'remoto', jornada: 'tiempo_completo', sueldo: [18000, 24000], estado: 'cerrada', hace: 50, publicada: true, cierreEn: 5, cubierta: true },
  { empresa: 1, titulo: 'Ingeniero(a) de calidad', texto: 'Control estadístico de procesos y auditorías de calidad en planta.', modalidad: 'presencial', jornada: 'tiempo_completo', sueldo: [20000, 26000], estado: 'publicada', hace: 3, publicada: true, cierreEn: 45 },
  { empresa: 1, titulo: 'Técnico(a) de mantenimiento', texto: 'Mantenimiento preventivo de líneas de producción.', modalidad: 'presencial', jornada: 'tiempo_completo', sueldo: [14000, 17000], estado: 'cerrada', hace: 70, publicada: true, cierreEn: -10 },
];

/** [offer index, applicant index, state, days ago it was sent]; applicant 0 is the demo student, the rest graduates. */
const CANDIDATURAS: [number, number, EstadoCandidatura, number][] = [
  [0, 1, 'enviada', 1], [0, 2, 'vista', 16], [0, 3, 'en_proceso', 8], [0, 0, 'enviada', 2],
  [1, 2, 'enviada', 18], [5, 1, 'contratada', 45], [5, 3, 'no_seleccionada', 44], [6, 3, 'vista', 2], [7, 2, 'no_seleccionada', 60],
];

/** Returns how many applications it wrote (0: the demo bolsa was already there). */
export async function loadBolsaDemo(db: Db, password: string, ahora: Date = new Date()): Promise<number> {
  const [ya] = await db.select({ id: bolsaEmpleadores.id }).from(bolsaEmpleadores).where(eq(bolsaEmpleadores.rfc, EMPRESAS[0].rfc));
  if (ya) return 0;
  const hoy = hoyEnMexico(ahora);
  const now = ahora.getTime();
  const hace = (dias: number) => new Date(now - dias * DIA);
  const programaIds = (await db.select({ id: programas.id }).from(programas).where(eq(programas.activo, true)).limit(4)).map((p) => p.id);
  if (!programaIds.length) return 0;

  const empresas: number[] = [];
  for (const [i, e] of EMPRESAS.entries()) {
    const [fila] = await db.insert(bolsaEmpleadores).values({
      ...e, entidad: 'JC', contactoTelefono: `33${String(36000000 + i * 1111).padStart(8, '0')}`, correoGratuito: e.contactoCorreo.endsWith('@gmail.com'),
      habilitado: true, decididoEn: e.estado === 'pendiente' ? null : hace(30), createdAt: hace(35 - i),
    }).returning({ id: bolsaEmpleadores.id });
    empresas.push(fila.id);
  }
  const usuarioEmpleador = await createUser(db, { name: EMPRESAS[0].contactoNombre, email: DEMO_EMPLEADOR, password, roleNames: [ROL_EMPLEADOR], ifMissing: true, verified: true });
  if (usuarioEmpleador) await db.insert(bolsaEmpleadorUsuarios).values({ usuarioId: usuarioEmpleador, empleadorId: empresas[0] });

  const ofertas: number[] = [];
  for (const o of OFERTAS) {
    const publicadaEn = o.publicada ? hace(o.hace) : null;
    const cierre = o.estado === 'cerrada' && !o.cubierta ? sumarDias(hoy, o.cierreEn) : sumarDias(hoyEnMexico(hace(o.hace)), o.hace + o.cierreEn > 60 ? 60 : o.hace + o.cierreEn);
    const [fila] = await db.insert(bolsaOfertas).values({
      empleadorId: empresas[o.empresa], titulo: o.titulo, descripcion: `<p>${o.texto}</p>`, descripcionTexto: o.texto, programaIds, modalidad: o.modalidad,
      entidad: 'JC', municipio: EMPRESAS[o.empresa].municipio, jornada: o.jornada, sueldoMin: o.sueldo?.[0] ?? null, sueldoMax: o.sueldo?.[1] ?? null,
      plazas: 1, cierre, estado: o.estado, motivo: o.motivo ?? null, publicadaEn, cubierta: o.cubierta ?? false,
      cerradaEn: o.estado === 'cerrada' ? hace(Math.max(o.hace - 30, 1)) : null, createdAt: hace(o.hace + 1),
    }).returning({ id: bolsaOfertas.id });
    ofertas.push(fila.id);
  }

  // Applicants: the demo student and three graduates with an address, each with a link-session account.
  const nombres = new Map((await db.select({ id: programas.id, nombre: programas.nombre }).from(programas)).map((p) => [p.id, p.nombre]));
  const graduados = await db.select().from(egresados).where(and(isNotNull(egresados.correo), sql`${egresados.correo} <> ''`)).orderBy(egresados.id).limit(3);
  const [estudiante] = await db.select({ e: ssEstudiantes, usuarioId: usuarios.id }).from(ssEstudiantes).innerJoin(usuarios, eq(usuarios.id, ssEstudiantes.usuarioId)).where(eq(usuarios.email, DEMO_ESTUDIANTE));
  const personas = [
    estudiante && { usuarioId: estudiante.usuarioId, egresadoId: null, estudianteId: estudiante.e.id, programaId: estudiante.e.programaId, generacion: null,
      nombre: `${estudiante.e.nombre} ${estudiante.e.apellidoPaterno}`, correo: estudiante.e.correo, telefono: estudiante.e.telefono, declaracion: `Estudiante de ${nombres.get(estudiante.e.programaId) ?? 'la universidad'}, ${estudiante.e.semestre}.º semestre` },
    ...await Promise.all(graduados.map(async (g) => {
      const usuarioId = (await createUser(db, { name: g.nombre, email: g.correo!, password, roleNames: [ROL_EGRESADO], ifMissing: true, verified: true }))
        ?? (await db.select({ id: usuarios.id }).from(usuarios).where(sql`lower(${usuarios.email}) = ${g.correo!.toLowerCase()}`))[0].id;
      return { usuarioId, egresadoId: g.id, estudianteId: null, programaId: g.programaId, generacion: g.anioEgreso,
        nombre: [g.nombre, g.apellidoPaterno, g.apellidoMaterno].filter(Boolean).join(' '), correo: g.correo!, telefono: g.telefono, declaracion: `${g.verificado ? 'Egresado verificado' : 'Egresado'} de ${nombres.get(g.programaId) ?? 'la universidad'}, generación ${g.anioEgreso}` };
    })),
  ];
  let escritas = 0;
  for (const [oferta, persona, estado, dias] of CANDIDATURAS) {
    const p = personas[persona];
    if (!p) continue;
    const [c] = await db.insert(bolsaCandidaturas).values({
      ...p, ofertaId: ofertas[oferta], mensaje: 'Me interesa la vacante; adjunto mi CV.', estado, estadoEn: estado === 'enviada' ? hace(dias) : hace(Math.max(dias - 1, 0)),
      vistaEn: estado === 'enviada' ? null : hace(dias - 1), consentimientoVersion: CONSENTIMIENTO_VERSION, consentimientoEn: hace(dias), createdAt: hace(dias),
    }).returning({ id: bolsaCandidaturas.id });
    if (estado === 'contratada' && p.egresadoId) await registrarEmpleo(db, { egresadoId: p.egresadoId, candidaturaId: c.id, ofertaId: ofertas[oferta] });
    escritas++;
  }
  return escritas;
}
