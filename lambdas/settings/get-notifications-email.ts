import { getNotificationsEmail } from '../../shared/callables/management-settings';
import { makeHandler } from '../lib/make-handler';
import { getManagementSettings } from '../lib/repos/management-settings';

export const handler = makeHandler(getNotificationsEmail, async (_input, caller) => getManagementSettings(caller.orgId!));
