import { retryFailedWages } from '../../../shared/callables/advance-pay-admin';
import { retryFailedWages as retry } from '../../services/advance-pay/earned-wage-accrual';
import { makeHandler } from '../chain/make-handler';

/** Recompute failed earned wages by id: resolved ones are closed, the others answered with their reason. */
export const handler = makeHandler(retryFailedWages, async ({ failedIds }) => retry(failedIds));
