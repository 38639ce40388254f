import { ulid } from 'ulid';
import { createOffice } from '../../../shared/callables/org-offices';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { createOffice as storeOffice } from '../../data/organisations/offices';
import { requireOrgExists } from '../chain/require-org';

export const handler = makeHandler(createOffice, async ({ orgId, officeCode, ...fields }, caller) => {
  const org = scopeOrg(caller, orgId);
  await requireOrgExists(org);
  const id = ulid();
  const now = epochSeconds();
  const by = callerName(caller);
  return storeOffice({
    ...fields,
    id,
    orgId: org,
    // Without a code, one is made from the id's random part (the claim still guards it).
    officeCode: officeCode || `OFF-${id.slice(-6)}`,
    createdAt: now,
    createdBy: by,
    modifiedAt: now,
    modifiedBy: by,
  });
});
