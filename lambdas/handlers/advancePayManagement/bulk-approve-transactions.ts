import { bulkApproveTransactions } from '../../../shared/callables/advance-pay-management';
import { advanceTransactionToRm } from '../../../shared/domain/advance-pay/advance-transaction';
import { approveWithdrawals } from '../../services/advance-pay/withdrawal-approval';
import { makeHandler } from '../chain/make-handler';

/** Approve several pending withdrawal requests, all or nothing: lambdas/services/advance-pay/withdrawal-approval.ts. */
export const handler = makeHandler(bulkApproveTransactions, async ({ transactions }, caller) => {
  const { approved, items } = await approveWithdrawals(caller, transactions);
  return { approved, items: items.map(advanceTransactionToRm) };
});
