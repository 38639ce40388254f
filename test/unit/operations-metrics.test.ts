import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AdvanceTransactionRecord } from '../../shared/domain/advance-pay/advance-transaction';
import { asSen } from '../../shared/domain/money/money';
import { OPERATIONS_NAMESPACE } from '../../shared/registry/alarms';
import { countBankFile, countWithdrawalChanges } from '../../lambdas/services/operations/money-flows';
import { partnerFileFinished } from '../../lambdas/services/operations/partner-files';

/** The Embedded Metric Format lines behind the dashboard's money flows and the business alarms (docs/operations.md). */

let stdout: MockInstance<typeof process.stdout.write>;
let stderr: MockInstance<typeof process.stderr.write>;
beforeEach(() => {
  // Inside `npm test` the local stack's environment (metrics off) reaches the unit workers too.
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.unstubAllEnvs();
  stdout.mockRestore();
  stderr.mockRestore();
});

interface EmfLine {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
  [field: string]: unknown;
}
const lines = (): EmfLine[] => stdout.mock.calls.map((call) => JSON.parse(String(call[0])) as EmfLine);

const tx = (status: AdvanceTransactionRecord['status'], amount: number): AdvanceTransactionRecord => ({
  id: `01JAAAAAAAAAAAAAAAAAAAAA${String(amount).slice(-2)}`,
  orgId: 'demo',
  employeeICNumber: '900101145678',
  status,
  period: 'November 2026',
  periodKey: '2026-11',
  amountSen: asSen(amount),
  banking: { bank: 'Maybank', bankCode: 'MBBEMYKL', accountNumber: '1140-1111-9876' },
  reasonForWithdrawal: 'Bills',
  createdBy: 'Aina',
  createdAt: 1_795_000_000,
  modifiedAt: 1_795_000_000,
});

describe('money flows', () => {
  it('withdrawals that changed status, counted and summed (sen) per status; an unchanged status is not', () => {
    countWithdrawalChanges([
      { after: tx('pending', 10_000) },
      { before: { status: 'approved' }, after: tx('processing', 20_000) },
      { before: { status: 'approved' }, after: tx('processing', 5_050) },
      { before: { status: 'processing' }, after: tx('processing', 700) },
    ]);
    const out = lines();
    expect(out).toHaveLength(2);
    expect(out.map((l) => [l.Status, l.Withdrawals, l.WithdrawalsSen])).toEqual([
      ['pending', 1, 10_000],
      ['processing', 2, 25_050],
    ]);
    expect(out[0]._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: OPERATIONS_NAMESPACE,
      Dimensions: [['Status']],
      Metrics: [{ Name: 'Withdrawals' }, { Name: 'WithdrawalsSen' }],
    });
  });

  it('a bank file is counted only when the end of day wrote one', () => {
    countBankFile({});
    countBankFile({ batchId: '01JBATCH' });
    expect(lines().map((l) => l.EndOfDayBankFiles)).toEqual([1]);
  });
});

describe('partner files', () => {
  it('a FAILED file counts for the alarm (no dimension) and warns; a completed one is counted by status only', () => {
    partnerFileFinished('COMPLETED', { documentId: 'doc-1', type: 'SALES' });
    expect(stderr).not.toHaveBeenCalled();
    partnerFileFinished('FAILED', { documentId: 'doc-2', type: 'SETTLEMENTS' });
    const out = lines();
    expect(out.map((l) => [l.Status, l.PartnerFiles, l.PartnerFilesFailed])).toEqual([
      ['COMPLETED', 1, undefined],
      ['FAILED', 1, undefined],
      [undefined, undefined, 1],
    ]);
    expect(out[2]._aws.CloudWatchMetrics[0].Dimensions).toEqual([[]]);
    expect(String(stderr.mock.calls[0]?.[0])).toContain(
      '⚠ alarm PartnerFileFailed: partner file doc-2 (SETTLEMENTS) FAILED',
    );
  });
});
