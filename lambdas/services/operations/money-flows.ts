import type { AdvanceTransactionRecord } from '../../../shared/domain/advance-pay/advance-transaction';
import { OPERATIONS_METRICS } from '../../../shared/registry/alarms';
import { putOperationsMetrics } from '../../core/operations-metrics';

/**
 * The day's money flows on the operations dashboard (docs/operations.md#the-dashboard), counted
 * where they happen as Embedded Metric Format lines of `AdvancePay/Operations`.
 */

/** An organisation's end of day sent a bank file. */
export function countBankFile(run: { batchId?: string }): void {
  if (run.batchId) putOperationsMetrics([{ name: OPERATIONS_METRICS.bankBatches, value: 1 }]);
}

/**
 * Withdrawals that reached a status (new ones as their first status), and their amounts (sen), by
 * `Status`: one line per status among the changes.
 */
export function countWithdrawalChanges(
  changes: readonly { before?: Pick<AdvanceTransactionRecord, 'status'>; after: AdvanceTransactionRecord }[],
): void {
  const byStatus = new Map<string, { count: number; sen: number }>();
  for (const { before, after } of changes) {
    if (before?.status === after.status) continue;
    const sum = byStatus.get(after.status) ?? { count: 0, sen: 0 };
    byStatus.set(after.status, { count: sum.count + 1, sen: sum.sen + after.amountSen });
  }
  for (const [status, sum] of byStatus)
    putOperationsMetrics(
      [
        { name: OPERATIONS_METRICS.withdrawals, value: sum.count },
        { name: OPERATIONS_METRICS.withdrawalsSen, value: sum.sen, unit: 'None' },
      ],
      { Status: status },
    );
}
