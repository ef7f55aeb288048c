// Seguimiento demo: a finished wave with realistic answers (and employers' opinions) and one still open, over the
// demo graduates. Written straight to the tables (no mail goes out); loaded once, keyed by the waves' names.
import { eq, inArray } from 'drizzle-orm';
import { hoyEnMexico } from '../../shared/egresados/fechas';
import type { Respuestas } from '../../shared/seguimiento/respuestas';
import type { Db } from '../db/client';
import { egresados, segAplicaciones, segInvitaciones } from '../db/schema';
import { SEMILLA_EGRESADOS, SEMILLA_EMPLEADORES, vigenteDeSemilla } from '../seguimiento/cuestionarios/service';
import { random } from './demo-egresados';

/** The two waves, named after the generations they follow: those of the year the demo is loaded. */
export const demoOlas = (anio: number) => [`Seguimiento generación ${anio - 2} · a un año de egreso`, `Seguimiento generación ${anio - 1} · en curso`];
const DIA = 86_400_000;

export function respuestasDeEgresado(r: () => number): Respuestas {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const actividad = r() < 0.68 ? 'trabaja' : r() < 0.5 ? 'estudia_y_trabaja' : pick(['estudia', 'ninguna']);
  const base: Respuestas = {
    titulado_encuesta: r() < 0.7 ? 'si' : 'no', dominio_ingles: pick(['basico', 'intermedio', 'intermedio', 'avanzado']),
    calidad_docentes: pick(['muy_buena', 'buena', 'buena', 'regular']), plan_estudios: pick(['muy_buena', 'buena', 'regular']),
    oportunidad_proyectos: pick(['buena', 'regular', 'mala']), enfasis_investigacion: pick(['buena', 'regular']),
    satisfaccion_infraestructura: pick(['muy_buena', 'buena', 'regular']), experiencia_residencia: pick(['muy_buena', 'buena', 'regular']),
    satisfaccion_formacion: pick([3, 4, 4, 4, 5, 5]), actividad_actual: actividad, interes_cursos: pick(['si', 'no']), interes_posgrado: pick(['si', 'no', 'no']),
    recomendaria_institucion: r() < 0.9 ? 'si' : 'no', organizaciones_sociales: 'no', organismos_profesionistas: pick(['si', 'no', 'no']),
    asociacion_egresados: 'no', participacion_eventos: pick(['mucho', 'poco', 'nada']),
  };
  if (actividad !== 'trabaja' && actividad !== 'estudia_y_trabaja') return base;
  return {
    ...base,
    tiempo_primer_empleo: pick(['antes_de_egresar', 'menos_6_meses', 'menos_6_meses', '6_a_12_meses', 'mas_de_un_anio']),
    antiguedad_empleo: pick(['menos_1', '1_a_2', '2_a_3']), ingreso_mensual: pick(['1_a_3', '1_a_3', '3_a_5', '3_a_5', 'mas_de_5']),
    nivel_jerarquico: pick(['tecnico', 'supervisor', 'jefe_area']), condicion_trabajo: pick(['base', 'contrato', 'eventual']),
    relacion_estudios: pick(['media', 'alta', 'alta', 'total', 'total', 'baja']), giro_empresa: pick(['industrial', 'servicios', 'comercio', 'educacion', 'gobierno']),
    sector_empresa: pick(['privado', 'privado', 'publico']), tamano_empresa: pick(['micro', 'pequena', 'mediana', 'grande']),
    empresa: pick(['Grupo Industrial del Bajío', 'Servicios Digitales MX', 'Gobierno del Estado', 'Hospital Regional', 'Constructora Sierra']),
    puesto: pick(['Analista', 'Ingeniero(a) de proyecto', 'Coordinador(a)', 'Docente', 'Supervisor(a)']),
    eficiencia_actividades: pick(['muy_eficiente', 'eficiente']), formacion_academica_desempeno: pick(['excelente', 'bueno', 'regular']),
    utilidad_residencia: pick(['excelente', 'bueno']), aspecto_area_estudio: pick([4, 5]), aspecto_titulacion: pick([2, 3, 4]), aspecto_experiencia: pick([3, 4, 5]),
    aspecto_competencia: pick([4, 5]), aspecto_idiomas: pick([2, 3, 4]), aspecto_recomendaciones: pick([1, 2, 3]), aspecto_personalidad: pick([3, 4, 5]),
    aspecto_liderazgo: pick([3, 4]), empleador_autoriza: 'no',
  };
}

export const respuestasDeEmpleador = (r: () => number): Respuestas => ({
  organizacion: 'Empresa de la región', sector: 'privado', tamano: 'mediana', nivel_jerarquico: 'tecnico', congruencia_puesto: 'alta',
  habilidad_problemas: 'muy_bueno', trabajo_equipo: 'excelente', comunicacion: 'bueno', liderazgo: 'bueno', conocimientos_area: 'muy_bueno',
  desempeno_general: r() < 0.3 ? 5 : r() < 0.8 ? 4 : 3, contrataria_otro: 'si',
});

/** Returns how many answers it wrote (0: the waves were already there). */
export async function loadSeguimientoDemo(db: Db, ahora: Date = new Date()): Promise<number> {
  const ANIO = Number(hoyEnMexico(ahora).slice(0, 4));
  const olas = demoOlas(ANIO);
  const existentes = await db.select({ id: segAplicaciones.id }).from(segAplicaciones).where(inArray(segAplicaciones.nombre, olas));
  if (existentes.length) return 0;
  const cuestionario = await vigenteDeSemilla(db, SEMILLA_EGRESADOS);
  const empleadores = await vigenteDeSemilla(db, SEMILLA_EMPLEADORES);
  if (!cuestionario || !empleadores) return 0;
  const r = random(22);
  let escritas = 0;
  const now = ahora.getTime();
  for (const [i, nombre] of olas.entries()) {
    const generacion = ANIO - 2 + i;
    const gente = await db.select().from(egresados).where(eq(egresados.anioEgreso, generacion));
    if (!gente.length) continue;
    const terminada = i === 0;
    const apertura = new Date(now - (terminada ? 200 : 10) * DIA);
    const cierre = new Date(now + (terminada ? -140 : 20) * DIA);
    const [ola] = await db
      .insert(segAplicaciones)
      .values({
        cuestionarioId: cuestionario.id, nombre, filtro: { generaciones: [generacion] }, poblacion: gente.length, apertura, cierre,
        enviadaEn: apertura, ultimoEnvioEn: new Date(apertura.getTime() + 14 * DIA), recordatoriosEnviados: terminada ? 2 : 1,
      })
      .returning({ id: segAplicaciones.id });
    const tasa = terminada ? 0.62 : 0.35;
    const filas = gente.map((e) => {
      const contesto = r() < tasa;
      return {
        aplicacionId: ola.id, egresadoId: e.id, tipo: 'egresado', cuestionarioId: cuestionario.id, correo: e.correo || null,
        programaId: e.programaId, generacion: e.anioEgreso, invitadaEn: apertura,
        respuestas: contesto ? respuestasDeEgresado(r) : null,
        enviadaEn: contesto ? new Date(apertura.getTime() + Math.floor(r() * 40) * DIA) : null,
        avisoVersion: contesto ? '2026-11' : null, avisoAceptadoEn: contesto ? apertura : null,
      };
    });
    for (let k = 0; k < filas.length; k += 500) await db.insert(segInvitaciones).values(filas.slice(k, k + 500));
    escritas += filas.filter((f) => f.enviadaEn).length;
    // A third of those who work authorised their employer, and most employers answered.
    const trabajan = filas.filter((f) => f.respuestas && ['trabaja', 'estudia_y_trabaja'].includes(String(f.respuestas.actividad_actual))).slice(0, 40);
    const jefes = trabajan.filter(() => r() < 0.33).map((f) => {
      const contesto = r() < 0.75;
      return {
        aplicacionId: ola.id, egresadoId: f.egresadoId, tipo: 'empleador', cuestionarioId: empleadores.id, correo: `rh.${f.egresadoId}@empresa-demo.mx`,
        programaId: f.programaId, generacion: f.generacion, invitadaEn: f.enviadaEn, respuestas: contesto ? respuestasDeEmpleador(r) : null,
        enviadaEn: contesto ? new Date(f.enviadaEn!.getTime() + 5 * DIA) : null,
      };
    });
    if (jefes.length) await db.insert(segInvitaciones).values(jefes);
  }
  return escritas;
}

