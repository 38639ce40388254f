import { update } from '../../../shared/callables/repayment-transactions';
import { rmToSen } from '../../../shared/domain/money/money';
import { makeHandler } from '../chain/make-handler';
import { updateRepaymentTransaction } from '../../services/finance/repayment-transactions';

export const handler = makeHandler(update, ({ amountRepaid, ...input }, caller) =>
  updateRepaymentTransaction(caller, {
    ...input,
    ...(amountRepaid === undefined ? {} : { amountRepaidSen: rmToSen(amountRepaid) }),
  }),
);
