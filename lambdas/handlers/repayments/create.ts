import { create } from '../../../shared/callables/repayments';
import { rmToSen } from '../../../shared/domain/money/money';
import { makeHandler } from '../chain/make-handler';
import { createRepayment } from '../../services/finance/repayments';

export const handler = makeHandler(create, ({ amountDue, amountRepaid, ...input }, caller) =>
  createRepayment(caller, { ...input, amountDueSen: rmToSen(amountDue), amountRepaidSen: rmToSen(amountRepaid) }),
);
