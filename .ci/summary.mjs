// Reads vitest's JSON report and prints the closing line CI is judged by: "N passed, N failed".
import fs from 'node:fs';

const [file, status] = process.argv.slice(2);
let passed = 0;
let failed; // set on every path below
let skipped = 0;
try {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  // A file that failed to load has no failed test of its own: count the file.
  for (const suite of report.testResults ?? []) {
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((a) => a.status === 'failed')) failed += 1;
  }
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
} catch {
  failed = 1;
}
// A runner that crashed or exited non-zero without a failing test still fails the run.
if (Number(status) !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
