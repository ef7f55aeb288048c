import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó antes de estar listo (código ${child.exitCode})`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`el servidor no respondió en ${url}/api/health tras ${timeoutMs / 1000} s`);
}

/** Starts the product exactly as `npm start` does, on its own port and data directory, logging to a file. */
export async function startProductServer(options: {
  root: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'w');
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' };
  // The product must run on its embedded database here, whatever the calling shell has set.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['dist/server/start.js'], {
    cwd: options.root,
    env,
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.closeSync(log);
  };

  try {
    // A loaded machine (several suites at once on two cores) may need longer: E2E_ARRANQUE_MS.
    await waitForHealth(url, child, Number(process.env.E2E_ARRANQUE_MS) || 90_000);
  } catch (error) {
    await stop();
    const tail = fs.readFileSync(options.logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${(error as Error).message}\n--- registro del servidor ---\n${tail}`);
  }
  return { url, logFile: options.logFile, stop };
}
