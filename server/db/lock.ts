import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes DATA_DIR/server.lock for this process; a lock left by a dead process is taken over. */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && alive(pid)) {
        throw new DataDirLockedError(
          `La base de datos en ${path.resolve(dataDir)} está en uso por otro proceso (pid ${pid}). ` +
            'Detenga ese servidor o use otro DATA_DIR.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`No se pudo bloquear ${path.resolve(dataDir)}`);
}
