// Adds up the tests that ran in vitest's and Playwright's JSON reports and prints the one summary line CI reads.
import fs from 'node:fs';

interface Count {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function count(file: string): Count {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VitestReport & PlaywrightReport>;
  if (report.stats) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  if (typeof report.numPassedTests !== 'number') throw new Error(`${file}: no es un informe de vitest ni de Playwright`);
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

const files = process.argv.slice(2);
const total = { passed: 0, failed: 0, skipped: 0 };
for (const file of files) {
  const c = count(file);
  console.log(`${file}: ${c.passed} pasaron, ${c.failed} fallaron, ${c.skipped} omitidas`);
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
}
if (total.passed === 0) {
  console.error('ci: no se ejecutó ninguna prueba');
  process.exitCode = 1;
}
if (total.failed > 0) process.exitCode = 1;
console.log(`ci: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
