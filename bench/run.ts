/**
 * `npm run bench [-- <name>... [--option value...]]`: runs the benchmarks of this folder, each a
 * script of its own (`bench/<name>.ts`) on a local stack of its own. With no name, every one of
 * them in turn; with names (`npm run bench -- load`), only those. Options after the names are
 * passed to each script (`npm run bench -- end-of-day --withdrawals 2000`).
 *
 * Not part of `npm test`: timings depend on the machine.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => f.slice(0, -3))
  .sort();

const args = process.argv.slice(2);
const firstOption = args.findIndex((a) => a.startsWith('--'));
const names = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);
const unknown = names.filter((n) => !available.includes(n));
if (unknown.length > 0) {
  process.stderr.write(`Unknown benchmark ${unknown.join(', ')}; choose from: ${available.join(', ')}\n`);
  process.exit(2);
}

let failed = 0;
for (const name of names.length > 0 ? names : available) {
  process.stdout.write(`\n=== bench ${name} ===\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, `${name}.ts`), ...options], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
