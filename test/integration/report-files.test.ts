import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  employeeReportLines,
  monthlyReportLine,
  payrollDeductionCsv,
  payrollDeductionRows,
  toCsv,
} from '../../shared/domain/advance-pay/advance-pay-reports';
import type { AdvanceStatus, AdvanceTransactionRecord } from '../../shared/domain/advance-pay/advance-transaction';
import { periodOf } from '../../shared/domain/advance-pay/advance-pay';
import { asSen, percentOfSen, rmToSen, subtractSen } from '../../shared/domain/money/money';
import { DEDUCTION_INLINE_EMPLOYEES_MAX, MONTHLY_REPORT_HEADER } from '../../shared/domain/files/report-files';
import { epochSeconds } from '../../shared/domain/time/time';
import { mapLimit } from '../../lambdas/core/concurrency';
import { createAdvanceTransaction } from '../../lambdas/data/advance-pay/advance-transactions';
import { createReportFileJob, getReportFileJob } from '../../lambdas/data/advance-pay/report-files';
import { isWriteConflict } from '../../lambdas/data/table/table';
import { runReportFileJob } from '../../lambdas/services/advance-pay/report-files';
import { callApi, expectOk, expectRefused, okBody } from '../support/api';
import { advancePayWorld } from '../support/advance-pay';
import { expectOverLimitRefused } from '../support/paging';

/**
 * Report files of any size (docs/rules.md#report-files) and the monthly report paged over the
 * employees' month summaries. A month of more employees than the payroll deduction file answers
 * inline is written straight through the repository (summaries included, as a withdrawal does);
 * the expected files come from the pure functions over the same transactions.
 */

const origin = () => new URL(inject('stackUrl')).origin;
const period = periodOf(new Date(Date.UTC(2024, 6, 15)));
const EMPLOYEES = DEDUCTION_INLINE_EMPLOYEES_MAX + 60;
const STATUSES: AdvanceStatus[] = ['pending', 'approved', 'processing', 'completed', 'rejected', 'cancelled'];

const byIc = <T extends { employeeICNumber: string }>(a: T, b: T) =>
  a.employeeICNumber.localeCompare(b.employeeICNumber);

/** Store one withdrawal; a transaction cancelled by a racing one on the same summary shard is tried again. */
async function store(tx: AdvanceTransactionRecord): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await createAdvanceTransaction(tx);
      return;
    } catch (err) {
      if (!isWriteConflict(err) || attempt > 20) throw err;
    }
  }
}

/** A month of `count` employees, one or two withdrawals each, every status, fees paid by either side. */
async function monthOf(orgId: string, count: number): Promise<AdvanceTransactionRecord[]> {
  const tag = ulid().slice(-6);
  const at = epochSeconds();
  const txs: AdvanceTransactionRecord[] = [];
  for (let i = 0; i < count; i++) {
    const ic = `R${tag}${String(i).padStart(5, '0')}`;
    for (let k = 0; k < (i % 3 === 0 ? 2 : 1); k++) {
      const amountSen = asSen(5000 + ((i * 7 + k * 13) % 400) * 100 + (i % 4) * 25);
      const feeSen = percentOfSen(amountSen, 5);
      const employer = (i + k) % 2 === 0;
      txs.push({
        id: ulid(),
        orgId,
        employeeICNumber: ic,
        email: `r-${tag.toLowerCase()}-${i}@example.my`,
        status: STATUSES[(i + k * 2) % STATUSES.length],
        period: period.text,
        periodKey: period.key,
        amountSen,
        feeSen,
        netAmountSen: employer ? amountSen : subtractSen(amountSen, feeSen),
        serviceFeePaidBy: employer ? 'employer' : 'employee',
        salarySen: asSen(300_000),
        banking: { bank: 'Maybank', bankCode: 'MBBEMYKL', accountNumber: '114011112222' },
        reasonForWithdrawal: 'Bills',
        createdBy: 'test',
        createdAt: at,
        modifiedAt: at,
        history: [{ status: 'pending', at, by: 'test' }],
      });
    }
  }
  await mapLimit(txs, 8, store);
  return txs;
}

async function waitForFile(token: string, jobId: string) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const job = okBody(await callApi('reportFiles-getReportFile', { jobId }, token));
    if (job.status !== 'running') return job;
    if (Date.now() > deadline) throw new Error(`Report file ${jobId} not done: ${JSON.stringify(job)}`);
    await new Promise((ok) => setTimeout(ok, 250));
  }
}

const download = async (url: string) => {
  const res = await fetch(url, { headers: { origin: origin() } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition') ?? '').toMatch(/^attachment; filename="/);
  return res.text();
};

describe('report files and the paged monthly report', () => {
  let w: Awaited<ReturnType<typeof advancePayWorld>>;
  let other: Awaited<ReturnType<typeof advancePayWorld>>;
  let txs: AdvanceTransactionRecord[];
  let deductionCsv: string;

  beforeAll(async () => {
    [w, other] = await Promise.all([advancePayWorld(), advancePayWorld()]);
    txs = await monthOf(w.orgId, EMPLOYEES);
    // Nobody of the organisation is in its directory under these IC numbers: names fall back to the e-mail.
    deductionCsv = payrollDeductionCsv(payrollDeductionRows(txs, new Map()).sort(byIc));
  }, 300_000);

  it('makes the payroll deduction file of a big month by a job, downloaded by its link', async () => {
    const res = await callApi('advancePayManagement-getPayrollDeductionFile', { period: period.key }, w.manager.token);
    expectOk(res);
    expect(res.body.csv).toBeUndefined();
    expect(res.body.jobId).toEqual(expect.any(String));
    const rows = payrollDeductionRows(txs, new Map());
    expect(res.body.totalToDeduct * 100).toBeCloseTo(
      rows.reduce((s, r) => s + r.deductSen, 0),
      6,
    );
    const job = await waitForFile(w.manager.token, res.body.jobId ?? '');
    expect(job).toMatchObject({ status: 'done', progress: 100, rows: rows.length, fileName: res.body.fileName });
    expect(await download(job.url ?? '')).toBe(deductionCsv);
  });

  it('makes the monthly report file, one line per employee', async () => {
    const started = okBody(
      await callApi('reportFiles-createReportFile', { kind: 'monthlyReport', period: period.key }, w.executive.token),
    );
    expect(started.status).toBe('running');
    const job = await waitForFile(w.executive.token, started.jobId);
    expect(job.rows).toBe(EMPLOYEES);
    const expected = toCsv([
      MONTHLY_REPORT_HEADER,
      ...employeeReportLines(txs, new Map()).sort(byIc).map(monthlyReportLine),
    ]);
    expect(await download(job.url ?? '')).toBe(expected);
  });

  it("refuses another organisation's job: not found", async () => {
    const started = okBody(
      await callApi('reportFiles-createReportFile', { kind: 'payrollDeduction', period: period.key }, w.manager.token),
    );
    expectRefused(await callApi('reportFiles-getReportFile', { jobId: started.jobId }, other.manager.token), 404);
    // Their own month of that period is empty: a file of the header only.
    const theirs = okBody(
      await callApi(
        'reportFiles-createReportFile',
        { kind: 'payrollDeduction', period: period.key },
        other.manager.token,
      ),
    );
    const job = await waitForFile(other.manager.token, theirs.jobId);
    expect(job.rows).toBe(0);
    expect(await download(job.url ?? '')).toBe(payrollDeductionCsv([]));
  });

  it('resumes a job stopped between two pages: the same file, every row once', async () => {
    const jobId = ulid();
    await createReportFileJob({
      orgId: w.orgId,
      jobId,
      kind: 'payrollDeduction',
      periodKey: period.key,
      fileName: 'resumed.csv',
      createdAt: epochSeconds(),
    });
    // The delivery stops after writing its second page and before recording it.
    let calls = 0;
    const stopping = () => {
      calls += 1;
      if (calls === 3) throw new Error('stopped');
      return epochSeconds();
    };
    await expect(runReportFileJob({ orgId: w.orgId, jobId }, stopping)).rejects.toThrow('stopped');
    const midway = await getReportFileJob(w.orgId, jobId);
    expect(midway).toMatchObject({ status: 'running', parts: 1, walkedAll: false });
    expect(midway?.progress).toBeGreaterThan(0);
    // Redelivered twice at once: both continue, each page is recorded once.
    await Promise.all([runReportFileJob({ orgId: w.orgId, jobId }), runReportFileJob({ orgId: w.orgId, jobId })]);
    const job = okBody(await callApi('reportFiles-getReportFile', { jobId }, w.manager.token));
    expect(job).toMatchObject({ status: 'done', progress: 100, rows: payrollDeductionRows(txs, new Map()).length });
    expect(await download(job.url ?? '')).toBe(deductionCsv);
    // A message delivered after the end changes nothing.
    await runReportFileJob({ orgId: w.orgId, jobId });
    expect((await getReportFileJob(w.orgId, jobId))?.rows).toBe(job.rows);
  });

  it('pages the monthly report over the employees: no duplicates, no gaps, totals of every line', async () => {
    const pages = [];
    let cursor: string | undefined;
    do {
      const res = await callApi(
        'advancePayManagement-getMonthlyReport',
        { period: period.key, limit: 500, ...(cursor ? { cursor } : {}) },
        w.manager.token,
      );
      expectOk(res);
      expect(res.body.employeesReports.length).toBeLessThanOrEqual(500);
      pages.push(res.body);
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(pages).toHaveLength(Math.ceil(EMPLOYEES / 500));
    const lines = pages.flatMap((p) => p.employeesReports);
    const ics = lines.map((l) => l.employeeICNumber);
    expect(new Set(ics).size).toBe(ics.length);
    expect(ics).toEqual([...new Set(txs.map((t) => t.employeeICNumber))].sort());
    // The summary is the month's, the same on every page, and adds up to its lines.
    const summary = pages[0].summary;
    for (const p of pages) expect(p.summary).toEqual(summary);
    const sen = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + rmToSen(pick(l)), 0);
    expect(summary.employeesWithRequests).toBe(EMPLOYEES);
    expect(rmToSen(summary.total)).toBe(sen((l) => l.total));
    expect(rmToSen(summary.transferred)).toBe(sen((l) => l.transferred));
    expect(rmToSen(summary.inFlight)).toBe(sen((l) => l.inFlight));
    expect(rmToSen(summary.serviceFee.employer) + rmToSen(summary.serviceFee.employee)).toBe(sen((l) => l.serviceFee));
    expect(summary.totalRequests).toBe(txs.length);
    // The lines are the ones the month's transactions give.
    expect(lines).toEqual(
      employeeReportLines(txs, new Map())
        .sort(byIc)
        .map((l): unknown =>
          expect.objectContaining({ employeeICNumber: l.employeeICNumber, withdrawals: l.withdrawals }),
        ),
    );
  });

  it("refuses another organisation's cursor and a page over 500", async () => {
    const first = okBody(
      await callApi('advancePayManagement-getMonthlyReport', { period: period.key, limit: 10 }, w.manager.token),
    );
    expect(first.nextCursor).toEqual(expect.any(String));
    const foreign = await callApi(
      'advancePayManagement-getMonthlyReport',
      { period: period.key, limit: 10, cursor: first.nextCursor },
      other.manager.token,
    );
    expectRefused(foreign, 400);
    expect(foreign.body.errorInfo.details?.map((d) => d.field)).toContain('cursor');
    // Another month's list too.
    const otherMonth = await callApi(
      'advancePayManagement-getMonthlyReport',
      { period: '2024-08', limit: 10, cursor: first.nextCursor },
      w.manager.token,
    );
    expectRefused(otherMonth, 400);
    await expectOverLimitRefused('advancePayManagement-getMonthlyReport', { period: period.key }, w.manager.token);
  });
});
