// `npm run build` builds everything; `--if-stale` (what `npm start` runs first) only what its sources changed.
import { build, ensureBuild } from '../build/ensure-build';
import { ROOT } from '../lib/root';

if (process.argv.includes('--if-stale')) ensureBuild(ROOT);
else build(ROOT);
