import { getAll } from '../../shared/callables/job-levels';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listJobLevels } from '../data/job-levels';

export const handler = makeHandler(getAll, async ({ status, orgId }, caller) => ({
  items: await listJobLevels(scopeOrg(caller, orgId), status),
}));
