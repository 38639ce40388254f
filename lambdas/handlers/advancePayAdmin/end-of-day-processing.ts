import { endOfDayProcessing } from '../../../shared/callables/advance-pay-admin';
import { endOfDayOnDemand } from '../../services/advance-pay/end-of-day';
import { makeHandler } from '../chain/make-handler';

/** The end-of-day bank batch on demand (docs/rules.md#end-of-day): lambdas/services/advance-pay/end-of-day.ts. */
export const handler = makeHandler(endOfDayProcessing, ({ orgId }, caller) => endOfDayOnDemand(caller, orgId));
