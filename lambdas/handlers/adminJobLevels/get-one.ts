import { getOne } from '../../../shared/callables/admin-job-levels';
import { makeHandler } from '../chain/make-handler';
import { requireAdminJobLevel } from '../../data/organisations/job-levels';

export const handler = makeHandler(getOne, async ({ jobLevelId }) => requireAdminJobLevel(jobLevelId));
