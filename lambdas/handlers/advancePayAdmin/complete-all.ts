import { completeAll } from '../../../shared/callables/advance-pay-admin';
import { completeAllOnDemand } from '../../services/advance-pay/end-of-day';
import { makeHandler } from '../chain/make-handler';

/** Completes the processing transactions already sent to bank, with the transfer date: lambdas/services/advance-pay/end-of-day.ts. */
export const handler = makeHandler(completeAll, ({ transferDate, orgId }, caller) =>
  completeAllOnDemand(caller, { transferDate, orgId }),
);
