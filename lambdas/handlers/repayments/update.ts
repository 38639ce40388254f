import { update } from '../../../shared/callables/repayments';
import { rmToSen } from '../../../shared/domain/money/money';
import { makeHandler } from '../chain/make-handler';
import { updateRepayment } from '../../services/finance/repayments';

export const handler = makeHandler(update, ({ amountDue, ...input }, caller) =>
  updateRepayment(caller, { ...input, ...(amountDue === undefined ? {} : { amountDueSen: rmToSen(amountDue) }) }),
);
