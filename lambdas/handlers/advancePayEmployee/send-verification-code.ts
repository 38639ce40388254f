import { sendVerificationCode } from '../../../shared/callables/advance-pay-employee';
import { rmToSen } from '../../../shared/domain/money/money';
import { sendWithdrawalCode } from '../../services/advance-pay/withdrawal-request';
import { makeHandler } from '../chain/make-handler';

/** Get Paid's first step: lambdas/services/advance-pay/withdrawal-request.ts checks the request and sends its code. */
export const handler = makeHandler(sendVerificationCode, ({ amount, ...input }, caller) =>
  sendWithdrawalCode(caller, { ...input, amountSen: rmToSen(amount) }),
);
