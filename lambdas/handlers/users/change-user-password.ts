import { changeUserPassword } from '../../../shared/callables/users';
import { epochSeconds } from '../../../shared/domain/time/time';
import { requireRecentSignIn } from '../../core/fresh-sign-in';
import { makeHandler } from '../chain/make-handler';
import { changeOwnPassword } from '../../services/identity/password-change';
import { sendChangeNotices } from '../../services/identity/security-notices';

/**
 * The caller's new password: only right after signing in with the current one (the site's Change
 * Password page does it first), then every session is signed out and the e-mail on record told.
 */
export const handler = makeHandler(changeUserPassword, async (input, caller) => {
  const now = epochSeconds();
  requireRecentSignIn(caller, 'password', now);
  await changeOwnPassword(caller, { ...input, newPassword: input.newUserPassword }, now);
  await sendChangeNotices(
    {
      orgId: caller.orgId,
      email: caller.user.email,
      firstName: caller.user.firstName || caller.user.displayName,
      language: caller.user.language,
    },
    [{ kind: 'password' }],
    { self: true },
    now,
  );
  return { ok: true as const };
});
