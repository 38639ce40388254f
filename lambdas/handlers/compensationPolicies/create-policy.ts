import { ulid } from 'ulid';
import { createPolicy } from '../../../shared/callables/compensation-policies';
import { POLICY_STATUS } from '../../../shared/domain/benefits/compensation-policy';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requireOrgExists } from '../chain/require-org';
import { createPolicy as storePolicy } from '../../data/benefits/compensation-policies';

/** A new policy waits for a Manager's approval. */
export const handler = makeHandler(createPolicy, async ({ orgId, compensationName }, caller) => {
  const org = scopeOrg(caller, orgId);
  if (caller.isAdmin) await requireOrgExists(org);
  const now = epochSeconds();
  const by = callerName(caller);
  return storePolicy({
    id: ulid(),
    orgId: org,
    compensationName,
    status: POLICY_STATUS.pending,
    createdAt: now,
    createdBy: by,
    modifiedAt: now,
    modifiedBy: by,
  });
});
