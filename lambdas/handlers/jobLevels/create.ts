import { ulid } from 'ulid';
import { create } from '../../../shared/callables/job-levels';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { createJobLevel } from '../../data/organisations/job-levels';
import { requireOrgExists } from '../chain/require-org';

/** Saved (Draft) or submitted (Pending Approval); a job level is approved only through jobLevels-approve. */
export const handler = makeHandler(create, async ({ orgId, jobLevel, name, jobGrade, status }, caller) => {
  const org = scopeOrg(caller, orgId);
  if (caller.isAdmin) await requireOrgExists(org);
  const now = epochSeconds();
  const by = callerName(caller);
  return createJobLevel({
    id: ulid(),
    orgId: org,
    jobLevel,
    name,
    jobGrade,
    status,
    createdAt: now,
    createdBy: by,
    modifiedAt: now,
    modifiedBy: by,
  });
});
