import { forgotPassword } from '../../../shared/callables/users';
import { epochSeconds } from '../../../shared/domain/time/time';
import { makeHandler } from '../chain/make-handler';
import { requestPasswordReset } from '../../services/identity/password-reset';

/** Before sign-in: a code to reset a forgotten password, if the code and e-mail name an active login; the same answer either way. */
export const handler = makeHandler(forgotPassword, async (input) => {
  await requestPasswordReset(input, epochSeconds());
  return { ok: true as const };
});
