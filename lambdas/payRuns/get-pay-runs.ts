import { getPayRuns } from '../../shared/callables/pay-runs';
import { ownOrgId } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listPayRuns } from '../data/pay-runs';

/** The organisation's pay runs but the deleted ones, latest change first. */
export const handler = makeHandler(getPayRuns, async (_input, caller) => ({
  items: (await listPayRuns(ownOrgId(caller))).filter((r) => r.status !== 'deleted'),
}));
