import { getOne } from '../../shared/callables/admin-job-levels';
import { makeHandler } from '../lib/make-handler';
import { requireAdminJobLevel } from '../lib/repos/job-levels';

export const handler = makeHandler(getOne, async ({ jobLevelId }) => requireAdminJobLevel(jobLevelId));
