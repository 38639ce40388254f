/**
 * `node --import tsx infra/bundle-entry.ts <entry> <outDir> <mapFile>`: builds one Lambda entry
 * with the shared definition (infra/bundling.ts) into `<outDir>/index.js`, and moves its source map
 * to `<mapFile>`, outside the folder CDK zips and deploys; the DynamoDB SDK file goes beside the
 * bundle (infra/bundling.ts `DYNAMO_SDK_FILE`). CDK runs it from `AppFunction`'s local
 * bundling: its bundling callback is synchronous and esbuild plugins only run in an asynchronous
 * build, hence a process of its own.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { DYNAMO_SDK_FILE, buildDynamoSdk, lambdaBuildOptions } from './bundling';
import { fromRoot } from './paths';

const [entry, outDir, mapFile] = process.argv.slice(2);
if (!entry || !outDir || !mapFile) {
  process.stderr.write('usage: bundle-entry.ts <entry> <outDir> <mapFile>\n');
  process.exit(2);
}
const outfile = path.join(outDir, 'index.js');
await build(lambdaBuildOptions(fromRoot(entry), outfile));
mkdirSync(path.dirname(mapFile), { recursive: true });
renameSync(`${outfile}.map`, mapFile);

// The DynamoDB SDK file beside the bundle, built once per locked SDK version for all the entries of a synth.
const locked = createHash('sha256')
  .update(readFileSync(fromRoot('package-lock.json')))
  .digest('hex')
  .slice(0, 16);
const cached = fromRoot(`.local/cache/${DYNAMO_SDK_FILE.replace(/\.js$/, '')}-${locked}.js`);
if (!existsSync(cached)) {
  mkdirSync(path.dirname(cached), { recursive: true });
  const building = `${cached}.${process.pid}`;
  await buildDynamoSdk(building);
  renameSync(building, cached);
}
copyFileSync(cached, path.join(outDir, DYNAMO_SDK_FILE));
