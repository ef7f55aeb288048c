// The deployment of «Varios servidores» on this machine, for the scale-out suite: PostgreSQL (already running),
// PgBouncer in transaction mode and HAProxy from Debian's packages with the repository's deploy/ files (ports
// replaced), an S3-compatible server (s3rver), an SMTP catcher and server processes started as in production.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/root';

export async function puertoLibre(): Promise<number> {
  const servidor = net.createServer();
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as net.AddressInfo;
  await new Promise((resolve) => servidor.close(resolve));
  return port;
}

export async function esperar(condicion: () => Promise<boolean>, ms: number, que: string | (() => string)): Promise<void> {
  const fin = Date.now() + ms;
  while (Date.now() < fin) {
    if (await condicion().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No se cumplió a tiempo: ${typeof que === 'string' ? que : que()}`);
}

const responde = (puerto: number) => new Promise<boolean>((resolve) => {
  const s = net.connect(puerto, '127.0.0.1', () => {
    s.end();
    resolve(true);
  });
  s.on('error', () => resolve(false));
});

export interface Proceso {
  hijo: ChildProcess;
  salida: () => string;
  detener(senal?: NodeJS.Signals): Promise<void>;
}

function lanzar(comando: string, args: string[], opciones: { env?: Record<string, string>; cwd?: string } = {}): Proceso {
  const hijo = spawn(comando, args, { cwd: opciones.cwd ?? ROOT, env: { ...process.env, ...opciones.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let texto = '';
  hijo.stdout!.on('data', (d: Buffer) => (texto += d.toString()));
  hijo.stderr!.on('data', (d: Buffer) => (texto += d.toString()));
  const fin = new Promise<void>((resolve) => hijo.once('exit', () => resolve()));
  return {
    hijo,
    salida: () => texto,
    async detener(senal: NodeJS.Signals = 'SIGTERM') {
      if (hijo.exitCode === null && hijo.signalCode === null) hijo.kill(senal);
      await fin;
    },
  };
}

/** PgBouncer in transaction mode in front of `baseDirecta` (a postgres:// URL), from deploy/pgbouncer.ini. */
export async function iniciarPgbouncer(baseDirecta: string): Promise<{ url: string; proceso: Proceso; dir: string }> {
  const directa = new URL(baseDirecta);
  const base = directa.pathname.slice(1);
  const puerto = await puertoLibre();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbouncer-'));
  fs.writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  const ini = fs.readFileSync(path.join(ROOT, 'deploy/pgbouncer.ini'), 'utf8')
    .replace(/^plataforma = .*$/m, `${base} = host=${directa.hostname} port=${directa.port || 5432} dbname=${base}`)
    .replace(/^listen_port = .*$/m, `listen_port = ${puerto}`)
    .replace(/^auth_type = .*$/m, 'auth_type = trust')
    .replace(/^auth_file = .*$/m, `auth_file = ${dir}/userlist.txt\nunix_socket_dir =\nlogfile = ${dir}/pgbouncer.log\npidfile = ${dir}/pgbouncer.pid`);
  fs.writeFileSync(path.join(dir, 'pgbouncer.ini'), ini);
  // PgBouncer will not run as root; the postgres user reads its temporary folder.
  const comoRoot = process.getuid?.() === 0;
  if (comoRoot) fs.chmodSync(dir, 0o777);
  for (const f of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, f), 0o666);
  const proceso = lanzar('/usr/sbin/pgbouncer', [...(comoRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')]);
  await esperar(() => responde(puerto), 15_000, () => `PgBouncer en el puerto ${puerto}\n${proceso.salida()}`);
  return { url: `postgres://postgres@127.0.0.1:${puerto}/${base}`, proceso, dir };
}

/** HAProxy from deploy/haproxy.cfg, in front of the given ports; a header `x-servidor: a|b` picks a server (tests only). */
export async function iniciarHaproxy(puertos: { a: number; b: number }): Promise<{ url: string; proceso: Proceso; dir: string }> {
  const puerto = await puertoLibre();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-'));
  const cfg = fs.readFileSync(path.join(ROOT, 'deploy/haproxy.cfg'), 'utf8')
    .replace(/^(\s*)bind :80$/m, `$1bind 127.0.0.1:${puerto}`)
    .replace('127.0.0.1:3001', `127.0.0.1:${puertos.a}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${puertos.b}`)
    .replace(/^(\s*)balance roundrobin$/m, '$1balance roundrobin\n$1use-server a if { req.hdr(x-servidor) -m str a }\n$1use-server b if { req.hdr(x-servidor) -m str b }\n$1http-response set-header x-servidor %s');
  fs.writeFileSync(path.join(dir, 'haproxy.cfg'), cfg);
  const proceso = lanzar('/usr/sbin/haproxy', ['-db', '-f', path.join(dir, 'haproxy.cfg')]);
  await esperar(() => responde(puerto), 15_000, () => `HAProxy en el puerto ${puerto}\n${proceso.salida()}`);
  return { url: `http://127.0.0.1:${puerto}`, proceso, dir };
}

/**
 * A server process as in production (server/test/servidor-escala.ts → runServer) on `puerto`. `nodeArgs`: another
 * entry, such as `npm start`'s compiled one with its flags (the bench measures what IT runs).
 */
export async function iniciarServidor(
  puerto: number,
  env: Record<string, string>,
  nodeArgs: readonly string[] = ['--import', 'tsx', 'server/test/servidor-escala.ts'],
): Promise<Proceso> {
  const proceso = lanzar(process.execPath, [...nodeArgs], {
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(puerto), LOG_LEVEL: 'info', ...env },
  });
  await esperar(async () => (await fetch(`http://127.0.0.1:${puerto}/api/health/listo`)).status === 200, 170_000, () => `el servidor en ${puerto}\n${proceso.salida()}`);
  return proceso;
}
