import { editPayRange } from '../../../shared/callables/compensation-policies';
import { payRangeToRm } from '../../../shared/domain/benefits/compensation-policy';
import { rmToSen } from '../../../shared/domain/money/money';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName, scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { requirePayRange, writePayRange } from '../../data/benefits/compensation-policies';
import { approvedJobLevel, policyForRangeChange } from '../../services/benefits/compensation-changes';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';
import { requireFresh } from '../../data/table/approvable';

/** A changed range; its policy goes back to pending approval in the same transaction. */
export const handler = makeHandler(
  editPayRange,
  async ({ orgId, policyId, payRangeId, jobLevel, minimum, midpoint, maximum, modifiedAt }, caller) => {
    const org = scopeOrg(caller, orgId);
    const policy = await policyForRangeChange(org, policyId);
    const before = await requirePayRange(org, policyId, payRangeId);
    requireFresh('pay range', modifiedAt, before.modifiedAt);
    // The job level kept as it is need not be approved still; a new one must be.
    const level =
      jobLevel === before.jobLevel
        ? { id: before.jobLevel, name: before.jobLevelName, jobGrade: before.jobGrade }
        : await approvedJobLevel(org, jobLevel);
    const now = epochSeconds();
    const by = callerName(caller);
    const range = await writePayRange(
      policy,
      {
        ...before,
        jobLevel: level.id,
        jobLevelName: level.name,
        jobGrade: level.jobGrade,
        minimumSen: rmToSen(minimum),
        midpointSen: rmToSen(midpoint),
        maximumSen: rmToSen(maximum),
        modifiedAt: nextModifiedAt(before, now),
        modifiedBy: by,
      },
      before,
      nextModifiedAt(policy, now),
      by,
    );
    return payRangeToRm(range);
  },
);
