import {
  ApprovalJobSchema,
  type ApprovalJob,
  type ApprovalJobEmployee,
  type ApprovalStep,
} from '../../../shared/domain/employees/employee-approval';
import { approvalJobKey } from '../table/keys';
import { isWriteConflict, table } from '../table/table';

/**
 * Bulk approval jobs (docs/data-model.md#approval-jobs): one item per job in the organisation's
 * partition, holding each employee's step in a map by IC number (at most 100 employees, a few KB).
 * Every step is a conditional update from the step it was read in, so a worker delivered the same
 * message twice never counts an employee twice.
 */
const ENTITY = 'approvalJob';
const VERSION = 1;

/** Jobs are kept for a month, then removed by DynamoDB's TTL. */
const KEEP_SECONDS = 31 * 24 * 3600;

type StoredEmployee = Omit<ApprovalJobEmployee, 'employeeICNumber'>;

export async function createApprovalJob(job: ApprovalJob): Promise<void> {
  const { employees, ...rest } = job;
  await table.put({
    Item: {
      ...approvalJobKey(job.orgId, job.jobId),
      entity: ENTITY,
      version: VERSION,
      ...rest,
      employees: Object.fromEntries(employees.map(({ employeeICNumber, ...e }) => [employeeICNumber, e])),
      modifiedAt: job.createdAt,
      expiresAt: job.createdAt + KEEP_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}

/** A job as stored now (consistent read), or undefined. */
export async function getApprovalJob(orgId: string, jobId: string): Promise<ApprovalJob | undefined> {
  const { Item } = await table.get({ Key: approvalJobKey(orgId, jobId), ConsistentRead: true });
  if (!Item) return undefined;
  const stored = (Item.employees ?? {}) as Record<string, StoredEmployee>;
  return ApprovalJobSchema.parse({
    ...Item,
    employees: Object.entries(stored)
      .map(([employeeICNumber, e]) => ({ employeeICNumber, ...e }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.employeeICNumber.localeCompare(b.employeeICNumber)),
  });
}

/** The step an employee was read in: a move applies only while it is still that (same delivery's claim). */
export interface StepAsRead {
  status: ApprovalStep;
  attempt?: string;
}

/**
 * Move one employee of a job from the step it was read in to `to`; the job's totals gain what a
 * final step adds. False when the employee is no longer in that step (another delivery moved or
 * claimed it first): nothing is written.
 */
export async function moveApprovalStep(
  job: Pick<ApprovalJob, 'orgId' | 'jobId'>,
  ic: string,
  from: StepAsRead,
  to: StoredEmployee,
  at: number,
): Promise<boolean> {
  const values: Record<string, unknown> = {
    ':to': to,
    ':at': at,
    ':approved': to.status === 'approved' ? 1 : 0,
    ':invited': to.invited ? 1 : 0,
    ':failed': to.status === 'failed' ? 1 : 0,
    ':from': from.status,
    ...(from.attempt ? { ':attempt': from.attempt } : {}),
  };
  try {
    await table.update({
      Key: approvalJobKey(job.orgId, job.jobId),
      UpdateExpression:
        'SET employees.#ic = :to, modifiedAt = :at ADD approved :approved, invited :invited, failed :failed',
      ConditionExpression: `employees.#ic.#status = :from AND ${
        from.attempt ? 'employees.#ic.attempt = :attempt' : 'attribute_not_exists(employees.#ic.attempt)'
      }`,
      ExpressionAttributeNames: { '#ic': ic, '#status': 'status' },
      ExpressionAttributeValues: values,
    });
    return true;
  } catch (err) {
    if (isWriteConflict(err)) return false;
    throw err;
  }
}

/** Mark a job done once every employee is approved or failed (the counts say so). */
export async function finishApprovalJob(job: Pick<ApprovalJob, 'orgId' | 'jobId' | 'total'>, at: number) {
  try {
    await table.update({
      Key: approvalJobKey(job.orgId, job.jobId),
      UpdateExpression: 'SET #status = :done, modifiedAt = :at, finishedAt = :at',
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':done': 'done', ':running': 'running', ':at': at },
    });
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
  }
}
