import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import base from './vite.config';
export default (env: any) => {
  const cfg: any = (base as any)(env);
  cfg.plugins.push({
    name: 'analyze',
    generateBundle(_o: any, bundle: any) {
      const out: string[] = [];
      for (const [file, c] of Object.entries<any>(bundle)) {
        if (c.type !== 'chunk') continue;
        const mods = Object.entries<any>(c.modules).map(([id, m]) => [id.replace(/.*node_modules\//, 'nm/').replace(process.cwd() + '/', ''), m.renderedLength, m.code ? gzipSync(m.code).length : 0] as const).sort((a, b) => b[2] - a[2]);
        out.push(`## ${file} ${c.code.length}`);
        for (const [id, len, gz] of mods) if (len > 0) out.push(`  ${String(gz).padStart(7)} ${String(len).padStart(8)} ${id}`);
      }
      fs.appendFileSync('/tmp/analyze-' + this.environment.name + '.txt', out.join('\n') + '\n');
    },
  });
  return cfg;
};
