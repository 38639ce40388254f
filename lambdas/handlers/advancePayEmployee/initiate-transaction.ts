import { initiateTransaction } from '../../../shared/callables/advance-pay-employee';
import { advanceTransactionToRm } from '../../../shared/domain/advance-pay/advance-transaction';
import { rmToSen } from '../../../shared/domain/money/money';
import { requestWithdrawal } from '../../services/advance-pay/withdrawal-request';
import { makeHandler } from '../chain/make-handler';

/** Confirm a withdrawal with its code: lambdas/services/advance-pay/withdrawal-request.ts reads, judges and writes it. */
export const handler = makeHandler(initiateTransaction, async ({ amount, ...input }, caller) =>
  advanceTransactionToRm(await requestWithdrawal(caller, { ...input, amountSen: rmToSen(amount) })),
);
