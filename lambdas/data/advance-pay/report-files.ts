import {
  ReportFileJobSchema,
  type ReportFileJob,
  type ReportFileKind,
} from '../../../shared/domain/files/report-files';
import { orgPk } from '../table/keys';
import { isWriteConflict, table, type Key } from '../table/table';

/**
 * Report file jobs (docs/data-model.md#report-file-jobs): one item per job in the organisation's
 * partition (`REPORTFILE#<jobId>`). The worker walks the month's employees a page at a time and
 * records after each page how far it got (`position`, the next page's start; `parts`, the part
 * files written), by a conditional update from the part count it read: a redelivered message
 * continues from there, and two deliveries never both record one page.
 */
const ENTITY = 'reportFileJob';
const VERSION = 1;

/** Jobs are kept for a week, then removed by DynamoDB's TTL (the files by the bucket's lifecycle). */
const KEEP_SECONDS = 7 * 24 * 3600;

export const reportFileJobKey = (orgId: string, jobId: string) => ({ pk: orgPk(orgId), sk: `REPORTFILE#${jobId}` });

/** The job as stored: what the callable answers plus the worker's position. */
export interface StoredReportFileJob extends ReportFileJob {
  /** Employees of the month when the job began (counted by the worker's first delivery). */
  expected?: number;
  /** Employees walked so far. */
  walked: number;
  /** Part files written so far (one per page). */
  parts: number;
  /** Where the next page starts (absent: from the beginning, or done). */
  position?: Key;
  /** Whether the walk is over (every page written). */
  walkedAll: boolean;
  /** Sum of the rows' deductions (payroll deduction file), sen. */
  totalSen: number;
  /** The finished file in the files bucket. */
  key?: string;
}

export async function createReportFileJob(job: {
  orgId: string;
  jobId: string;
  kind: ReportFileKind;
  periodKey: string;
  fileName: string;
  createdAt: number;
}): Promise<void> {
  await table.put({
    Item: {
      ...reportFileJobKey(job.orgId, job.jobId),
      entity: ENTITY,
      version: VERSION,
      ...job,
      status: 'running',
      progress: 0,
      rows: 0,
      walked: 0,
      parts: 0,
      walkedAll: false,
      totalSen: 0,
      modifiedAt: job.createdAt,
      expiresAt: job.createdAt + KEEP_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}

/** A job as stored now (consistent read), or undefined. */
export async function getReportFileJob(orgId: string, jobId: string): Promise<StoredReportFileJob | undefined> {
  const { Item } = await table.get({ Key: reportFileJobKey(orgId, jobId), ConsistentRead: true });
  if (!Item) return undefined;
  const job = ReportFileJobSchema.parse(Item);
  return {
    ...job,
    ...(typeof Item.expected === 'number' ? { expected: Item.expected } : {}),
    walked: Number(Item.walked ?? 0),
    parts: Number(Item.parts ?? 0),
    ...(Item.position ? { position: Item.position as Key } : {}),
    walkedAll: Item.walkedAll === true,
    totalSen: Number(Item.totalSen ?? 0),
    ...(typeof Item.key === 'string' ? { key: Item.key } : {}),
  };
}

/** Run an update that is conditional on the job's state as read; false when another delivery moved it first. */
async function conditional(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (err) {
    if (isWriteConflict(err)) return false;
    throw err;
  }
}

/** Record how many employees the month has (first delivery only). */
export const setReportFileExpected = (job: Pick<ReportFileJob, 'orgId' | 'jobId'>, expected: number, at: number) =>
  conditional(() =>
    table.update({
      Key: reportFileJobKey(job.orgId, job.jobId),
      UpdateExpression: 'SET expected = :n, modifiedAt = :at',
      ConditionExpression: 'attribute_not_exists(expected)',
      ExpressionAttributeValues: { ':n': expected, ':at': at },
    }),
  );

/**
 * Record one page written as part `part`: the walk moves on to `next` (undefined: it is over).
 * Applies only while the job still has `part` parts, so the page is counted once.
 */
export function recordReportFilePage(
  job: Pick<StoredReportFileJob, 'orgId' | 'jobId'>,
  part: number,
  page: { next?: Key; walked: number; rows: number; totalSen: number; progress: number },
  at: number,
): Promise<boolean> {
  const sets = ['parts = :next', 'walkedAll = :all', 'progress = :progress', 'modifiedAt = :at'];
  if (page.next) sets.push('#position = :position');
  return conditional(() =>
    table.update({
      Key: reportFileJobKey(job.orgId, job.jobId),
      UpdateExpression: `SET ${sets.join(', ')}${page.next ? '' : ' REMOVE #position'} ADD walked :walked, #rows :rows, totalSen :total`,
      ConditionExpression: 'parts = :part AND #status = :running',
      ExpressionAttributeNames: { '#rows': 'rows', '#status': 'status', '#position': 'position' },
      ExpressionAttributeValues: {
        ':part': part,
        ':next': part + 1,
        ':all': page.next === undefined,
        ':progress': page.progress,
        ':at': at,
        ':walked': page.walked,
        ':rows': page.rows,
        ':total': page.totalSen,
        ':running': 'running',
        ...(page.next ? { ':position': page.next } : {}),
      },
    }),
  );
}

/** The file is assembled and stored: the job is done (once). */
export const finishReportFileJob = (job: Pick<ReportFileJob, 'orgId' | 'jobId'>, key: string, at: number) =>
  conditional(() =>
    table.update({
      Key: reportFileJobKey(job.orgId, job.jobId),
      UpdateExpression: 'SET #status = :done, #key = :key, progress = :full, finishedAt = :at, modifiedAt = :at',
      ConditionExpression: '#status = :running AND walkedAll = :true',
      ExpressionAttributeNames: { '#status': 'status', '#key': 'key' },
      ExpressionAttributeValues: {
        ':done': 'done',
        ':running': 'running',
        ':key': key,
        ':full': 100,
        ':at': at,
        ':true': true,
      },
    }),
  );

/** Count one failed delivery; answers how many there were. */
export async function countReportFileFailure(job: Pick<ReportFileJob, 'orgId' | 'jobId'>, at: number): Promise<number> {
  const out = await table.update({
    Key: reportFileJobKey(job.orgId, job.jobId),
    UpdateExpression: 'SET modifiedAt = :at ADD failures :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':at': at, ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(out.Attributes?.failures ?? 1);
}

/** The job cannot be finished (its message went to the dead-letter queue): say why, so the person can retry. */
export const failReportFileJob = (job: Pick<ReportFileJob, 'orgId' | 'jobId'>, error: string, at: number) =>
  conditional(() =>
    table.update({
      Key: reportFileJobKey(job.orgId, job.jobId),
      UpdateExpression: 'SET #status = :failed, #error = :error, finishedAt = :at, modifiedAt = :at',
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
      ExpressionAttributeValues: { ':failed': 'failed', ':running': 'running', ':error': error, ':at': at },
    }),
  );
