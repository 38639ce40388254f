/**
 * `npm run bench -- site-budget`: builds the site (Vite, into a temporary folder), serves it as
 * CloudFront does (dev/site.ts) and opens /login and /internal in Debian's Chromium;
 * reports every script and stylesheet each downloads before its login form shows, gzipped, and
 * whether /login's JavaScript keeps within its budget (bench/support/login-assets.ts).
 *
 *   npm run bench -- site-budget
 *   npm run bench -- site-budget --dist web/dist   # measure an existing build instead
 *
 * No local stack: `/config.json` names a Cognito endpoint that is never called (nobody signs in).
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from '../dev/handlers';
import { staticSite, VITE_CONFIG } from '../dev/site';
import type { RuntimeConfig } from '../shared/runtime-config';
import { describeAssets, kb, LOGIN_JS_BUDGET_BYTES, measurePageAssets } from './support/login-assets';

const log = (line: string) => process.stdout.write(`${line}\n`);
const distArg = process.argv.indexOf('--dist');

function buildSite(): { dist: string; cleanup: () => void } {
  const dist = mkdtempSync(join(tmpdir(), 'site-budget-'));
  log('Building the site (vite build)...');
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--config', VITE_CONFIG, '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The site did not build (npx vite build --config web/vite.config.ts)');
  return { dist, cleanup: () => rmSync(dist, { recursive: true, force: true }) };
}

const CONFIG: RuntimeConfig = {
  region: 'local',
  userPoolId: 'local_budget',
  userPoolClientId: 'budget',
  cognitoEndpoint: 'http://127.0.0.1:9/',
  apiBasePath: '/api',
  stage: 'local',
};

async function main() {
  const built = distArg >= 0 ? { dist: resolve(process.argv[distArg + 1]), cleanup: () => undefined } : buildSite();
  const site = staticSite(built.dist);
  const server = createServer((req, res) => {
    if (req.url === '/config.json')
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(CONFIG));
    else site.handle(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
  let overBudget = false;
  try {
    for (const [path, ready] of [
      ['/login', 'login-form'],
      ['/internal', 'internal-login-form'],
    ] as const) {
      const context = await browser.newContext();
      const measured = await measurePageAssets(await context.newPage(), base + path, ready);
      await context.close();
      log(`\n${path}: ${String(measured.assets.length)} files before the form shows`);
      log(describeAssets(measured));
      if (path === '/login') overBudget = measured.js.gzipBytes > LOGIN_JS_BUDGET_BYTES;
    }
    log(`\n/login budget: ${kb(LOGIN_JS_BUDGET_BYTES)} of gzipped JavaScript: ${overBudget ? 'OVER' : 'within'}`);
  } finally {
    await browser.close();
    server.close();
    built.cleanup();
  }
  if (overBudget) process.exitCode = 1;
}

await main();
