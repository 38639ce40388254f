import { changeUserPassword } from '../../shared/callables/users';
import { epochSeconds } from '../../shared/domain/time';
import { setCognitoPassword } from '../lib/cognito';
import { makeHandler } from '../lib/make-handler';
import { updateUser } from '../lib/repos/users';

export const handler = makeHandler(changeUserPassword, async ({ newUserPassword }, caller) => {
  await setCognitoPassword(caller.user.email, newUserPassword);
  await updateUser(caller.orgId, caller.userId, {}, epochSeconds());
  return { ok: true as const };
});
