import { getOne } from '../../shared/callables/job-levels';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { requireJobLevel } from '../data/job-levels';

export const handler = makeHandler(getOne, async ({ jobLevelId, orgId }, caller) =>
  requireJobLevel(scopeOrg(caller, orgId), jobLevelId),
);
