import type { AdminJobLevel } from '../../shared/domain/employees/job-level';
import { putAdminJobLevelIfAbsent } from '../../lambdas/data/organisations/job-levels';

/** Fixed ids, so a second run finds what the first wrote. */
export const CATALOGUE_JOB_LEVEL_IDS = {
  executive: 'catalogue-joblevel-ex',
  manager: 'catalogue-joblevel-mg',
} as const;

function catalogue(now: number): AdminJobLevel[] {
  const by = { createdAt: now, createdBy: 'Platform Admin', modifiedAt: now, modifiedBy: 'Platform Admin' };
  return [
    { id: 'catalogue-joblevel-ne', jobLevel: 'NE', name: 'Non-Executive', jobGrade: 2, ...by },
    { id: CATALOGUE_JOB_LEVEL_IDS.executive, jobLevel: 'EX', name: 'Executive', jobGrade: 4, ...by },
    { id: 'catalogue-joblevel-se', jobLevel: 'SE', name: 'Senior Executive', jobGrade: 6, ...by },
    { id: 'catalogue-joblevel-am', jobLevel: 'AM', name: 'Assistant Manager', jobGrade: 8, ...by },
    { id: CATALOGUE_JOB_LEVEL_IDS.manager, jobLevel: 'MG', name: 'Manager', jobGrade: 9, ...by },
    { id: 'catalogue-joblevel-sm', jobLevel: 'SM', name: 'Senior Manager', jobGrade: 12, ...by },
    { id: 'catalogue-joblevel-dr', jobLevel: 'DIR', name: 'Director', jobGrade: 14, ...by },
  ];
}

/** The provider's job level catalogue (/internal/jobLevels). Idempotent: adds only what is missing. */
export async function seedJobLevelCatalogue(now: number): Promise<void> {
  for (const level of catalogue(now)) await putAdminJobLevelIfAbsent(level);
}
