import { updateOne } from '../../../shared/callables/advance-pay-admin';
import { advanceTransactionToRm } from '../../../shared/domain/advance-pay/advance-transaction';
import { changeWithdrawalStatus } from '../../services/advance-pay/withdrawal-approval';
import { makeHandler } from '../chain/make-handler';

/** An administrator's status change of a withdrawal: lambdas/services/advance-pay/withdrawal-approval.ts. */
export const handler = makeHandler(updateOne, async (input, caller) =>
  advanceTransactionToRm(await changeWithdrawalStatus(caller, input)),
);
