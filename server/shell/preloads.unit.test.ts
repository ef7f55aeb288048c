import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFESTS } from './first-load';
import { pagePreloads, withPreloads } from './serve';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeManifest(manifest: object) {
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dir, MANIFESTS.public), JSON.stringify(manifest));
}

describe('page preloads in the served HTML', () => {
  it("lists the entry's imports, then the page's own chunks, never the entry itself", () => {
    writeManifest({
      'public-site/index.html': { file: 'assets/public.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_Grid.js': { file: 'assets/Grid.js', imports: ['_react.js'] },
      'public-site/src/features/home/components/HomePage.tsx': { file: 'assets/HomePage.js', isDynamicEntry: true, imports: ['_react.js', '_Grid.js'] },
    });
    const preloads = pagePreloads(dir);
    // React first: the browser would otherwise find it only once the entry had arrived.
    expect(preloads.get('/')).toEqual(['assets/react.js', 'assets/HomePage.js', 'assets/Grid.js']);
    const html = withPreloads('<head>\n  </head>', preloads.get('/')!);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage.js">');
    expect(html.indexOf('Grid.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('serves pages without preloads when the build has no manifest', () => {
    fs.rmSync(path.join(dir, '.vite'), { recursive: true, force: true });
    expect(pagePreloads(dir).size).toBe(0);
    expect(withPreloads('<head></head>', [])).toBe('<head></head>');
  });
});
