import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '../../dev/stack';
import { REPO_ROOT } from '../../dev/handlers';
import { VITE_CONFIG, WEB_DIST, WEB_ROOT } from '../../dev/site';
import { linesWithPersonalData } from './log-lines';

/** Newest modification time of the files under `dir` (0 when it does not exist). */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(dir, entry.name)));
  }
  return latest;
}

/** web/dist is missing or older than the site's sources (web/src, web/index.html, its config, shared/). */
function siteIsStale(): boolean {
  const index = join(WEB_DIST, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = Math.max(
    newest(join(WEB_ROOT, 'src')),
    newest(join(WEB_ROOT, 'index.html')),
    newest(VITE_CONFIG),
    newest(join(REPO_ROOT, 'shared')),
  );
  return sources > built;
}

/**
 * Build the site when stale. Several test runs may start at once: one builds (a lock folder),
 * into a temporary folder swapped in whole, so a stack never serves a half-written web/dist.
 */
async function buildSiteIfStale(): Promise<void> {
  if (!siteIsStale()) return;
  const lock = join(tmpdir(), 'advance-pay-web-build.lock');
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000)
        rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Waited too long for another build of the site (${lock})`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  try {
    if (!siteIsStale()) return;
    const out = join(WEB_ROOT, `.dist-build-${process.pid}`);
    console.log('Building the site for the browser tests (web/dist is missing or stale)...');
    const result = spawnSync(
      'npx',
      ['vite', 'build', '--config', VITE_CONFIG, '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
      // The production build, as deployed: vitest sets NODE_ENV=test, which would make it React's development build.
      { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (result.status !== 0) {
      rmSync(out, { recursive: true, force: true });
      throw new Error('The site did not build (npx vite build --config web/vite.config.ts)');
    }
    const old = join(WEB_ROOT, `.dist-old-${process.pid}`);
    if (existsSync(WEB_DIST)) renameSync(WEB_DIST, old);
    renameSync(out, WEB_DIST);
    rmSync(old, { recursive: true, force: true });
  } finally {
    rmdirSync(lock);
  }
}

let stack: LocalStack | undefined;

/**
 * The `stack` project's one local stack (docs/architecture.md#local-stack): a temporary data
 * folder, free ports, the demo data, the built site. Its handler environment goes to process.env
 * (the test workers inherit it, so tests can use the repositories directly) and its addresses to
 * `inject()`.
 */
export default async function setup(project: TestProject) {
  const hasSite = existsSync(VITE_CONFIG);
  if (hasSite && process.env.STACK_WEB !== 'none') await buildSiteIfStale();
  const web = hasSite && process.env.STACK_WEB !== 'none' ? 'dist' : 'none';
  // Every log line of the run (the stack's and the workers'), for the log tests and the check below.
  const logFile = join(tmpdir(), `advance-pay-test-logs-${process.pid}-${Date.now()}.jsonl`);
  process.env.STACK_LOG_FILE = logFile;
  stack = await startLocalStack({ seed: true, web, quiet: true, logFile });
  Object.assign(process.env, stack.env, { STACK_URL: stack.url });
  project.provide('stackUrl', stack.url);
  project.provide('cognitoUrl', stack.cognitoUrl);
  project.provide('userPoolId', stack.config.userPoolId);
  project.provide('userPoolClientId', stack.config.userPoolClientId);
  project.provide('stackEnv', stack.env);
  project.provide('stackWeb', web);
  project.provide('stackLogFile', logFile);
  return async () => {
    await stack?.stop();
    stack = undefined;
    // No personal data in the logs of the whole run (docs/architecture.md#logging).
    const lines = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n') : [];
    const personal = linesWithPersonalData(lines);
    if (personal.length)
      throw new Error(
        `${personal.length} log line(s) show an IC, account or mobile number whole (${logFile}), e.g.\n${personal.slice(0, 3).join('\n')}`,
      );
    rmSync(logFile, { force: true });
  };
}
