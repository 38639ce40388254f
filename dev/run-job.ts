import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEDULED_JOBS } from '../infra/schedules';
import { installAccessCheck } from './access-check';
import { REPO_ROOT } from './handlers';
import { runJob } from './scheduler';
import { STATE_FILE, startLocalStack, type LocalStack } from './stack';
import { describeError } from './describe-error';

/**
 * `npm run job -- <name>`: fire one scheduled job now against the developer's local data
 * (`.local/`). Uses the running `npm start` stack's emulators when there is one, otherwise
 * starts the emulators on that data for the run.
 */
const name = process.argv[2];
const job = SCHEDULED_JOBS.find((j) => j.name === name);
if (!job) {
  console.error(name ? `No scheduled job named "${name}".` : 'Usage: npm run job -- <name>');
  console.error(
    SCHEDULED_JOBS.length
      ? `Jobs: ${SCHEDULED_JOBS.map((j) => j.name).join(', ')}`
      : 'There are no scheduled jobs yet (infra/schedules.ts).',
  );
  process.exit(1);
}

const dataDir = join(REPO_ROOT, '.local');
const statePath = join(dataDir, STATE_FILE);
let own: LocalStack | undefined;
const state = existsSync(statePath)
  ? (JSON.parse(readFileSync(statePath, 'utf8')) as { pid: number; env: Record<string, string> })
  : undefined;
const alive = (() => {
  if (!state) return false;
  try {
    process.kill(state.pid, 0);
    return true;
  } catch {
    return false;
  }
})();
if (state && alive) {
  Object.assign(process.env, state.env);
  await installAccessCheck((line) => console.error(line));
} else {
  own = await startLocalStack({ dataDir, seed: true, web: 'none', quiet: true });
}

let code = 0;
try {
  console.log(`Running ${job.name}: ${job.description}`);
  const result = await runJob(job);
  console.log(`${job.name} finished${result === undefined ? '' : `: ${JSON.stringify(result)}`}`);
} catch (err) {
  console.error(`${job.name} failed: ${describeError(err)}`);
  code = 1;
} finally {
  await own?.stop();
}
process.exit(code);
