import { bulkApproveTransactions } from '../../../shared/callables/advance-pay-management';
import { approveWithdrawals } from '../../services/advance-pay/withdrawal-approval';
import { makeHandler } from '../chain/make-handler';

/** Approve several pending withdrawal requests, all or nothing: lambdas/services/advance-pay/withdrawal-approval.ts. */
export const handler = makeHandler(bulkApproveTransactions, ({ transactions }, caller) =>
  approveWithdrawals(caller, transactions),
);
