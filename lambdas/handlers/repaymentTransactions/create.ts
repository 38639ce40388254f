import { create } from '../../../shared/callables/repayment-transactions';
import { rmToSen } from '../../../shared/domain/money/money';
import { makeHandler } from '../chain/make-handler';
import { createRepaymentTransaction } from '../../services/finance/repayment-transactions';

export const handler = makeHandler(create, ({ amountRepaid, ...input }, caller) =>
  createRepaymentTransaction(caller, { ...input, amountRepaidSen: rmToSen(amountRepaid) }),
);
