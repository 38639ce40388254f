import {
  MOBILE_SIGN_IN_DAILY_CODES,
  MOBILE_SIGN_IN_MAX_TRIES,
  MOBILE_SIGN_IN_REFUSED,
} from '../../../shared/domain/identity/mobile-sign-in';
import { klDate } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { orgIsOpen } from '../../../shared/registry/org-gate';
import {
  answerSmsSignIn,
  forgetSignInNumber,
  isCodeRefused,
  startSmsSignIn,
  type CognitoTokens,
} from '../../core/clients/cognito';
import { logger } from '../../core/powertools';
import { getEmployee } from '../../data/employees/employees';
import {
  countSignInCode,
  employeeOfNumber,
  endSignIn,
  newSignInId,
  saveSignIn,
  takeSignInTry,
} from '../../data/identity/mobile-sign-ins';
import { getUser } from '../../data/identity/users';
import { findOrgIdByDomain, getOrg } from '../../data/organisations/orgs';
import { DailyCodesReached } from './verification-sms';

/**
 * Signing in with the mobile number (docs/rules.md#sign-in-with-the-mobile-number, decision 0009).
 * The API finds the login: the organisation code and the number name an employee of an open
 * organisation whose record has that number verified, with an active, unlocked employee login;
 * then Cognito's choice-based sign-in texts the code (SMS OTP) and, given it, answers the tokens.
 *
 * Nothing answered says whether the code or the number belong to anyone: starting always answers a
 * new sign-in id, the day's limit counts what was typed, and every refused code is the same 422.
 */

/** 429 once the code and number have asked for the day's sign-in codes. */
export class SignInDailyLimitReached extends DailyCodesReached {
  constructor(now: number) {
    super(
      now,
      'mobileNumber',
      (wait) =>
        `This mobile number has asked for the most sign-in codes one number may get in a day (${MOBILE_SIGN_IN_DAILY_CODES}). ` +
        `Please try again after midnight Malaysia time, in ${wait}, or log in with your e-mail and password.`,
    );
  }
}

/** The active employee login the organisation code and verified number name, or undefined. */
async function loginOfNumber(domain: string, mobileNumber: string) {
  const orgId = await findOrgIdByDomain(domain);
  if (!orgId) return undefined;
  const [org, icNumber] = await Promise.all([getOrg(orgId), employeeOfNumber(orgId, mobileNumber)]);
  if (!orgIsOpen(org) || !icNumber) return undefined;
  const employee = await getEmployee(orgId, icNumber);
  if (!employee?.userId || employee.mobileNumber !== mobileNumber || employee.mobileNumberVerified !== true)
    return undefined;
  const user = await getUser(orgId, employee.userId);
  if (!user || user.role !== 'employee' || user.status !== 'Active' || user.locked) return undefined;
  return { orgId, user };
}

/**
 * Start a sign-in: count the code against what was typed, then, if it names an active employee
 * login, have Cognito text the code and remember the sign-in. The same new id either way.
 * Throws {@link SignInDailyLimitReached} past the day's codes.
 */
export async function startMobileSignIn(
  input: { domain: string; mobileNumber: string },
  now: number,
): Promise<{ signIn: string }> {
  const signIn = newSignInId();
  const counted = await countSignInCode(
    input.domain,
    input.mobileNumber,
    klDate(new Date(now * 1000)),
    MOBILE_SIGN_IN_DAILY_CODES,
    now,
  );
  if (!counted) throw new SignInDailyLimitReached(now);
  const login = await loginOfNumber(input.domain, input.mobileNumber);
  if (!login) return { signIn };
  const { orgId, user } = login;
  try {
    const session = await startSmsSignIn(user.email, input.mobileNumber, { orgDomain: input.domain });
    await saveSignIn(signIn, { orgId, userId: user.id, email: user.email, domain: input.domain, session }, now);
  } catch (error) {
    // Logged, never answered: a failure only a real login can have would tell that it exists.
    logger.error('A sign-in code could not be sent', { error: error as Error });
  }
  return { signIn };
}

/**
 * Finish a sign-in with the code texted: one try taken (the last one ends it), the login checked
 * again (locked or suspended meanwhile: refused), then Cognito's answer. Every refusal is the same 422.
 */
export async function finishMobileSignIn(input: { signIn: string; code: string }, now: number): Promise<CognitoTokens> {
  const refused = new AppError('FAILED_PRECONDITION', MOBILE_SIGN_IN_REFUSED, [
    { field: 'code', message: MOBILE_SIGN_IN_REFUSED },
  ]);
  const started = await takeSignInTry(input.signIn, now);
  if (!started) throw refused;
  const lastTry = started.tries >= MOBILE_SIGN_IN_MAX_TRIES;
  const end = async () => {
    await endSignIn(input.signIn);
    await forgetSignInNumber(started.email).catch((error: unknown) => {
      logger.error('Could not take the sign-in number off the Cognito user', { error: error as Error });
    });
  };
  const user = await getUser(started.orgId, started.userId);
  if (!user || user.status !== 'Active' || user.locked) {
    await end();
    throw refused;
  }
  try {
    const tokens = await answerSmsSignIn(started.email, started.session, input.code, { orgDomain: started.domain });
    await end();
    return tokens;
  } catch (error) {
    if (!isCodeRefused(error)) throw error;
    if (lastTry) await end();
    throw refused;
  }
}
