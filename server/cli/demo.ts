import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { passwordSchema } from '../../shared/validation';
import { DEMO_PASSWORD } from './demo-data';
import { DEMO_EMPLEADOR } from './demo-bolsa';
import { loadDemo, type DemoReport } from './demo-load';
import { DEMO_ASPIRANTE, DEMO_ESTUDIANTE, DEMO_INSTITUCION } from './demo-servicio-social';
import { appUrl, loadConfig } from '../config';
import { DataDirLockedError, acquireDataDirLock } from '../db/lock';
import { guiaDeCuentas } from './demo-guia';
import { withDatabase } from './with-database';

const { values } = parseArgs({ options: { password: { type: 'string' } } });
const password = passwordSchema.safeParse(values.password ?? DEMO_PASSWORD);
if (!password.success) {
  console.error(`${password.error.issues[0].message}\nUso: npm run db:demo [-- --password "contraseña"]`);
  process.exit(1);
}

// The embedded database has one process: with the server running on the same DATA_DIR, say so before anything.
const config = loadConfig(process.env);
if (!config.DATABASE_URL && fs.existsSync(config.DATA_DIR)) {
  try {
    acquireDataDirLock(config.DATA_DIR)();
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`npm run db:demo necesita el servidor detenido. ${error.message}\nDetenga el servidor (Ctrl+C en su terminal), ejecute npm run db:demo y vuelva a iniciarlo.`);
    process.exit(1);
  }
}

function print(report: DemoReport) {
  const mark = (created: boolean) => (created ? 'creado' : 'ya existía').padEnd(10);
  console.log('Roles:');
  for (const r of report.roles) console.log(`  ${mark(r.creado)}  ${r.nombre} (${r.permisos.length ? r.permisos.join(', ') : 'aún sin permisos: su área no define ninguno todavía; vuelva a ejecutar db:demo cuando exista'})`);
  console.log('\nUsuarios:');
  for (const u of report.users) console.log(`  ${mark(u.creado)}  ${u.email.padEnd(36)} ${u.name} · ${u.roles.join(', ')} · ${u.estado}`);
  console.log(
    report.activity
      ? `\nActividad: ${report.activity.pageViews} visitas de los últimos 30 días y ${report.activity.mails} correos en la bandeja de salida.`
      : '\nActividad: ya estaba cargada (no se duplicó).',
  );
  const { programasCreados, egresadosCreados } = report.egresados;
  console.log(
    programasCreados || egresadosCreados
      ? `Egresados: ${programasCreados} programas y ${egresadosCreados} egresados creados.`
      : 'Egresados: los programas y egresados de demostración ya estaban cargados.',
  );
  for (const c of report.postulaciones.convocatorias) {
    console.log(c.creada ? `Postulaciones: «${c.nombre}» creada con ${c.postulaciones} postulaciones.` : `Postulaciones: «${c.nombre}» ya existía (no se tocó).`);
  }
  const ss = report.servicioSocial;
  console.log(
    ss
      ? `Servicio social: ${ss.instituciones} instituciones, ${ss.programas} programas, ${ss.vacantes} vacantes, ${ss.estudiantes} estudiantes, ${ss.solicitudes} solicitudes y ${ss.prestaciones} prestaciones.\n`
        + `  En cada etapa: ${ss.documentos} documentos (${ss.pdfs} PDF emitidos con folio) y ${ss.horas} horas registradas.\n`
        + `  Portal del estudiante: ${DEMO_ESTUDIANTE} y ${DEMO_ASPIRANTE} · portal de la institución: ${DEMO_INSTITUCION} (misma contraseña que los usuarios creados).`
      : 'Servicio social: los datos de demostración ya estaban cargados (no se duplicaron).',
  );
  if (report.egresadoConServicio) {
    console.log(`Egresados: la matrícula ${report.egresadoConServicio} es de un estudiante con el servicio social liberado; su expediente de egresado lo muestra.`);
  }
  console.log(
    report.seguimiento
      ? `Seguimiento: una aplicación terminada y otra en curso, con ${report.seguimiento} respuestas de egresados y las de sus empleadores.`
      : 'Seguimiento: las aplicaciones de demostración ya estaban cargadas.',
  );
  console.log(
    report.bolsa
      ? `Bolsa de trabajo: cuatro empresas (aprobada, confiable, pendiente y rechazada), ofertas en cada estado y ${report.bolsa} candidaturas, una contratada. Portal del empleador: ${DEMO_EMPLEADOR}.`
      : 'Bolsa de trabajo: los datos de demostración ya estaban cargados.',
  );
  if (report.destacados) console.log(`Servicio social: ${report.destacados} proyectos destacados publicados.`);
  console.log(`\n${guiaDeCuentas(appUrl(config)).join('\n')}`);
  if (report.users.some((u) => u.creado) || ss) {
    console.log(`\nContraseña de los usuarios creados: ${password.data}`);
  } else {
    console.log('\nNo se creó ningún usuario: conservan la contraseña que ya tenían.');
  }
}

await withDatabase(async (db, config) => print(await loadDemo(db, config, password.data)));
