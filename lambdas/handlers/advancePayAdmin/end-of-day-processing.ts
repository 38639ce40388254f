import { endOfDayProcessing } from '../../../shared/callables/advance-pay-admin';
import { AppError } from '../../../shared/registry/errors';
import { callerName } from '../../core/caller';
import { endOfDayResult, runEndOfDay } from '../../services/advance-pay/end-of-day';
import { makeHandler } from '../chain/make-handler';
import { getOrg } from '../../data/organisations/orgs';

/** The end-of-day bank batch on demand (docs/rules.md#end-of-day); lambdas/services/advance-pay/end-of-day.ts does the work. */
export const handler = makeHandler(endOfDayProcessing, async ({ orgId }, caller) => {
  if (orgId && !(await getOrg(orgId))) throw new AppError('NOT_FOUND', 'Organisation not found!');
  return endOfDayResult(await runEndOfDay({ orgId, by: callerName(caller) }));
});
