import { getNotificationsEmail } from '../../../shared/callables/settings';
import { makeHandler } from '../chain/make-handler';
import { ownOrgId } from '../../core/caller';
import { getManagementSettings } from '../../data/organisations/management-settings';

export const handler = makeHandler(getNotificationsEmail, async (_input, caller) =>
  getManagementSettings(ownOrgId(caller)),
);
