import { getAll } from '../../shared/callables/admin-job-levels';
import { makeHandler } from '../core/make-handler';
import { listAdminJobLevels } from '../data/job-levels';

export const handler = makeHandler(getAll, async () => ({ items: await listAdminJobLevels() }));
