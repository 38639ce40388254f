import { updateNotificationsEmail } from '../../../shared/callables/settings';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName, ownOrgId } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import {
  getManagementSettings,
  isActiveManager,
  setNotificationsEmail,
} from '../../data/organisations/management-settings';
import { noteNothingChanged } from '../../core/audit-actor';

export const NOT_A_MANAGER_MESSAGE = 'Choose one of the Managers or Executives of your organisation.';

/** The recipient must be one of the organisation's active Managers or Executives (else 400 on the field). */
export const handler = makeHandler(updateNotificationsEmail, async ({ notificationsEmail }, caller) => {
  const orgId = ownOrgId(caller);
  const email = notificationsEmail.toLowerCase();
  if (!(await isActiveManager(orgId, email))) {
    throw new AppError(
      'INVALID_ARGUMENT',
      `${notificationsEmail} is not a Manager or Executive of your organisation.`,
      [{ field: 'notificationsEmail', message: NOT_A_MANAGER_MESSAGE }],
    );
  }
  const before = await getManagementSettings(orgId);
  const by = callerName(caller);
  const at = epochSeconds();
  // The recipient it already has: nothing changes.
  if (before.notificationsEmail === email) {
    noteNothingChanged();
    return { notificationsEmail: email, modifiedBy: before.modifiedBy ?? by, modifiedAt: before.modifiedAt ?? at };
  }
  await setNotificationsEmail({ id: orgId, name: caller.org?.name }, before.notificationsEmail, email, by, at);
  return { notificationsEmail: email, modifiedBy: by, modifiedAt: at };
});
