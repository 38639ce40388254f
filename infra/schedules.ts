import type { ResourceAccess } from '../shared/registry/access';

/**
 * Periodic work (docs/architecture.md#jobs-and-schedules): one entry per job. CDK turns each into a Lambda and an
 * EventBridge Scheduler schedule; the local stack runs the same list with its own scheduler
 * and an npm script that fires a job on demand.
 */
export interface ScheduledJob {
  /** kebab-case, unique: names the Lambda, the schedule and the local `run job` command. */
  name: string;
  /** One line: what the job does (also the Lambda's description). */
  description: string;
  /**
   * When it runs, in Asia/Kuala_Lumpur wall time (docs/rules.md#money-time-and-periods), as EventBridge cron fields.
   * Give at most one of `weekDay` and `day` (the other is `?`).
   */
  cron: { minute: string; hour: string; weekDay?: string; day?: string };
  /** Handler file relative to the repository root, exporting `handler`. */
  handlerPath: string;
  /** What the job touches (shared/registry/access.ts): granted exactly, refused otherwise locally. */
  access: ResourceAccess;
  /** Lambda timeout in seconds (default 300). */
  timeoutSeconds?: number;
  /** Lambda memory in MB (default 1024). */
  memoryMb?: number;
  /**
   * A job that fans its work out (lambdas/core/clients/work-queue.ts): the scheduled Lambda sends
   * messages to a queue of its own, and this worker Lambda takes them (infra/constructs/job-worker.ts;
   * locally, infra/local/scheduler.ts hands them to the worker in the same process).
   */
  worker?: JobWorkerDefinition;
}

/** The worker of a fanned-out job. */
export interface JobWorkerDefinition {
  /** Handler file relative to the repository root, exporting `handler` (an SQS handler). */
  handlerPath: string;
  /** One line: what one message does. */
  description: string;
  /** What the worker touches (shared/registry/access.ts). */
  access: ResourceAccess;
  /** Lambda timeout in seconds (default 300). */
  timeoutSeconds?: number;
  /** Messages per invocation (default 1: one organisation a run). */
  batchSize?: number;
  /** Receives of a message before it goes to the dead-letter queue (default 3). */
  maxReceiveCount?: number;
}

/** Every scheduled job. */
export const SCHEDULED_JOBS: ScheduledJob[] = [
  {
    name: 'monthly-statements',
    description:
      'Advance Pay monthly statements of the period that has just closed: one message per organisation to the monthly-statements work queue (idempotent)',
    cron: { minute: '30', hour: '0', day: '1' },
    handlerPath: 'lambdas/jobs/monthly-statements.ts',
    // Reads the organisations and sends one message each; the worker writes the statements.
    access: { table: 'read', queues: ['monthly-statements'] },
  },
  {
    name: 'end-of-day',
    // Public holidays are not modelled: on a Malaysian public holiday that falls on a weekday the batch still runs.
    description:
      'Advance Pay end of day: approved withdrawals go to the bank in one CSV (working days, 16:00 Malaysia time; public holidays not modelled)',
    cron: { minute: '0', hour: '16', weekDay: 'MON-FRI' },
    handlerPath: 'lambdas/jobs/end-of-day.ts',
    // The bank-transfer CSV goes to the generated-files bucket (a run limited to one organisation
    // makes it here; the scheduled run only reads the queues and sends messages).
    access: { table: 'write', files: 'write' },
    timeoutSeconds: 900,
    worker: {
      handlerPath: 'lambdas/jobs/end-of-day-worker.ts',
      description: "One organisation's end of day: its waiting withdrawals to the bank in its own CSV",
      access: { table: 'write', files: 'write' },
      timeoutSeconds: 900,
      batchSize: 1,
      maxReceiveCount: 3,
    },
  },
  {
    name: 'earned-wage-accrual',
    description:
      'Advance Pay daily earned-wage accrual: records employees whose earned wages cannot be computed, resolves the ones fixed',
    cron: { minute: '15', hour: '0' },
    handlerPath: 'lambdas/jobs/earned-wage-accrual.ts',
    access: { table: 'write' },
    timeoutSeconds: 900,
  },
  {
    name: 'employee-counts',
    description:
      "Recount every organisation's employee counters from its directory (a repair; every employee write keeps them exact)",
    cron: { minute: '45', hour: '3', weekDay: 'SUN' },
    handlerPath: 'lambdas/jobs/employee-counts.ts',
    access: { table: 'write' },
    timeoutSeconds: 900,
  },
];

/** The time zone of every schedule. */
export const SCHEDULE_TIME_ZONE = 'Asia/Kuala_Lumpur';
