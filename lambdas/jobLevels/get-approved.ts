import { getApproved } from '../../shared/callables/job-levels';
import { scopeOrg } from '../core/caller';
import { makeHandler } from '../core/make-handler';
import { listJobLevels } from '../data/job-levels';

export const handler = makeHandler(getApproved, async ({ orgId }, caller) => ({
  jobLevels: (await listJobLevels(scopeOrg(caller, orgId), 'Approved')).map((l) => ({
    id: l.id,
    name: l.name,
    grade: l.jobGrade,
    status: l.status,
  })),
}));
