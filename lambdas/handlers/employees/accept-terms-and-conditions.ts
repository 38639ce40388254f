import { acceptTermsAndConditions } from '../../../shared/callables/employees';
import { epochSeconds } from '../../../shared/domain/time/time';
import { TERMS_VERSION } from '../../../shared/registry/roles';
import { makeHandler } from '../chain/make-handler';
import { recordTermsAcceptance } from '../../data/identity/users';
import { syncCognitoUser } from '../../services/identity/user-sync';

/**
 * The dated record is written first: a claim without its record must never exist. Cognito's
 * `custom:acceptedTerms` then follows the record through the `user-sync` worker, and the answer
 * waits for it, so the tokens the site refreshes next carry the claim. Accepting again (e.g.
 * after a failed sync) is harmless and adds another dated record.
 */
export const handler = makeHandler(acceptTermsAndConditions, async ({ device }, caller) => {
  const acceptedAt = epochSeconds();
  await recordTermsAcceptance(caller.user, TERMS_VERSION, acceptedAt, device);
  await syncCognitoUser(caller.user, true);
  return { acceptedTerms: TERMS_VERSION, acceptedAt };
});
