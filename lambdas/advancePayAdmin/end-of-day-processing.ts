import { endOfDayProcessing } from '../../shared/callables/advance-pay-admin';
import { AppError } from '../../shared/registry/errors';
import { callerName } from '../lib/caller';
import { endOfDayResult, runEndOfDay } from '../lib/end-of-day';
import { makeHandler } from '../lib/make-handler';
import { getOrg } from '../lib/repos/orgs';

/** The end-of-day bank batch on demand (rules.md "End of day"); lambdas/lib/end-of-day.ts does the work. */
export const handler = makeHandler(endOfDayProcessing, async ({ orgId }, caller) => {
  if (orgId && !(await getOrg(orgId))) throw new AppError('NOT_FOUND', 'Organisation not found!');
  return endOfDayResult(await runEndOfDay({ orgId, by: callerName(caller) }));
});
