import { randomUUID } from 'node:crypto';
import { klParts } from '../shared/domain/time/time';
import type { ScheduledJob } from '../infra/schedules';
import { runAs } from './access-check';
import { lambdaContext, loadHandler } from './handlers';
import { BACKGROUND_AREA } from '../shared/registry/alarms';
import { localAlarms } from './alarm-warnings';
import { describeError } from './describe-error';
import { ensureLocalQueues } from './queues';

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/**
 * Does one EventBridge cron field match a value? Supports `*`, `?`, numbers, names (week days),
 * lists `a,b`, ranges `a-b` and steps `* /n`, `a/n`, `a-b/n`.
 */
export function fieldMatches(field: string, value: number, names: string[] = [], first = 0): boolean {
  const toNumber = (token: string): number => {
    const named = names.indexOf(token.toUpperCase());
    if (named >= 0) return named + first;
    if (!/^\d+$/.test(token)) throw new Error(`Unsupported cron value "${token}"`);
    return Number(token);
  };
  return field.split(',').some((part) => {
    const [range, stepText] = part.split('/') as [string, string?];
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new Error(`Unsupported cron step in "${part}"`);
    let from: number;
    let to: number;
    if (range === '*' || range === '?') {
      if (stepText === undefined) return true;
      from = first;
      to = Number.MAX_SAFE_INTEGER;
    } else if (range.includes('-')) {
      const [a, b] = range.split('-') as [string, string];
      from = toNumber(a);
      to = toNumber(b);
    } else {
      from = toNumber(range);
      to = stepText === undefined ? from : Number.MAX_SAFE_INTEGER;
    }
    return value >= from && value <= to && (value - from) % step === 0;
  });
}

/** Is the job due at this instant (its cron read in Malaysia time, to the minute)? */
export function isDue(cron: ScheduledJob['cron'], at: Date): boolean {
  const { minute, hour, day } = klParts(at);
  // EventBridge numbers week days 1 (SUN) to 7 (SAT).
  const weekDay = new Date(at.getTime() + 8 * 3600_000).getUTCDay() + 1;
  // Every field is read (no short cut), so a field this scheduler cannot read fails at once.
  const matches = [
    fieldMatches(cron.minute, minute),
    fieldMatches(cron.hour, hour),
    fieldMatches(cron.day ?? '*', day, [], 1),
    fieldMatches(cron.weekDay ?? '*', weekDay, WEEKDAYS, 1),
  ];
  return matches.every(Boolean);
}

/** The event EventBridge gives a scheduled Lambda (`detail` is empty from the schedule). */
export function scheduledEvent(job: ScheduledJob, at = new Date(), detail: Record<string, unknown> = {}) {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.scheduler',
    account: '000000000000',
    time: at.toISOString(),
    region: process.env.AWS_REGION ?? 'ap-southeast-1',
    resources: [`arn:aws:scheduler:local:000000000000:schedule/default/${job.name}`],
    detail,
  };
}

/**
 * Run one job's handler now, in this process, against the environment already set, as the job
 * (the local access check holds it to its declaration). `detail` narrows a run (tests). A job
 * that fans its work out to a work queue (infra/work-queues.ts) has finished when the queue's
 * workers have too: the local queues run them in this process, and this waits for them.
 */
export async function runJob(
  job: ScheduledJob,
  at = new Date(),
  detail: Record<string, unknown> = {},
): Promise<unknown> {
  const queues = ensureLocalQueues();
  const handler = await loadHandler(job.handlerPath);
  const result = await runAs({ kind: 'job', name: job.name, access: job.access }, () =>
    handler(scheduledEvent(job, at, detail), lambdaContext(job.name, job.timeoutSeconds ?? 300)),
  );
  await queues.idle();
  return result;
}

/**
 * Fire every job at its Malaysia time while the local stack runs (checked at the start of
 * each minute; a job still running is not started twice).
 */
export function startScheduler(jobs: ScheduledJob[], { log }: { log: (line: string) => void }) {
  for (const job of jobs) isDue(job.cron, new Date()); // fail at start on a cron this scheduler cannot read
  const running = new Set<string>();
  const alarms = localAlarms(log);
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const now = new Date();
    for (const job of jobs) {
      if (running.has(job.name) || !isDue(job.cron, now)) continue;
      running.add(job.name);
      log(`[scheduler] ${job.name} started`);
      runJob(job, now)
        .then(
          () => log(`[scheduler] ${job.name} finished`),
          (err: unknown) => {
            log(`[scheduler] ${job.name} failed: ${describeError(err)}`);
            alarms.lambdaError(BACKGROUND_AREA, `the ${job.name} job failed`);
          },
        )
        .finally(() => running.delete(job.name));
    }
    schedule();
  };
  const schedule = () => {
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    timer.unref();
  };
  if (jobs.length) schedule();
  return { stop: () => clearTimeout(timer) };
}
