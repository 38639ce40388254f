import type { ResourceAccess } from '../shared/registry/access';
import { PERSONAL_FILE_PATTERNS } from '../shared/domain/employees/personal-files';

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
    // Fires Monday to Friday; on a holiday of the business calendar (docs/rules.md#business-calendar)
    // the job sends nothing and says so ("not sent: <holiday>").
    description:
      'Advance Pay end of day: approved withdrawals go to the bank in one CSV (working days, 16:00 Malaysia time; holidays of the business calendar skipped)',
    cron: { minute: '0', hour: '16', weekDay: 'MON-FRI' },
    handlerPath: 'lambdas/jobs/end-of-day.ts',
    // The scheduled run reads the organisations' queues and sends one message each to the
    // end-of-day work queue (infra/work-queues.ts); a run limited to one organisation makes its
    // bank-transfer CSV here, in the generated-files bucket.
    access: { table: 'write', files: 'write', queues: ['end-of-day'], messages: ['email', 'sms'] },
    timeoutSeconds: 900,
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
  {
    name: 'personal-data-retention',
    description:
      'Anonymise employees deleted or suspended longer than RETENTION_DAYS (default 365): personal data removed, money records kept with their amounts and dates (docs/rules.md#privacy)',
    cron: { minute: '30', hour: '2' },
    handlerPath: 'lambdas/jobs/personal-data-retention.ts',
    // Moves and deletes the employee's items; removes their Cognito user; deletes their files
    // (statement PDFs, data downloads, uploads into their folder), found by listing their folders.
    access: { table: 'write', cognito: ['AdminDeleteUser'], objectDeletes: PERSONAL_FILE_PATTERNS },
    timeoutSeconds: 900,
  },
  {
    name: 'approval-escalation',
    description:
      'Advance Pay escalation: pending requests past their decision due time are e-mailed to every Manager (and delegates on leave), past twice the approval time to the backup approver, each once (docs/rules.md#decision-deadline-and-escalation)',
    // Every 15 minutes from 09:00 to 18:45 on weekdays: the due times fall within 09:00–18:00 of
    // working days; on a holiday of the business calendar no request falls due, so a run finds nothing.
    cron: { minute: '0/15', hour: '9-18', weekDay: 'MON-FRI' },
    handlerPath: 'lambdas/jobs/approval-escalation.ts',
    // Reads the organisations, their pending queues, settings and Managers; marks the requests; e-mails
    // the Managers and the employee (SMS too, the withdrawal notices).
    access: { table: 'write', messages: ['email', 'sms'] },
    timeoutSeconds: 300,
    memoryMb: 512,
  },
  {
    name: 'instant-payout-retry',
    description:
      'Instant payouts nobody is paying any more (the approving call died, or the gateway did not answer) are paid once through the payment gateway, or fall back to the end-of-day batch (docs/rules.md#instant-payout)',
    // Every 5 minutes, day and night: DuitNow credits at any hour, and a held payout's lease is 5 minutes.
    cron: { minute: '0/5', hour: '*' },
    handlerPath: 'lambdas/jobs/instant-payout-retry.ts',
    // Reads the organisations, their held instant payouts and the employees; claims and writes the
    // withdrawals (the sandbox gateway keeps its payouts in the table); tells the employee.
    access: { table: 'write', messages: ['email', 'sms'] },
    timeoutSeconds: 300,
    memoryMb: 512,
  },
  {
    name: 'alarm-watchdog',
    description:
      'Operations watchdog: publishes the gauges of the alarms no event raises (end of day not finished by 16:30, pay runs and disbursements stuck in processing) and logs each that holds (docs/operations.md)',
    cron: { minute: '0/5', hour: '*' },
    handlerPath: 'lambdas/jobs/alarm-watchdog.ts',
    access: { table: 'read' },
    timeoutSeconds: 120,
    memoryMb: 512,
  },
];

/** A job's Lambda memory in MB: its own, else 1024 (what CDK deploys and bench/cost.ts bills). */
export const jobMemoryMb = (job: ScheduledJob): number => job.memoryMb ?? 1024;

/** The time zone of every schedule. */
export const SCHEDULE_TIME_ZONE = 'Asia/Kuala_Lumpur';
