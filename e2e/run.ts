// `npm run test:e2e`: builds if needed, starts a local SMTP catcher and the product on a fresh data
// directory, runs Playwright against it and always tears everything down. With E2E_BASE_URL set it only
// runs Playwright against that server (E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD name its administrator; the
// password-reset spec is skipped there, as its mail cannot be read). Extra arguments go to Playwright.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../server/build/ensure-build';
import { ADMIN } from './support/env';
import { freePort } from './support/ports';
import { startProductServer, type RunningServer } from './support/server';
import { startMailCatcher, type MailCatcher } from './support/smtp';
import { CLIENTE, iniciarProveedor, type ProveedorLocal } from '../server/test/oidc/proveedor-local';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function currentBuildId(): string {
  try {
    return fs.readFileSync(path.join(ROOT, 'dist/client/_builds/latest.json'), 'utf8');
  } catch {
    return '';
  }
}

function runPlaywright(env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function cargarDemo(dataDir: string, appUrl: string): void {
  const demo = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/demo.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, APP_URL: appUrl },
    encoding: 'utf8',
  });
  if (demo.status !== 0) throw new Error(`no se cargaron los datos de demostración:\n${demo.stdout}${demo.stderr}`);
  console.log('e2e: datos de demostración cargados');
}

async function main(): Promise<number> {
  if (process.env.E2E_BASE_URL) {
    console.log(`e2e: contra el servidor existente ${process.env.E2E_BASE_URL}`);
    return runPlaywright({});
  }

  ensureBuild(ROOT);
  const buildId = currentBuildId();
  let mail: MailCatcher | undefined;
  let server: RunningServer | undefined;
  let oidc: ProveedorLocal | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-datos-'));
  const cleanup = async () => {
    await server?.stop().catch((e) => console.error('e2e: no se pudo detener el servidor', e));
    await mail?.close().catch((e) => console.error('e2e: no se pudo detener el SMTP', e));
    await oidc?.close().catch((e) => console.error('e2e: no se pudo detener el proveedor OpenID', e));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    mail = await startMailCatcher();
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    // axe on every page reads real ids and real states (documents in every stage, a jurado's assignments) from the
    // demo data; the other specs make their own and start from an empty database.
    if (process.env.E2E_A11Y_RUTAS === '1') cargarDemo(dataDir, appUrl);
    // The institution's accounts: a real OpenID Connect provider on this machine (e2e/institucional.spec.ts).
    oidc = await iniciarProveedor({ redirectUris: [`${appUrl}/api/auth/oidc/callback`], postLogoutUris: [`${appUrl}/login`], cuentasPorCorreo: true });
    server = await startProductServer({
      root: ROOT,
      port,
      logFile: path.join(ROOT, '.tmp/e2e/server.log'),
      env: {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        APP_URL: appUrl,
        SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_NAME: ADMIN.name,
        LOG_LEVEL: 'warn',
        OIDC_ISSUER: oidc.issuer,
        OIDC_CLIENT_ID: CLIENTE.id,
        OIDC_CLIENT_SECRET: CLIENTE.secreto,
        OIDC_DOMINIOS: 'universidad.mx,alumnos.universidad.mx',
        OIDC_DOMINIOS_ESTUDIANTES: 'alumnos.universidad.mx',
      },
    });
    console.log(`e2e: servidor en ${server.url} (datos en ${dataDir}), SMTP en 127.0.0.1:${mail.smtpPort}`);
    const code = await runPlaywright({
      E2E_BASE_URL: server.url,
      E2E_MAIL_URL: mail.httpUrl,
      E2E_OIDC_URL: oidc.issuer,
      // Specs that must put a file in place as an older version stored it (vista-previa-pdf).
      E2E_DATA_DIR: dataDir,
      E2E_ADMIN_EMAIL: ADMIN.email,
      E2E_ADMIN_PASSWORD: ADMIN.password,
    });
    if (code !== 0) console.log(`e2e: registro del servidor en ${server.logFile}`);
    if (currentBuildId() !== buildId) {
      // The server keeps serving the HTML it read at start; a rebuild deletes the assets it points to.
      console.log('e2e: dist/client se recompiló durante las pruebas; los 404 de /assets/* vienen de ahí. Vuelva a ejecutar.');
    }
    return code;
  } catch (error) {
    console.error(`e2e: ${(error as Error).message}`);
    return 1;
  } finally {
    await cleanup();
  }
}

process.exitCode = await main();
