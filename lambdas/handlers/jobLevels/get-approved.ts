import { APPROVED } from '../../../shared/domain/organisations/approval';
import { getApproved } from '../../../shared/callables/job-levels';
import { scopeOrg } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { listJobLevelsPage } from '../../data/organisations/job-levels';
import { servePage } from '../../data/table/paged-lists';

/** One page of the organisation's approved job levels, by grade (the employee form's choice). */
export const handler = makeHandler(getApproved, async ({ orgId, ...params }, caller) => {
  const org = scopeOrg(caller, orgId);
  const { items, nextCursor } = await servePage('jobLevels-approved', [org], params, (page) =>
    listJobLevelsPage(org, APPROVED, page),
  );
  return {
    jobLevels: items.map((l) => ({ id: l.id, name: l.name, grade: l.jobGrade, status: l.status })),
    ...(nextCursor ? { nextCursor } : {}),
  };
});
