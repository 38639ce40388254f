import { getCatalogue } from '../../shared/callables/job-levels';
import { makeHandler } from '../core/make-handler';
import { listAdminJobLevels } from '../data/job-levels';

export const handler = makeHandler(getCatalogue, async () => ({ items: await listAdminJobLevels() }));
