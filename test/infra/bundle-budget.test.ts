import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUNDLE_BUDGET_BYTES,
  DYNAMO_SDK_FILE,
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

  it("take DynamoDB's client from the SDK file beside them, which needs no package of its own", () => {
    // Each bundle's first DynamoDB request requires ./aws-sdk-dynamodb.js (infra/bundling.ts), not the runtime's packages.
    const request = built.find((b) => b.entry.endsWith('advancePayEmployee/initiate-transaction.ts'));
    expect(request).toBeDefined();
    const source = readFileSync(request?.outfile ?? '', 'utf8');
    expect(source).toContain(`require("./${DYNAMO_SDK_FILE}")`);
    expect(source).not.toMatch(/require\("@aws-sdk\/(client|lib)-dynamodb"\)/);
    const missing = built.filter((b) => !existsSync(path.join(path.dirname(b.outfile), DYNAMO_SDK_FILE)));
    expect(missing.map((b) => b.entry)).toEqual([]);
    // Loaded where no package resolves (the build folder is outside the repository), with every
    // SDK package refused: the file holds the client, the document client and their commands.
    const script = `
const Module = require('node:module');
const load = Module._load;
Module._load = function (request, ...rest) {
  if (/^@(aws-sdk|smithy)\\//.test(request)) throw new Error('required ' + request);
  return load.call(this, request, ...rest);
};
const { client, doc } = require(${JSON.stringify(path.join(outDir, DYNAMO_SDK_FILE))});
const documents = doc.DynamoDBDocumentClient.from(new client.DynamoDBClient({ region: 'ap-southeast-1' }));
const command = new doc.BatchGetCommand({ RequestItems: {} });
process.stdout.write(JSON.stringify({ send: typeof documents.send, command: command instanceof doc.BatchGetCommand, input: Object.keys(command.input) }));`;
    const run = spawnSync(process.execPath, ['-e', script], { cwd: outDir, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ send: 'function', command: true, input: ['RequestItems'] });
  });
});
