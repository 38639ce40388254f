import { getOne } from '../../../shared/callables/job-levels';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireJobLevel } from '../../data/organisations/job-levels';

export const handler = makeHandler(getOne, async ({ jobLevelId, orgId }, caller) =>
  requireJobLevel(scopeOrg(caller, orgId), jobLevelId),
);
