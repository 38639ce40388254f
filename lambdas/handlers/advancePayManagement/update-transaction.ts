import { updateTransaction } from '../../../shared/callables/advance-pay-management';
import { advanceTransactionToRm } from '../../../shared/domain/advance-pay/advance-transaction';
import { decideWithdrawal } from '../../services/advance-pay/withdrawal-approval';
import { makeHandler } from '../chain/make-handler';

/** Approve or reject one pending withdrawal request: lambdas/services/advance-pay/withdrawal-approval.ts. */
export const handler = makeHandler(updateTransaction, async (input, caller) =>
  advanceTransactionToRm(await decideWithdrawal(caller, input)),
);
