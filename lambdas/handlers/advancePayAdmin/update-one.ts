import { updateOne } from '../../../shared/callables/advance-pay-admin';
import { changeWithdrawalStatus } from '../../services/advance-pay/withdrawal-approval';
import { makeHandler } from '../chain/make-handler';

/** An administrator's status change of a withdrawal: lambdas/services/advance-pay/withdrawal-approval.ts. */
export const handler = makeHandler(updateOne, (input, caller) => changeWithdrawalStatus(caller, input));
