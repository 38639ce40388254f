import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './handlers';
import { STATE_FILE } from './stack';

/** `npm run reset`: forget every local change (the next `npm start` seeds afresh). */
const dataDir = join(REPO_ROOT, '.local');
const state = join(dataDir, STATE_FILE);
if (existsSync(state)) {
  const { pid } = JSON.parse(readFileSync(state, 'utf8')) as { pid: number };
  let running: boolean;
  try {
    process.kill(pid, 0);
    running = true;
  } catch {
    running = false;
  }
  if (running) {
    console.error(`The local stack is running (process ${pid}): stop it first (Ctrl-C in its terminal).`);
    process.exit(1);
  }
}
rmSync(dataDir, { recursive: true, force: true });
console.log('Removed .local/: the next npm start begins with fresh demo data.');
