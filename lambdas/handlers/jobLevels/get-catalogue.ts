import { getCatalogue } from '../../../shared/callables/job-levels';
import { makeHandler } from '../chain/make-handler';
import { listAdminJobLevelsPage } from '../../data/organisations/job-levels';
import { servePage } from '../../data/table/paged-lists';

/** One page of the provider's catalogue, by grade then name (the same list for every organisation). */
export const handler = makeHandler(getCatalogue, (params) =>
  servePage('adminJobLevels', [], params, listAdminJobLevelsPage),
);
