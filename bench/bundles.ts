/**
 * `npm run bench -- bundles`: every Lambda built as CDK deploys it (infra/bundling.ts), its size,
 * and how long a fresh Node.js process takes to load it (cold start's module load): p50 / p95 over
 * all bundles, beside bare `node -e 0`. The bundles are written under `.local/` so the AWS SDK,
 * left out of them because the Lambda runtime ships it, resolves from node_modules as it would
 * there. Budgets: 250 KB per bundle, 80 ms p95 module load.
 *
 * Not part of `npm test` (timings depend on the machine); test/infra/bundle-budget.test.ts holds the sizes.
 */
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE_BUDGET_BYTES, buildBundles } from '../infra/bundling';
import { fromRoot } from '../infra/paths';

const log = (line: string) => process.stdout.write(`${line}\n`);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** What a handler's module reads at load time (the Lambda sets these; their values do not matter here). */
const LAMBDA_ENV = {
  AWS_REGION: 'ap-southeast-1',
  TABLE_NAME: 'bench',
  USER_POOL_ID: 'ap-southeast-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  UPLOADS_BUCKET: 'bench-uploads',
  FILES_BUCKET: 'bench-files',
  STAGE: 'bench',
  LOG_LEVEL: 'SILENT',
};

/** Milliseconds one fresh process spends in `require(file)`, measured inside it (CPU time of the load, no process start). */
function requireTime(file: string): number {
  const script = `const t=process.hrtime.bigint();require(${JSON.stringify(file)});process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))`;
  const run = spawnSync(process.execPath, ['-e', script], { env: { ...process.env, ...LAMBDA_ENV }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`Loading ${file} failed: ${run.stderr}`);
  return Number(run.stdout);
}

/** Wall milliseconds of a whole fresh process running `args`. */
function processTime(args: string[]): number {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { env: { ...process.env, ...LAMBDA_ENV } });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const outDir = fromRoot('.local/bench-bundles');
rmSync(outDir, { recursive: true, force: true });
log(`Machine: ${String(cpus().length)} cores, Node.js ${process.version}`);
const buildStart = Date.now();
const bundles = await buildBundles(outDir);
log(`Built ${String(bundles.length)} bundles in ${ms(Date.now() - buildStart)}`);

const sizes = bundles.map((b) => b.bytes).sort((a, b) => a - b);
const largest = [...bundles].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
log(`Size: median ${kb(quantile(sizes, 0.5))}, max ${kb(sizes[sizes.length - 1])} (budget ${kb(BUNDLE_BUDGET_BYTES)})`);
log(`Largest: ${largest.map((b) => `${b.entry} ${kb(b.bytes)}`).join(', ')}`);

const bare = Array.from({ length: 10 }, () => processTime(['-e', '0'])).sort((a, b) => a - b);
const loads: { entry: string; require: number; process: number }[] = [];
for (const b of bundles) {
  loads.push({
    entry: b.entry,
    require: requireTime(b.outfile),
    process: processTime(['-e', `require(${JSON.stringify(b.outfile)})`]),
  });
}
const requires = loads.map((l) => l.require).sort((a, b) => a - b);
const processes = loads.map((l) => l.process).sort((a, b) => a - b);
const slowest = [...loads].sort((a, b) => b.require - a.require).slice(0, 3);
log(
  `Module load (require, in a fresh process): p50 ${ms(quantile(requires, 0.5))}, p95 ${ms(quantile(requires, 0.95))}, max ${ms(requires[requires.length - 1])} (budget p95 80 ms)`,
);
log(
  `Whole process with the load: p50 ${ms(quantile(processes, 0.5))}, p95 ${ms(quantile(processes, 0.95))}; bare node -e 0: p50 ${ms(quantile(bare, 0.5))}`,
);
log(
  `Slowest loads: ${slowest.map((l) => `${path.relative(fromRoot('.'), fromRoot(l.entry))} ${ms(l.require)}`).join(', ')}`,
);
rmSync(outDir, { recursive: true, force: true });
if (sizes[sizes.length - 1] > BUNDLE_BUDGET_BYTES || quantile(requires, 0.95) > 80) process.exitCode = 1;
