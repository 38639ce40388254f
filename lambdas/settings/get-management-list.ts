import { getManagementList } from '../../shared/callables/settings';
import { makeHandler } from '../core/make-handler';
import { ownOrgId } from '../core/caller';
import { listManagers } from '../data/management-settings';

/** The possible recipients of new-request e-mails (spec part 3 §7: users of role Executive or Manager). */
export const handler = makeHandler(getManagementList, async (_input, caller) => ({
  items: await listManagers(ownOrgId(caller)),
}));
