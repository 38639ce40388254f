import { acceptTermsAndConditions } from '../../shared/callables/employees';
import { epochSeconds } from '../../shared/domain/time';
import { TERMS_VERSION } from '../../shared/registry/roles';
import { updateCognitoAttributes } from '../core/clients/cognito';
import { makeHandler } from '../core/make-handler';
import { recordTermsAcceptance } from '../data/users';

/**
 * The dated record is written first: a claim without its record must never exist. Accepting
 * again (e.g. after a failed Cognito update) is harmless and adds another dated record.
 */
export const handler = makeHandler(acceptTermsAndConditions, async ({ device }, caller) => {
  const acceptedAt = epochSeconds();
  await recordTermsAcceptance(caller.user, TERMS_VERSION, acceptedAt, device);
  await updateCognitoAttributes(caller.user.email, { acceptedTerms: TERMS_VERSION });
  return { acceptedTerms: TERMS_VERSION, acceptedAt };
});
