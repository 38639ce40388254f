/**
 * `node --import tsx infra/bundle-entry.ts <entry> <outDir> <mapFile>`: builds one Lambda entry
 * with the shared definition (infra/bundling.ts) into `<outDir>/index.js`, and moves its source map
 * to `<mapFile>`, outside the folder CDK zips and deploys. CDK runs it from `AppFunction`'s local
 * bundling: its bundling callback is synchronous and esbuild plugins only run in an asynchronous
 * build, hence a process of its own.
 */
import { mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { lambdaBuildOptions } from './bundling';
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
