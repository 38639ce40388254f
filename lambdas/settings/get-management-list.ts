import { getManagementList } from '../../shared/callables/settings';
import { makeHandler } from '../core/make-handler';
import { ownOrgId } from '../core/caller';
import { listManagers } from '../data/management-settings';

/** The possible recipients of new-request e-mails: the organisation's active Managers and Executives. */
export const handler = makeHandler(getManagementList, async (_input, caller) => ({
  items: await listManagers(ownOrgId(caller)),
}));
