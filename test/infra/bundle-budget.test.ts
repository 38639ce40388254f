import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE_BUDGET_BYTES, buildBundles, lambdaEntries } from '../../infra/bundling';

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

  it('are each at most 250 KB minified', async () => {
    const entries = lambdaEntries();
    // Every callable, trigger and job: a folder layout change must not silently shrink what is measured.
    expect(entries.length).toBeGreaterThan(150);
    const bundles = await buildBundles(outDir, entries);
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
});
