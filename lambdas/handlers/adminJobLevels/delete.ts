import { remove } from '../../../shared/callables/admin-job-levels';
import { makeHandler } from '../chain/make-handler';
import { deleteAdminJobLevel, requireAdminJobLevel } from '../../data/organisations/job-levels';

/** The catalogue only prefills organisations' own job levels (copies), so deleting an entry orphans nothing. */
export const handler = makeHandler(remove, async ({ jobLevelId }) => {
  const level = await requireAdminJobLevel(jobLevelId);
  await deleteAdminJobLevel(level);
  return { id: level.id };
});
