import { setLanguage } from '../../../shared/callables/users';
import { setUserLanguage } from '../../data/identity/users';
import { makeHandler } from '../chain/make-handler';

/** The caller's own record only: the user comes from the verified token, never from the input. */
export const handler = makeHandler(setLanguage, async ({ language }, caller) => {
  await setUserLanguage(caller.user, language);
  return { ok: true as const };
});
