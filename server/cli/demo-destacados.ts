// Demo featured projects (servicio social «destacados»): three published stories on the demo institutions'
// approved programs, each with two generated photos stored like staff uploads.
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { conArchivos } from '../archivos/almacen';
import type { Config } from '../config';
import { almacenDe } from '../archivos/almacenamiento';
import type { Db } from '../db/client';
import { ssDestacados, ssProgramas } from '../db/schema';
import { sanitizarHtml } from '../plantillas/sanitizar';
import { temporal } from './demo-postulaciones';

interface DestacadoDemo {
  programa: string;
  titulo: string;
  historia: string;
  colores: [string, string];
}

const DESTACADOS: DestacadoDemo[] = [
  {
    programa: 'Monitoreo de fauna y prevención de incendios',
    titulo: 'Brigada universitaria en el Bosque La Primavera',
    historia:
      '<p>Durante la temporada de estiaje, doce estudiantes de Biología e Ingeniería Ambiental instalaron 40 cámaras trampa y ' +
      'abrieron 8 km de brechas cortafuego junto con los guardabosques.</p><p>El registro de fauna que levantaron ya forma ' +
      'parte del plan de manejo del área protegida.</p>',
    colores: ['#14532d', '#65a30d'],
  },
  {
    programa: 'Regularización escolar en matemáticas y lectura',
    titulo: 'Tardes de lectura en la Primaria Niños Héroes',
    historia:
      '<p>Estudiantes de Pedagogía y Psicología acompañaron a 85 niñas y niños de tercero a sexto grado dos tardes por semana.</p>' +
      '<p>Al cierre del ciclo, el 70 % de los participantes subió un nivel en la prueba de comprensión lectora de la escuela.</p>',
    colores: ['#1e3a8a', '#f59e0b'],
  },
  {
    programa: 'Catalogación del acervo de alfarería tonalteca',
    titulo: 'Mil piezas de barro bruñido, catalogadas',
    historia:
      '<p>Con fichas técnicas, fotografía y entrevistas a familias alfareras, estudiantes de Historia y Diseño catalogaron ' +
      'más de mil piezas del Museo Comunitario de Tonalá.</p><p>El catálogo en línea se presentó en la feria artesanal de junio.</p>',
    colores: ['#7c2d12', '#ea580c'],
  },
];

/** A landscape illustration (hills and sun in the project's colours) as a PNG. */
function ilustracion([fondo, acento]: [string, string], variante: number): Promise<Buffer> {
  const sol = 180 + variante * 420;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640"><rect width="960" height="640" fill="${fondo}"/>
<circle cx="${sol}" cy="190" r="90" fill="${acento}" opacity="0.85"/>
<path d="M0 460 Q240 ${330 + variante * 40} 480 440 T960 420 V640 H0 Z" fill="rgba(255,255,255,0.18)"/>
<path d="M0 540 Q300 ${450 - variante * 30} 620 530 T960 520 V640 H0 Z" fill="rgba(255,255,255,0.28)"/></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** Loads the featured projects once (none yet); answers how many it created. */
export async function loadDestacadosDemo(db: Db, config: Config): Promise<number> {
  const [ya] = await db.select({ id: ssDestacados.id }).from(ssDestacados).limit(1);
  if (ya) return 0;
  const programas = await db
    .select({ id: ssProgramas.id, nombre: ssProgramas.nombre, institucionId: ssProgramas.institucionId })
    .from(ssProgramas)
    .where(inArray(ssProgramas.nombre, DESTACADOS.map((d) => d.programa)));
  const fotos = await Promise.all(DESTACADOS.map(async (d) => [await ilustracion(d.colores, 0), await ilustracion(d.colores, 1)]));
  const almacen = almacenDe(config);
  return conArchivos(db, almacen, async (tx, guardar) => {
    let creados = 0;
    for (const [i, d] of DESTACADOS.entries()) {
      const programa = programas.find((p) => p.nombre === d.programa);
      if (!programa) continue;
      const ids: string[] = [];
      for (const [n, foto] of fotos[i].entries()) ids.push(await guardar(temporal(almacen.dir, foto, `destacado-${i + 1}-${n + 1}.png`, 'png'), { area: 'servicio-social' }));
      const [row] = await tx
        .insert(ssDestacados)
        .values({ titulo: d.titulo, historia: sanitizarHtml(d.historia), institucionId: programa.institucionId, programaId: programa.id, fotos: ids, publicado: true, orden: i })
        .returning({ id: ssDestacados.id });
      if (row) creados++;
    }
    return creados;
  });
}
