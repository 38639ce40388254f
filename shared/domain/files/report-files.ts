import { z } from 'zod';
import { PeriodKeySchema } from '../advance-pay/advance-transaction';

/**
 * Report files (docs/rules.md#report-files): a month's file made off the request path by the
 * `report-files` work queue, written into the files bucket and downloaded by a short presigned link.
 * Whatever the size, no answer carries the month.
 */

/** The files a job can make. */
export const REPORT_FILE_KINDS = ['payrollDeduction', 'monthlyReport'] as const;
export const ReportFileKindSchema = z.enum(REPORT_FILE_KINDS);
export type ReportFileKind = z.infer<typeof ReportFileKindSchema>;

/**
 * The most employees with requests a month may have for the payroll deduction file to be answered
 * inline (4 pages of the month's employees, about 300 KB of CSV, well under a response's 1 MiB);
 * a bigger month is made by a job.
 */
export const DEDUCTION_INLINE_EMPLOYEES_MAX = 2000;

export const ReportFileStatusSchema = z.enum(['running', 'done', 'failed']);
export type ReportFileStatus = z.infer<typeof ReportFileStatusSchema>;

/** A report file job as the status callable answers it. */
export const ReportFileJobSchema = z.object({
  jobId: z.string(),
  orgId: z.string(),
  kind: ReportFileKindSchema,
  periodKey: PeriodKeySchema,
  status: ReportFileStatusSchema,
  /** 0 to 100: employees of the month walked / employees expected (those counted when the job began). */
  progress: z.number().int().min(0).max(100),
  /** Rows written so far, header excluded. */
  rows: z.number().int(),
  /** The name the file downloads under. */
  fileName: z.string(),
  /** Why it failed (status failed), in words a person can act on. */
  error: z.string().optional(),
  createdAt: z.number().int(),
  finishedAt: z.number().int().optional(),
});
export type ReportFileJob = z.infer<typeof ReportFileJobSchema>;

/** The monthly report file's columns (one row per employee with a request in the month). */
export const MONTHLY_REPORT_HEADER = [
  'Employee',
  'IC Number',
  'Email',
  'Withdrawals',
  'Total Requested (RM)',
  'Transferred (RM)',
  'In Processing (RM)',
  'Service Fee (RM)',
  // Appended (issue 33): the completed withdrawals paid instantly and their instant fees.
  'Paid Instantly',
  'Instant Fee (RM)',
] as const;

/** 'advance-pay-report-kopi-kita-sdn-bhd-2026-11.csv'. */
export function monthlyReportFileName(orgName: string | undefined, periodKey: string): string {
  const slug = (orgName ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `advance-pay-report-${slug ? `${slug}-` : ''}${periodKey}.csv`;
}
