import { getRepayment } from '../../../shared/callables/repayments';
import { makeHandler } from '../chain/make-handler';
import { repaymentDetail } from '../../services/finance/repayments';

export const handler = makeHandler(getRepayment, ({ repaymentId, orgId }, caller) =>
  repaymentDetail(caller, repaymentId, orgId),
);
