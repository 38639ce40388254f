import { getAll } from '../../shared/callables/admin-job-levels';
import { makeHandler } from '../lib/make-handler';
import { listAdminJobLevels } from '../lib/repos/job-levels';

export const handler = makeHandler(getAll, async () => ({ items: await listAdminJobLevels() }));
