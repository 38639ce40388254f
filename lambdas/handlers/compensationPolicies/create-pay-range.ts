import { ulid } from 'ulid';
import { createPayRange } from '../../../shared/callables/compensation-policies';
import { payRangeToRm } from '../../../shared/domain/benefits/compensation-policy';
import { rmToSen } from '../../../shared/domain/money/money';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { writePayRange } from '../../data/benefits/compensation-policies';
import { approvedJobLevel, policyForRangeChange } from '../../services/benefits/compensation-changes';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';

/** A new range of an approved job level; its policy goes back to pending approval in the same transaction. */
export const handler = makeHandler(
  createPayRange,
  async ({ orgId, policyId, jobLevel, minimum, midpoint, maximum }, caller) => {
    const org = scopeOrg(caller, orgId);
    const policy = await policyForRangeChange(org, policyId);
    const level = await approvedJobLevel(org, jobLevel);
    const now = epochSeconds();
    const by = callerName(caller);
    const range = await writePayRange(
      policy,
      {
        id: ulid(),
        orgId: org,
        policyId,
        jobLevel: level.id,
        jobLevelName: level.name,
        jobGrade: level.jobGrade,
        minimumSen: rmToSen(minimum),
        midpointSen: rmToSen(midpoint),
        maximumSen: rmToSen(maximum),
        deleted: false,
        createdAt: now,
        createdBy: by,
        modifiedAt: now,
        modifiedBy: by,
      },
      undefined,
      nextModifiedAt(policy, now),
      by,
    );
    return payRangeToRm(range);
  },
);
