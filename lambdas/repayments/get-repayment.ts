import { getRepayment } from '../../shared/callables/repayments';
import { makeHandler } from '../core/make-handler';
import { repaymentDetail } from '../services/repayments';

export const handler = makeHandler(getRepayment, ({ repaymentId, orgId }, caller) =>
  repaymentDetail(caller, repaymentId, orgId),
);
