import getPort from 'get-port';
import { startLocalStack } from './stack';
import { demoLoginLines } from './seeds/seed';

/**
 * `npm start`: the whole product on one local URL (docs/architecture.md#local-stack), data kept in `.local/`.
 * Ctrl-C stops every emulator.
 */
const preferred = Number(process.env.PORT) || 4173;
const port = await getPort({ port: preferred });
if (port !== preferred) console.log(`Port ${preferred} is taken: using ${port}`);

const stack = await startLocalStack({ dataDir: '.local', port, seed: true, web: 'dev', scheduler: true });

console.log('');
console.log(`  Site and API:  ${stack.url}`);
console.log(`  Outbox:        ${stack.url}/outbox`);
console.log(`  API document:  ${stack.url}/api/openapi.json`);
console.log(`  S3 endpoint:   ${stack.config.localS3.endpoint}`);
console.log(`  Uploads:       s3://${stack.config.localS3.uploadsBucket}`);
console.log(
  `  Partner drops: ${stack.config.localS3.dropPrefixes.sales} and ${stack.config.localS3.dropPrefixes.settlements} (npm run drop -- <file> --type sales|settlements)`,
);
console.log('');
for (const line of demoLoginLines()) console.log(`  ${line}`);
console.log('');
console.log('Press Ctrl-C to stop.');

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the local stack...`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGHUP', () => void shutdown('SIGHUP'));
