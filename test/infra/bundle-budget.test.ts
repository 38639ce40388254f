import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUNDLE_BUDGET_BYTES,
  LAMBDA_LOAD_ENV,
  buildBundles,
  lambdaEntries,
  sdkAtLoadScript,
  type BuiltBundle,
} from '../../infra/bundling';

/**
 * Every Lambda, built exactly as CDK deploys it (infra/bundling.ts), stays within the bundle budget
 * (docs/architecture.md#lambda-bundles): a new dependency that drags a library into every function
 * fails here, naming the largest bundles.
 */
describe('Lambda bundles', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'lambda-bundles-'));
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
  });
  let entries: string[] = [];
  let built: BuiltBundle[] = [];
  beforeAll(async () => {
    entries = lambdaEntries();
    built = await buildBundles(outDir, entries);
  }, 600_000);

  it('are each at most 255 KB minified', () => {
    // Every callable, trigger and job: a folder layout change must not silently shrink what is measured.
    expect(entries.length).toBeGreaterThan(150);
    const bundles = built;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const largest = [...bundles].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
    const over = bundles.filter((b) => b.bytes > BUNDLE_BUDGET_BYTES);
    expect(
      over.map((b) => b.entry),
      `${String(over.length)} bundle(s) over ${kb(BUNDLE_BUDGET_BYTES)}; the largest: ${largest
        .map((b) => `${b.entry} ${kb(b.bytes)}`)
        .join(', ')}`,
    ).toEqual([]);
  });

  it('load no AWS SDK package when required: each client is imported on first use', () => {
    // All loaded in one fresh Node.js process, the SDK resolved from node_modules as the Lambda
    // runtime would resolve its own copy.
    expect(built.length).toBeGreaterThan(150);
    const run = spawnSync(process.execPath, ['-e', sdkAtLoadScript(built.map((b) => b.outfile))], {
      env: { ...process.env, ...LAMBDA_LOAD_ENV },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(run.status, run.stderr).toBe(0);
    const loaded = JSON.parse(run.stdout) as Record<string, string[]>;
    const withSdk = built
      .filter((b) => loaded[b.outfile].length)
      .map((b) => `${b.entry}: ${loaded[b.outfile].join(', ')}`);
    expect(Object.keys(loaded)).toHaveLength(built.length);
    expect(withSdk).toEqual([]);
  }, 600_000);
});
