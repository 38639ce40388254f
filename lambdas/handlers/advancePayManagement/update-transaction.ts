import { updateTransaction } from '../../../shared/callables/advance-pay-management';
import { decideWithdrawal } from '../../services/advance-pay/withdrawal-approval';
import { makeHandler } from '../chain/make-handler';

/** Approve or reject one pending withdrawal request: lambdas/services/advance-pay/withdrawal-approval.ts. */
export const handler = makeHandler(updateTransaction, (input, caller) => decideWithdrawal(caller, input));
