import { getOne } from '../../shared/callables/admin-job-levels';
import { makeHandler } from '../core/make-handler';
import { requireAdminJobLevel } from '../data/job-levels';

export const handler = makeHandler(getOne, async ({ jobLevelId }) => requireAdminJobLevel(jobLevelId));
