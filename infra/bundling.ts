/**
 * The one bundling definition of every Lambda: CDK (`AppFunction`, through `infra/bundle-entry.ts`),
 * the bundle budget test and `npm run bench -- bundles` all build with {@link lambdaBuildOptions}, so
 * what is measured is what is deployed (docs/architecture.md#lambda-bundles).
 */
import { copyFileSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BuildOptions, Plugin } from 'esbuild';
import { fromRoot, REPO_ROOT } from './paths';
import { pureConstantsPlugin } from './pure-constants';

/**
 * The budget of one minified bundle, in bytes (255 KB; 250 KB until issue 29 gave every 400 a
 * person's words, shared/registry/human-issues.ts, about 3 KB in each bundle, which put the
 * employee bulk import's two handlers at 250.9 KB: docs/architecture.md#lambda-bundles).
 */
export const BUNDLE_BUDGET_BYTES = 255 * 1024;

/**
 * The Node.js 22 runtime ships AWS SDK v3: bundles leave it out and load the runtime's copy, but
 * for DynamoDB's clients, which come from {@link DYNAMO_SDK_FILE} beside the bundle.
 */
export const EXTERNAL_MODULES = ['@aws-sdk/*'];

/**
 * The DynamoDB client and document client, minified into one CommonJS file shipped beside each
 * bundle (built by {@link buildDynamoSdk} from infra/aws-sdk-dynamodb.ts). Every call's first
 * request needs them: one minified file loads in less CPU than the runtime's packages (a hundred
 * files of `@aws-sdk/*` and `@smithy/*`; docs/benchmarks.md#lambda-bundles has the figures),
 * and the version deployed is the one the tests ran (the runtime's copy changes with the runtime).
 */
export const DYNAMO_SDK_FILE = 'aws-sdk-dynamodb.js';

/** Which export of {@link DYNAMO_SDK_FILE} stands for each of the two packages. */
const DYNAMO_SDK_EXPORTS: Record<string, string> = {
  '@aws-sdk/client-dynamodb': 'client',
  '@aws-sdk/lib-dynamodb': 'doc',
};

/**
 * In a bundle, `@aws-sdk/client-dynamodb` and `@aws-sdk/lib-dynamodb` are the two halves of
 * {@link DYNAMO_SDK_FILE}, required from the bundle's own folder when first imported (the
 * imports are dynamic: lambdas/core/clients/dynamodb.ts), so the module load still requires no SDK.
 */
export const bundledDynamoSdkPlugin: Plugin = {
  name: 'bundled-dynamo-sdk',
  setup(build) {
    build.onResolve({ filter: /^@aws-sdk\/(client|lib)-dynamodb$/ }, (args) => ({
      path: args.path,
      namespace: 'bundled-dynamo-sdk',
    }));
    build.onResolve({ filter: /.*/, namespace: 'bundled-dynamo-sdk' }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: 'bundled-dynamo-sdk' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(`./${DYNAMO_SDK_FILE}`)}).${DYNAMO_SDK_EXPORTS[args.path]};`,
      loader: 'js',
    }));
  },
};

/**
 * What every file built for a Lambda shares: minified CommonJS for Node.js 22, from the packages'
 * ES modules where they ship both (zod, date-fns, the SDK: so unused exports are dropped), with
 * lazy `import()`s turned into `require()` inside the same promise (see {@link lambdaBuildOptions}).
 */
const LAMBDA_FILE_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  minify: true,
  supported: { 'dynamic-import': false },
  mainFields: ['module', 'main'],
  absWorkingDir: REPO_ROOT,
  logLevel: 'silent',
  legalComments: 'none',
} satisfies BuildOptions;

/** Build {@link DYNAMO_SDK_FILE} to `outfile`: the SDK's modules, minified, its own lazy imports (credential providers) inside. */
export async function buildDynamoSdk(outfile: string): Promise<void> {
  const { build } = await import('esbuild');
  await build({ ...LAMBDA_FILE_OPTIONS, entryPoints: [fromRoot('infra/aws-sdk-dynamodb.ts')], outfile });
}

const leftOut = (what: string): string =>
  `throw new Error(${JSON.stringify(`${what} is left out of Lambda bundles (infra/bundling.ts)`)});`;

/**
 * Stand-ins for parts of zod no Lambda uses, each keyed by the specifier zod's own modules import
 * it with. Zod's classic API and its core re-export all 64 locales (`export * as locales`, ~260 KB
 * minified): a Lambda only speaks English, zod's default locale (which `classic/schemas.js` imports
 * by itself, so messages stay the same). The JSON Schema importer and the ahead-of-time compiler
 * (`z.compile`, ~30 KB) are never called by the product; their stand-ins throw if someone does.
 */
/**
 * A stand-in for one of zod's JSON Schema modules: every export it has (read from the file, so a
 * zod update keeps them in step) throws when called; the method factories zod calls as it builds a
 * schema return a method that throws; the processors' table is empty. No Lambda makes a JSON
 * Schema: the OpenAPI document is built ahead ({@link prebuiltOpenApiPlugin}).
 */
function jsonSchemaStandIn(file: string): string {
  const source = readFileSync(fromRoot(file), 'utf8');
  const names = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
  const aliases = [...source.matchAll(/^export \{ (\w+) as (\w+) \};/gm)].map((m) => `export { ${m[1]} as ${m[2]} };`);
  const thrower = leftOut('zod JSON Schema');
  return [
    ...names.map((name) =>
      name === 'allProcessors'
        ? 'export const allProcessors = {};'
        : /^create\w+Method$/.test(name)
          ? `export const ${name} = () => () => { ${thrower} };`
          : `export function ${name}() { ${thrower} }`,
    ),
    ...aliases,
  ].join('\n');
}
const TO_JSON_SCHEMA = jsonSchemaStandIn('node_modules/zod/v4/core/to-json-schema.js');
const JSON_SCHEMA_PROCESSORS = jsonSchemaStandIn('node_modules/zod/v4/core/json-schema-processors.js');

const ZOD_STAND_INS: Record<string, string> = {
  // JSON Schema (~20 KB): see jsonSchemaStandIn.
  '../core/to-json-schema.js': TO_JSON_SCHEMA,
  './to-json-schema.js': TO_JSON_SCHEMA,
  '../core/json-schema-processors.js': JSON_SCHEMA_PROCESSORS,
  './json-schema-processors.js': JSON_SCHEMA_PROCESSORS,
  '../locales/index.js': `export { default as en } from ${JSON.stringify(fromRoot('node_modules/zod/v4/locales/en.js'))};`,
  './from-json-schema.js': `export function fromJSONSchema() { ${leftOut('z.fromJSONSchema')} }`,
  './compile.js': [
    // The same registered symbol zod's parser compares with (core/parse.js).
    'export const INVALID = Symbol.for("zod.compile.invalid");',
    'export class ZodCompileAsyncError extends Error {}',
    'export class ZodCompileUnsupportedError extends Error {}',
    `export function compile() { ${leftOut('z.compile')} }`,
    `export function withParser() { ${leftOut('z.withParser')} }`,
    `export function compileFn() { ${leftOut('z.compile')} }`,
  ].join('\n'),
};

/** Replaces {@link ZOD_STAND_INS} when imported from inside zod v4 (and nowhere else). */
export const slimZodPlugin: Plugin = {
  name: 'slim-zod',
  setup(build) {
    const insideZod = /[\\/]node_modules[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/;
    const specifiers = new RegExp(
      `^(${Object.keys(ZOD_STAND_INS)
        .map((k) => k.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
        .join('|')})$`,
    );
    build.onResolve({ filter: specifiers }, (args) =>
      insideZod.test(args.importer) ? { path: args.path, namespace: 'slim-zod' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'slim-zod' }, (args) => ({
      contents: ZOD_STAND_INS[args.path],
      loader: 'js',
      resolveDir: REPO_ROOT,
    }));
  },
};

/**
 * `lambdas/services/platform/openapi-document.ts` builds the OpenAPI document from the whole registry (every
 * schema of every callable, and zod's JSON Schema generator): ~300 KB of code for a text that only
 * changes with the code. In a bundle, the module is replaced by that text, built now and gzipped
 * (~35 KB), unzipped once per container: the served document is byte for byte the same.
 */
export const prebuiltOpenApiPlugin: Plugin = {
  name: 'prebuilt-openapi',
  setup(build) {
    build.onResolve({ filter: /[\\/]openapi-document(\.ts)?$/ }, (args) => {
      const resolved = path.resolve(args.resolveDir, args.path.replace(/\.ts$/, '') + '.ts');
      return resolved === fromRoot('lambdas/services/platform/openapi-document.ts')
        ? { path: resolved, namespace: 'prebuilt-openapi' }
        : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'prebuilt-openapi' }, async () => {
      const { buildOpenApiDocument } = await import('../shared/registry/openapi');
      const packed = gzipSync(JSON.stringify(buildOpenApiDocument()), { level: 9 }).toString('base64');
      return {
        contents: [
          'import { gunzipSync } from "node:zlib";',
          `const packed = ${JSON.stringify(packed)};`,
          'export const openApiDocumentJson = () => gunzipSync(Buffer.from(packed, "base64")).toString("utf8");',
        ].join('\n'),
        loader: 'js',
      };
    });
  },
};

/**
 * esbuild options of one Lambda entry: minified CommonJS for Node.js 22, the AWS SDK external,
 * and an external source map (written beside the bundle as `<outfile>.map` with no
 * `sourceMappingURL` comment: the deploy step moves it out of the zip, see `infra/bundle-entry.ts`).
 */
export function lambdaBuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    // The SDK's lazy `import()`s (lambdas/core/clients) become `require()` inside the same promise:
    // Node's ESM loader re-parses a CommonJS package to find its named exports, which made the first
    // DynamoDB request's import of the SDK about twice as long (docs/architecture.md#lambda-bundles).
    ...LAMBDA_FILE_OPTIONS,
    entryPoints: [entry],
    outfile,
    sourcemap: 'external',
    sourcesContent: false,
    external: EXTERNAL_MODULES,
    // Unused shared constants (other callables' schemas) are dropped: see infra/pure-constants.ts.
    plugins: [bundledDynamoSdkPlugin, slimZodPlugin, prebuiltOpenApiPlugin, pureConstantsPlugin],
    // Malay and Chinese texts (the notices, SMS and statements in the person's language) as UTF-8,
    // not escaped: a Chinese character is 3 bytes instead of the 6 of '\uXXXX'.
    charset: 'utf8',
  };
}

/**
 * What a handler's module may read at load time, for loading a bundle outside Lambda (the bench
 * and the bundle test): Lambda sets these, and their values do not matter for the load.
 */
export const LAMBDA_LOAD_ENV: Record<string, string> = {
  AWS_REGION: 'ap-southeast-1',
  TABLE_NAME: 'bench',
  USER_POOL_ID: 'ap-southeast-1_bench',
  USER_POOL_CLIENT_ID: 'bench',
  UPLOADS_BUCKET: 'bench-uploads',
  FILES_BUCKET: 'bench-files',
  STAGE: 'bench',
  LOG_LEVEL: 'SILENT',
};

/**
 * A script for `node -e` that requires each of `files` in turn and prints, as JSON, the AWS SDK
 * packages (and the DynamoDB SDK file) each one's load required: the client modules import the SDK
 * on first use (lambdas/core/clients), so a bundle's load should require none.
 */
export function sdkAtLoadScript(files: readonly string[]): string {
  return `
const Module = require('node:module');
const load = Module._load;
let current = [];
Module._load = function (request, ...rest) {
  if (request.startsWith('@aws-sdk/') || request.startsWith('@smithy/') || request.endsWith(${JSON.stringify(`/${DYNAMO_SDK_FILE}`)})) current.push(request);
  return load.call(this, request, ...rest);
};
const out = {};
for (const file of ${JSON.stringify(files)}) {
  current = [];
  require(file);
  out[file] = [...new Set(current)];
}
process.stdout.write(JSON.stringify(out));`;
}

/**
 * Every Lambda entry of the project, repository-relative: one file per callable under
 * `lambdas/handlers/<area>/` (not the handler chain, `lambdas/handlers/chain/`), plus the scheduled
 * jobs, the queue workers and the triggers (`lambdas/jobs/`, `lambdas/workers/`, `lambdas/triggers/`).
 */
export function lambdaEntries(): string[] {
  const filesOf = (folder: string) =>
    readdirSync(fromRoot(folder))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => `${folder}/${f}`);
  const areas = readdirSync(fromRoot('lambdas/handlers'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'chain')
    .map((d) => `lambdas/handlers/${d.name}`);
  return [...areas, 'lambdas/jobs', 'lambdas/workers', 'lambdas/triggers'].flatMap(filesOf).sort();
}

/** One built bundle: its entry, where it was written, and its size in bytes (source map excluded). */
export interface BuiltBundle {
  entry: string;
  outfile: string;
  bytes: number;
}

/**
 * Build every given entry (default: all of {@link lambdaEntries}) into `outDir`, each to
 * `<entry path>.js`, with the shared options. One esbuild run with many entry points and no code
 * splitting: each output is still a whole bundle of its own, but sources are parsed once.
 */
export async function buildBundles(outDir: string, entries = lambdaEntries()): Promise<BuiltBundle[]> {
  const { build } = await import('esbuild');
  const { entryPoints: _one, outfile: _out, ...shared } = lambdaBuildOptions('', '');
  const result = await build({
    ...shared,
    entryPoints: entries.map((entry) => ({ in: fromRoot(entry), out: entry.replace(/\.ts$/, '') })),
    outdir: outDir,
    metafile: true,
  });
  const outputs = result.metafile.outputs;
  const built = entries.map((entry) => {
    const outfile = path.join(outDir, entry.replace(/\.ts$/, '.js'));
    const key = path.relative(REPO_ROOT, outfile).split(path.sep).join('/');
    return { entry, outfile, bytes: outputs[key].bytes };
  });
  // As in each function's zip: the DynamoDB SDK file beside every bundle.
  const sdkFile = path.join(outDir, DYNAMO_SDK_FILE);
  await buildDynamoSdk(sdkFile);
  for (const folder of new Set(built.map((b) => path.dirname(b.outfile))))
    copyFileSync(sdkFile, path.join(folder, DYNAMO_SDK_FILE));
  return built;
}
