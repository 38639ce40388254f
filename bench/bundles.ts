/**
 * `npm run bench -- bundles`: every Lambda built as CDK deploys it (infra/bundling.ts), its size,
 * and how long a fresh Node.js process takes to load it (cold start's module load: the wall time
 * of `require(bundle)` measured inside the process, and its CPU time): p50 / p95 over all bundles,
 * beside bare `node -e 0`, and what importing the SDK's document client costs (not at load any
 * more, lambdas/core/clients). Then the **first call** of the five busiest callables, each in fresh
 * processes against a local stack (bench/support/cold-start.ts): the module load, then the first
 * invocation with the SDK's import and first requests, and a second, warm one. The bundles are
 * written under `.local/` so the AWS SDK, left out of them because the Lambda runtime ships it,
 * resolves from node_modules as it would there. Budgets: 255 KB per bundle, 80 ms p95 module load,
 * 250 ms median first call of each busy callable; exits 1 above any. Options: `--cold-runs 5` (fresh
 * processes per busy callable), `--cpu-prof <dir>` (a CPU profile of each fresh process, written there).
 *
 * Not part of `npm test` (timings depend on the machine); test/infra/bundle-budget.test.ts holds
 * the sizes, and that no bundle loads the SDK at module load.
 */
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { BUNDLE_BUDGET_BYTES, DYNAMO_SDK_FILE, LAMBDA_LOAD_ENV, buildBundles } from '../infra/bundling';
import { fromRoot } from '../infra/paths';
import { startLocalStack } from '../dev/stack';
import { handlerPath } from '../shared/registry/define';
import { BUSIEST_CALLABLES, measureColdStarts, type ColdRun } from './support/cold-start';

const log = (line: string) => process.stdout.write(`${line}\n`);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * One fresh process's `require(file)`, measured inside it, so process start is not counted: wall
 * milliseconds and CPU milliseconds (user + system) of the load.
 */
function requireTime(file: string): { wall: number; cpu: number } {
  const script = [
    'const cpu0=process.cpuUsage(),t=process.hrtime.bigint();',
    `require(${JSON.stringify(file)});`,
    'const wall=Number(process.hrtime.bigint()-t)/1e6,c=process.cpuUsage(cpu0);',
    'process.stdout.write(JSON.stringify({wall,cpu:(c.user+c.system)/1e3}))',
  ].join('');
  const run = spawnSync(process.execPath, ['-e', script], {
    env: { ...process.env, ...LAMBDA_LOAD_ENV },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`Loading ${file} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { wall: number; cpu: number };
}

/**
 * What the first DynamoDB request of a container adds by loading the SDK, since the client modules
 * load it on first use (lambdas/core/clients) with `require()` in the bundles (infra/bundling.ts):
 * `sdkFile`, the bundled client and document client, or (`sdkFile` undefined) the same two
 * packages from node_modules as the runtime ships them, in a fresh process, wall and CPU milliseconds.
 */
function firstUseSdkTime(sdkFile?: string): { wall: number; cpu: number } {
  const script = [
    'const cpu0=process.cpuUsage(),t=process.hrtime.bigint();',
    sdkFile
      ? `require(${JSON.stringify(sdkFile)});`
      : "require('@aws-sdk/client-dynamodb');require('@aws-sdk/lib-dynamodb');",
    'const wall=Number(process.hrtime.bigint()-t)/1e6,c=process.cpuUsage(cpu0);',
    'process.stdout.write(JSON.stringify({wall,cpu:(c.user+c.system)/1e3}))',
  ].join('');
  const run = spawnSync(process.execPath, ['-e', script], {
    env: { ...process.env, ...LAMBDA_LOAD_ENV },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`Loading the DynamoDB client failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { wall: number; cpu: number };
}

/** Wall milliseconds of a whole fresh process running `args`. */
function processTime(args: string[]): number {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { env: { ...process.env, ...LAMBDA_LOAD_ENV } });
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const outDir = fromRoot('.local/bench-bundles');
rmSync(outDir, { recursive: true, force: true });
log(`Machine: ${String(cpus().length)} cores, Node.js ${process.version}`);
const buildStart = Date.now();
const bundles = await buildBundles(outDir);
// As in a Lambda zip, where no package.json says otherwise: the bundles are CommonJS (the
// repository's own package.json is `"type": "module"`).
writeFileSync(path.join(outDir, 'package.json'), '{"type":"commonjs"}');
log(`Built ${String(bundles.length)} bundles in ${ms(Date.now() - buildStart)}`);

const sizes = bundles.map((b) => b.bytes).sort((a, b) => a - b);
const largest = [...bundles].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
log(`Size: median ${kb(quantile(sizes, 0.5))}, max ${kb(sizes[sizes.length - 1])} (budget ${kb(BUNDLE_BUDGET_BYTES)})`);
log(`Largest: ${largest.map((b) => `${b.entry} ${kb(b.bytes)}`).join(', ')}`);

const LOAD_BUDGET_MS = 80;
const bare = Array.from({ length: 10 }, () => processTime(['-e', '0'])).sort((a, b) => a - b);
const loads: { entry: string; wall: number; cpu: number; process: number }[] = [];
for (const b of bundles) {
  loads.push({
    entry: b.entry,
    ...requireTime(b.outfile),
    process: processTime(['-e', `require(${JSON.stringify(b.outfile)})`]),
  });
}
const sdk = Array.from({ length: 10 }, () => firstUseSdkTime(path.join(outDir, DYNAMO_SDK_FILE)));
const runtimeSdk = Array.from({ length: 10 }, () => firstUseSdkTime());
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const walls = sorted(loads.map((l) => l.wall));
const cpuTimes = sorted(loads.map((l) => l.cpu));
const processes = sorted(loads.map((l) => l.process));
const p = (values: number[]) =>
  `p50 ${ms(quantile(values, 0.5))}, p95 ${ms(quantile(values, 0.95))}, max ${ms(values[values.length - 1])}`;
const slowest = [...loads].sort((a, b) => b.wall - a.wall).slice(0, 3);
log(`Module load = wall time of require(bundle) inside a fresh process (process start not counted):`);
log(`  ${p(walls)} (budget p95 ${String(LOAD_BUDGET_MS)} ms)`);
log(`  CPU time of the same require (user + system): ${p(cpuTimes)}`);
log(
  `Whole process with the load: p50 ${ms(quantile(processes, 0.5))}, p95 ${ms(quantile(processes, 0.95))}; bare node -e 0: p50 ${ms(quantile(bare, 0.5))}, p95 ${ms(quantile(bare, 0.95))}`,
);
log(
  `Not in the module load: the first DynamoDB request loads the SDK's document client (${DYNAMO_SDK_FILE}), wall ${p(sorted(sdk.map((s) => s.wall)))}; CPU p50 ${ms(quantile(sorted(sdk.map((s) => s.cpu)), 0.5))}`,
);
log(
  `  the same two packages from node_modules, as the runtime ships them: wall ${p(sorted(runtimeSdk.map((s) => s.wall)))}; CPU p50 ${ms(quantile(sorted(runtimeSdk.map((s) => s.cpu)), 0.5))}`,
);
log(
  `Slowest loads: ${slowest.map((l) => `${path.relative(fromRoot('.'), fromRoot(l.entry))} ${ms(l.wall)}`).join(', ')}`,
);

const FIRST_CALL_BUDGET_MS = 250;
const coldArg = process.argv.indexOf('--cold-runs');
const coldRuns = coldArg >= 0 ? Number(process.argv[coldArg + 1]) : 5;
const profileArg = process.argv.indexOf('--cpu-prof');
/** `--cpu-prof <dir>`: each fresh process writes its V8 CPU profile there (open it in Chrome's DevTools). */
const profileDir = profileArg >= 0 ? path.resolve(process.argv[profileArg + 1]) : undefined;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
log(`First call of a fresh process, ${String(coldRuns)} processes per callable (load average ${load()}):`);
const stack = await startLocalStack({ web: 'none', quiet: true });
let cold: Map<string, ColdRun[]>;
try {
  const outfileOf = (name: string) =>
    bundles.find((b) => b.entry === handlerPath(name as never))?.outfile ?? `no bundle of ${name}`;
  cold = await measureColdStarts(
    stack,
    outfileOf,
    coldRuns,
    profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
  );
} finally {
  await stack.stop();
}
const overFirstCall: string[] = [];
const range = (values: number[]) => `p50 ${ms(quantile(values, 0.5))}, max ${ms(values[values.length - 1])}`;
for (const name of BUSIEST_CALLABLES) {
  const runs = cold.get(name) ?? [];
  const firsts = sorted(runs.map((r) => r.calls[0].wall));
  const warm = sorted(runs.flatMap((r) => r.calls.slice(1).map((c) => c.wall)));
  if (quantile(firsts, 0.5) > FIRST_CALL_BUDGET_MS) overFirstCall.push(name);
  log(`  ${name}`);
  log(`    module load ${range(sorted(runs.map((r) => r.load.wall)))}`);
  log(
    `    first call  ${range(firsts)} (CPU p50 ${ms(quantile(sorted(runs.map((r) => r.calls[0].cpu)), 0.5))}); with the load ${range(sorted(runs.map((r) => r.load.wall + r.calls[0].wall)))}`,
  );
  if (warm.length) log(`    second call ${range(warm)}`);
}
log(`Load average after: ${load()}`);

rmSync(outDir, { recursive: true, force: true });
if (overFirstCall.length) {
  log(`FAIL: first call p50 over ${String(FIRST_CALL_BUDGET_MS)} ms: ${overFirstCall.join(', ')}`);
  process.exitCode = 1;
}
if (sizes[sizes.length - 1] > BUNDLE_BUDGET_BYTES) {
  log(`FAIL: a bundle is over ${kb(BUNDLE_BUDGET_BYTES)}`);
  process.exitCode = 1;
}
if (quantile(walls, 0.95) > LOAD_BUDGET_MS) {
  log(`FAIL: module load p95 ${ms(quantile(walls, 0.95))} is over ${String(LOAD_BUDGET_MS)} ms`);
  process.exitCode = 1;
}
