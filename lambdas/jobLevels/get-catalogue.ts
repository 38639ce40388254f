import { getCatalogue } from '../../shared/callables/job-levels';
import { makeHandler } from '../lib/make-handler';
import { listAdminJobLevels } from '../lib/repos/job-levels';

export const handler = makeHandler(getCatalogue, async () => ({ items: await listAdminJobLevels() }));
