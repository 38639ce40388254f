import { getAll } from '../../shared/callables/job-levels';
import { scopeOrg } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { listJobLevels } from '../lib/repos/job-levels';

export const handler = makeHandler(getAll, async ({ status, orgId }, caller) => ({ items: await listJobLevels(scopeOrg(caller, orgId), status) }));
