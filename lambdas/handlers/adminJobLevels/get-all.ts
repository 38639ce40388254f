import { getAll } from '../../../shared/callables/admin-job-levels';
import { makeHandler } from '../chain/make-handler';
import { listAdminJobLevelsPage } from '../../data/organisations/job-levels';
import { servePage } from '../../data/table/paged-lists';

/** One page of the provider's catalogue, by grade then name. */
export const handler = makeHandler(getAll, (params) => servePage('adminJobLevels', [], params, listAdminJobLevelsPage));
