import fs from 'node:fs';
import path from 'node:path';
import { openPgliteFrom } from '../db/client';
import { CLIENT_FIXTURE_DIR, TEMPLATE_FILE } from './paths';

function writeClientFixture() {
  const page = (app: string) =>
    `<!doctype html><html lang="es-MX"><head><title>Plataforma</title></head><body><div id="root" data-app="${app}"></div><script type="module" src="/assets/${app}.js"></script></body></html>`;
  for (const [dir, app] of [['admin', 'admin'], ['public-site', 'public']]) {
    fs.mkdirSync(path.join(CLIENT_FIXTURE_DIR, dir), { recursive: true });
    fs.writeFileSync(path.join(CLIENT_FIXTURE_DIR, dir, 'index.html'), page(app));
  }
  fs.mkdirSync(path.join(CLIENT_FIXTURE_DIR, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(CLIENT_FIXTURE_DIR, 'assets/public.js'), 'console.info("public")');
  // Prerendered pages, where the build puts them (beside dist/client): server/shell/prerender.api.test.ts. Routes
  // with `datos` (/login, /postulaciones/registro) are rendered per request with the bundle below instead.
  const prerenderDir = path.join(CLIENT_FIXTURE_DIR, '..', 'prerender');
  fs.mkdirSync(prerenderDir, { recursive: true });
  fs.writeFileSync(
    path.join(prerenderDir, 'pages.json'),
    JSON.stringify({
      '/login': { html: '<main><h1>Iniciar sesión</h1></main>', styles: '<style data-emotion="css abc">.css-abc{color:green}</style>' },
      '/recuperar-contrasena': { html: '<main><h1>Recuperar contraseña</h1></main>', styles: '<style data-emotion="css def">.css-def{color:green}</style>' },
      '/postulaciones/registro': { html: '<main><h1>Registro de Postulaciones</h1></main>', styles: '' },
    }),
  );
  // A portal's frame (public-site/src/prerender.tsx, portalShellRoutes): the portal pages' HTML holds it.
  fs.writeFileSync(
    path.join(prerenderDir, 'portal-shells.json'),
    JSON.stringify({
      '/servicio-social/estudiantes': { html: '<header>Portal del estudiante</header><main><p>Comprobando la sesión</p></main>', styles: '<style data-emotion="css ghi">.css-ghi{color:green}</style>' },
      '/servicio-social/Institucion/estudiantes': { html: '<header>Portal de la institución</header>', styles: '' },
    }),
  );
  // The bundle the server renders pages with their data (server/shell/datos-iniciales.ts): here it only writes
  // down what it was given, escaped, so a test can read it back from the page.
  fs.writeFileSync(
    path.join(prerenderDir, 'prerender.js'),
    [
      'const escapar = (t) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;");',
      'export async function prerender(ruta, iniciales) {',
      '  return { html: `<main><h1>${escapar(ruta)}</h1><pre id="recibido">${escapar(JSON.stringify(iniciales ?? null))}</pre></main>`, styles: "" };',
      '}',
    ].join('\n'),
  );
  fs.mkdirSync(path.join(CLIENT_FIXTURE_DIR, '_builds'), { recursive: true });
  fs.writeFileSync(path.join(CLIENT_FIXTURE_DIR, '_builds/latest.json'), JSON.stringify({ id: 'fixture', timestamp: 0 }));
}

export default async function setup() {
  writeClientFixture();
  // A fresh PGlite takes seconds to create and migrate; do it once and let each test file load a copy.
  if (process.env.TEST_DATABASE_URL) return;
  fs.mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  const database = await openPgliteFrom();
  const blob = await database.pglite!.dumpDataDir('none');
  fs.writeFileSync(TEMPLATE_FILE, Buffer.from(await blob.arrayBuffer()));
  await database.close();
}
