import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, acquireDataDirLock } from './lock';

describe('data directory lock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  afterEach(() => fs.rmSync(path.join(dir, 'server.lock'), { force: true }));

  it('refuses while another live process holds it, with a clear message', async () => {
    const other = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/en uso por otro proceso/);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process and releases it', () => {
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
