import { createPayRun } from '../../../shared/callables/pay-runs';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { createPayRun as storePayRun } from '../../data/benefits/pay-runs';
import { computeRunFor, newPayRun } from '../../services/benefits/pay-runs';

/** Compute the run from the organisation's records now and store it as draft (422 when nobody is eligible). */
export const handler = makeHandler(createPayRun, async (fields, caller) => {
  const orgId = ownOrgId(caller);
  const computed = await computeRunFor(orgId, fields);
  const run = newPayRun(orgId, fields, computed, { userId: caller.userId, name: callerName(caller) }, epochSeconds());
  return storePayRun(run, computed.employees);
});
