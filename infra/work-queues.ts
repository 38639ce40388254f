import { USER_SYNCED_ATTRIBUTE } from '../shared/domain/identity/user';
import type { ResourceAccess, WorkQueueName } from '../shared/registry/access';

/**
 * Work that grows with an organisation, done off the request path (docs/architecture.md#jobs-and-schedules):
 * one entry per work queue. A callable or job that declares the queue (`access.queues`) sends
 * messages to it (lambdas/core/clients/queues.ts); CDK wires each as SQS (dead-letter queue after
 * `maxReceiveCount` receives) → worker Lambda with partial-batch failure reporting and at most
 * `maxConcurrency` workers at once; the local stack runs the same handler in process
 * (dev/queues.ts).
 *
 * The worker receives an `SQSEvent` whose records' `body` is the JSON the sender gave, returns
 * `{ batchItemFailures }` for the records to retry, and must be idempotent (delivery is at least
 * once; a retried message finds its work partly done).
 */
export interface WorkQueueDefinition {
  name: WorkQueueName;
  /** One line: what the worker does (also the Lambda's description). */
  description: string;
  /** Handler file relative to the repository root, exporting `handler`. */
  handlerPath: string;
  /** What the worker touches (shared/registry/access.ts). */
  access: ResourceAccess;
  /** Lambda timeout in seconds (default 300; the queue's visibility timeout follows it). */
  timeoutSeconds?: number;
  /** Lambda memory in MB (default 1024). */
  memoryMb?: number;
  /** Messages per invocation (default 1). */
  batchSize?: number;
  /** Receives before a message goes to the dead-letter queue (default 3). */
  maxReceiveCount?: number;
  /** Workers at once (SQS event source maximum concurrency, at least 2; default 5). */
  maxConcurrency?: number;
}

/** Every work queue. */
export const WORK_QUEUES: WorkQueueDefinition[] = [
  {
    name: 'employee-approvals',
    description:
      "Approves a bulk approval's employees (login, records, invitation), a few at a time, each step conditional (docs/rules.md#bulk-approval-off-the-request-path)",
    handlerPath: 'lambdas/workers/employee-approvals.ts',
    access: {
      table: 'write',
      cognito: ['AdminCreateUser', 'AdminDeleteUser', 'AdminDisableUser'],
      messages: ['email'],
    },
    timeoutSeconds: 900,
    batchSize: 1,
    maxConcurrency: 5,
  },
  {
    name: 'monthly-statements',
    description:
      "Makes one organisation's Advance Pay monthly statements of a closed period (idempotent; the monthly-statements job sends one message per organisation)",
    handlerPath: 'lambdas/workers/monthly-statements.ts',
    access: { table: 'write' },
    timeoutSeconds: 900,
    batchSize: 1,
    maxConcurrency: 10,
  },
  {
    name: 'end-of-day',
    description:
      "One organisation's end of day: its waiting withdrawals to the bank in its own CSV (resumable; the end-of-day job sends one message per organisation with withdrawals waiting)",
    handlerPath: 'lambdas/workers/end-of-day.ts',
    access: { table: 'write', files: 'write', messages: ['email', 'sms'] },
    timeoutSeconds: 900,
    batchSize: 1,
    maxReceiveCount: 3,
    maxConcurrency: 10,
  },
  {
    name: 'report-files',
    description:
      "Makes one month's report file (payroll deduction file, monthly report) into the files bucket, a page of employees at a time, resumable (docs/rules.md#report-files)",
    handlerPath: 'lambdas/workers/report-files.ts',
    access: { table: 'write', files: 'write' },
    timeoutSeconds: 900,
    batchSize: 1,
    maxReceiveCount: 3,
    maxConcurrency: 5,
  },
  {
    name: 'user-sync',
    description:
      "Makes a login's Cognito user match its user record (names, accepted terms; disabled when locked): the one holder of these admin actions for what employees change themselves (docs/rules.md#own-profile-and-sensitive-changes)",
    handlerPath: 'lambdas/workers/user-sync.ts',
    // It reads the record and records only when it synced it; no other write.
    access: {
      table: 'read',
      tableUpdates: [USER_SYNCED_ATTRIBUTE],
      cognito: ['AdminUpdateUserAttributes', 'AdminDisableUser'],
    },
    timeoutSeconds: 30,
    memoryMb: 512,
    batchSize: 1,
    maxReceiveCount: 5,
    maxConcurrency: 5,
  },
];

/** The definition of a queue by name. */
/** A worker's Lambda memory in MB: its own, else 1024 (what CDK deploys and bench/cost.ts bills). */
export const workerMemoryMb = (definition: WorkQueueDefinition): number => definition.memoryMb ?? 1024;

export function workQueue(name: WorkQueueName): WorkQueueDefinition {
  const found = WORK_QUEUES.find((q) => q.name === name);
  if (!found) throw new Error(`No work queue ${name} in infra/work-queues.ts`);
  return found;
}
