import { getOne } from '../../shared/callables/job-levels';
import { scopeOrg } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { requireJobLevel } from '../lib/repos/job-levels';

export const handler = makeHandler(getOne, async ({ jobLevelId, orgId }, caller) => requireJobLevel(scopeOrg(caller, orgId), jobLevelId));
