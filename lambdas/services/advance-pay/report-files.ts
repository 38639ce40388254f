import { ulid } from 'ulid';
import {
  PAYROLL_DEDUCTION_HEADER,
  monthlyReportLine,
  payrollDeductionCsv,
  payrollDeductionFileName,
  payrollDeductionLine,
  toCsv,
} from '../../../shared/domain/advance-pay/advance-pay-reports';
import {
  MONTHLY_REPORT_HEADER,
  monthlyReportFileName,
  type ReportFileJob,
  type ReportFileKind,
} from '../../../shared/domain/files/report-files';
import { epochSeconds } from '../../../shared/domain/time/time';
import { sendToQueue } from '../../core/clients/queues';
import { getObjectBytes, putObject } from '../../core/clients/s3';
import { env } from '../../core/env';
import { getOrg } from '../../data/organisations/orgs';
import {
  countReportFileFailure,
  createReportFileJob,
  failReportFileJob,
  finishReportFileJob,
  getReportFileJob,
  recordReportFilePage,
  setReportFileExpected,
  type StoredReportFileJob,
} from '../../data/advance-pay/report-files';
import { countEmployeeMonths } from '../../data/advance-pay/report-lines';
import type { Key } from '../../data/table/table';
import { deductionRowOf, employeeMonthsWithNames, reportLineOf } from './month-report';

/**
 * Report files (docs/rules.md#report-files): a month's CSV made a page of employees at a time
 * into the files bucket, downloaded by a presigned link. The same page function makes the inline
 * payroll deduction file and a job's parts, so both give the same bytes.
 */

/** Employees a page (the most a Query page of the reports may ask for). */
export const FILE_PAGE_SIZE = 500;

/** One page of a file: its CSV lines (the header on the first page), and what it counts. */
export interface FilePage {
  text: string;
  rows: number;
  walked: number;
  totalSen: number;
  next?: Key;
}

/** One page of a file's rows, from `start` (undefined: the first page, which carries the header). */
export async function filePage(
  kind: ReportFileKind,
  orgId: string,
  periodKey: string,
  start: Key | undefined,
  limit = FILE_PAGE_SIZE,
): Promise<FilePage> {
  const { items, people, next } = await employeeMonthsWithNames(orgId, periodKey, { start, limit });
  const header = start ? [] : [kind === 'payrollDeduction' ? PAYROLL_DEDUCTION_HEADER : MONTHLY_REPORT_HEADER];
  let lines: (readonly (string | number)[])[];
  let totalSen = 0;
  if (kind === 'payrollDeduction') {
    const rows = items.flatMap((e) => deductionRowOf(e, people) ?? []);
    totalSen = rows.reduce((sum, r) => sum + r.deductSen, 0);
    lines = rows.map(payrollDeductionLine);
  } else {
    lines = items.map((e) => monthlyReportLine(reportLineOf(e, people)));
  }
  const all = [...header, ...lines];
  return {
    text: all.length ? toCsv(all) : '',
    rows: lines.length,
    walked: items.length,
    totalSen,
    ...(next ? { next } : {}),
  };
}

/** Where a job's parts and its file are in the files bucket. */
const jobPrefix = (orgId: string, jobId: string) => `report-files/${orgId}/${jobId}`;
const partKey = (orgId: string, jobId: string, part: number) =>
  `${jobPrefix(orgId, jobId)}/parts/${String(part).padStart(6, '0')}.csv`;
export const reportFileKey = (orgId: string, jobId: string, fileName: string) =>
  `${jobPrefix(orgId, jobId)}/${fileName}`;

const CSV_TYPE = 'text/csv; charset=utf-8';

/** The name a month's file downloads under. */
export async function reportFileName(kind: ReportFileKind, orgId: string, periodKey: string): Promise<string> {
  const org = await getOrg(orgId);
  return kind === 'payrollDeduction'
    ? payrollDeductionFileName(org?.name, periodKey)
    : monthlyReportFileName(org?.name, periodKey);
}

export interface ReportFileMessage {
  orgId: string;
  jobId: string;
}

/** Begin a job: its item, then its message to the `report-files` work queue. */
export async function startReportFile(
  orgId: string,
  kind: ReportFileKind,
  periodKey: string,
  fileName?: string,
): Promise<ReportFileJob> {
  const job = {
    orgId,
    jobId: ulid(),
    kind,
    periodKey,
    fileName: fileName ?? (await reportFileName(kind, orgId, periodKey)),
    createdAt: epochSeconds(),
  };
  await createReportFileJob(job);
  const message: ReportFileMessage = { orgId, jobId: job.jobId };
  try {
    await sendToQueue('report-files', [message]);
  } catch (err) {
    // Nothing will make the file: say so on the job rather than leave it running for ever.
    await failReportFileJob(job, REPORT_FILE_FAILED, epochSeconds());
    throw err;
  }
  return { ...job, status: 'running', progress: 0, rows: 0 };
}

/** Store a small file made inline under a job-like key of its own, and answer its key. */
export async function storeInlineFile(orgId: string, fileName: string, text: string): Promise<string> {
  const key = reportFileKey(orgId, ulid(), fileName);
  await putObject({ Bucket: env.filesBucket, Key: key, Body: text, ContentType: CSV_TYPE });
  return key;
}

/** The whole payroll deduction file of a month, read a page at a time (small months only: the caller checked). */
export async function payrollDeductionFileInline(orgId: string, periodKey: string) {
  let text = '';
  let rows = 0;
  let start: Key | undefined;
  do {
    const page = await filePage('payrollDeduction', orgId, periodKey, start);
    text += page.text;
    rows += page.rows;
    start = page.next;
  } while (start);
  // A month with nobody in it still has the header (payrollDeductionCsv of no rows).
  return { csv: text || payrollDeductionCsv([]), rows };
}

/** Deliveries of a message after which a job is marked failed (the queue's maxReceiveCount). */
export const REPORT_FILE_ATTEMPTS = 3;
export const REPORT_FILE_FAILED = 'The file could not be made. Please try again; if it fails again, contact support.';

const progressOf = (walked: number, expected: number | undefined) =>
  expected ? Math.min(99, Math.floor((walked * 100) / expected)) : 0;

/** Walk the remaining pages of a job, each written as a part and then recorded; another delivery's page is skipped. */
async function walkPages(job: StoredReportFileJob, now: () => number): Promise<void> {
  let state: StoredReportFileJob | undefined = job;
  while (state && state.status === 'running' && !state.walkedAll) {
    const page: FilePage = await filePage(state.kind, state.orgId, state.periodKey, state.position);
    // The part is written before it is recorded: a delivery that stops in between writes the same part again.
    await putObject({
      Bucket: env.filesBucket,
      Key: partKey(state.orgId, state.jobId, state.parts),
      Body: page.text,
      ContentType: CSV_TYPE,
    });
    const walked: number = state.walked + page.walked;
    const recorded: boolean = await recordReportFilePage(
      state,
      state.parts,
      {
        ...(page.next ? { next: page.next } : {}),
        walked: page.walked,
        rows: page.rows,
        totalSen: page.totalSen,
        progress: progressOf(walked, state.expected),
      },
      now(),
    );
    state = recorded
      ? {
          ...state,
          parts: state.parts + 1,
          walked,
          rows: state.rows + page.rows,
          walkedAll: !page.next,
          position: page.next,
        }
      : await getReportFileJob(state.orgId, state.jobId);
  }
}

/**
 * Assemble the parts into the file: one PutObject of the whole body. (Multipart upload needs parts
 * of at least 5 MiB but the last, and a month's file is a few MB at most — 50,000 employees make
 * about 5 MB — so one put of the assembled body is simpler and as safe.)
 */
async function assemble(job: StoredReportFileJob, now: () => number): Promise<void> {
  const chunks: Uint8Array[] = [];
  for (let part = 0; part < job.parts; part++) {
    const got = await getObjectBytes(env.filesBucket, partKey(job.orgId, job.jobId, part));
    if (!got) throw new Error(`Report file ${job.jobId}: part ${part} is missing`);
    chunks.push(got.bytes);
  }
  const body = Buffer.concat(chunks);
  const key = reportFileKey(job.orgId, job.jobId, job.fileName);
  await putObject({
    Bucket: env.filesBucket,
    Key: key,
    Body: body.length
      ? body
      : toCsv([job.kind === 'payrollDeduction' ? PAYROLL_DEDUCTION_HEADER : MONTHLY_REPORT_HEADER]),
    ContentType: CSV_TYPE,
    ContentDisposition: `attachment; filename="${job.fileName}"`,
  });
  await finishReportFileJob(job, key, now());
}

/**
 * The `report-files` worker's work (a message delivered again resumes where the job stopped):
 * count the month's employees once, walk the pages left, assemble the file. A delivery that
 * fails is retried by SQS; the last allowed one marks the job failed so the page can say so.
 */
export async function runReportFileJob({ orgId, jobId }: ReportFileMessage, now = () => epochSeconds()): Promise<void> {
  const job = await getReportFileJob(orgId, jobId);
  if (!job) throw new Error(`No report file job ${jobId} of ${orgId}`);
  if (job.status !== 'running') return;
  try {
    if (job.expected === undefined) {
      const expected = await countEmployeeMonths(orgId, job.periodKey);
      if (await setReportFileExpected(job, expected, now())) job.expected = expected;
    }
    await walkPages(job, now);
    const after: StoredReportFileJob | undefined = await getReportFileJob(orgId, jobId);
    if (after?.status === 'running' && after.walkedAll) await assemble(after, now);
  } catch (err) {
    if ((await countReportFileFailure(job, now())) >= REPORT_FILE_ATTEMPTS) {
      await failReportFileJob(job, REPORT_FILE_FAILED, now());
      return;
    }
    throw err;
  }
}
