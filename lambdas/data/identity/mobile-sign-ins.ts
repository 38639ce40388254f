import { randomBytes } from 'node:crypto';
import { MOBILE_SIGN_IN_MAX_TRIES, MOBILE_SIGN_IN_SECONDS } from '../../../shared/domain/identity/mobile-sign-in';
import { countUnderLimit } from '../table/capped-counters';
import { keys } from '../table/keys';
import { conditionFailedAt, table } from '../table/table';

/**
 * A sign-in with the mobile number under way (docs/rules.md#sign-in-with-the-mobile-number): one
 * item per sign-in, under a random id the person's device holds, naming the login and Cognito's
 * challenge session; it takes {@link MOBILE_SIGN_IN_MAX_TRIES} codes and lives 3 minutes (TTL
 * attribute `expiresAt`, also checked on read because TTL deletion is lazy). Beside it, the day's
 * count of codes asked for with one organisation code and number (`keys.mobileSignInCount`).
 */
const ENTITY = 'mobileSignIn';
const COUNT_ENTITY = 'mobileSignInCount';
const VERSION = 1;
/** How long a day's count outlives its day before TTL may delete it. */
const KEEP_COUNT_SECONDS = 2 * 24 * 60 * 60;

/** What a sign-in under way remembers. */
export interface MobileSignIn {
  orgId: string;
  userId: string;
  email: string;
  /** The organisation code typed (the pre-authentication trigger checks it again). */
  domain: string;
  /** Cognito's session of the SMS_OTP challenge. */
  session: string;
}

/** A new sign-in id: as long and as random for a sign-in that sent nothing. */
export const newSignInId = (): string => randomBytes(18).toString('base64url');

/** Count one code asked for with this organisation code and number on `day`; false once the day's `limit` is reached. */
export function countSignInCode(domain: string, mobile: string, day: string, limit: number, now: number) {
  return countUnderLimit({
    key: keys.mobileSignInCount(domain, mobile, day),
    limit,
    expiresAt: now + KEEP_COUNT_SECONDS,
    entity: COUNT_ENTITY,
    version: VERSION,
  });
}

/** Remember a started sign-in under its id. */
export async function saveSignIn(id: string, signIn: MobileSignIn, now: number): Promise<void> {
  await table.put({
    Item: {
      ...keys.mobileSignIn(id),
      entity: ENTITY,
      version: VERSION,
      ...signIn,
      tries: 0,
      expiresAt: now + MOBILE_SIGN_IN_SECONDS,
    },
  });
}

/**
 * Take one try of the sign-in, by one conditional update that refuses past the last try or the
 * sign-in's time, so racing requests never compare more codes than allowed. The sign-in, or
 * undefined when there is none (unknown id, ended, expired, no tries left).
 */
export async function takeSignInTry(id: string, now: number): Promise<(MobileSignIn & { tries: number }) | undefined> {
  try {
    const { Attributes } = await table.update({
      Key: keys.mobileSignIn(id),
      UpdateExpression: 'ADD tries :one',
      ConditionExpression: 'attribute_exists(pk) AND tries < :max AND expiresAt > :now',
      ExpressionAttributeValues: { ':one': 1, ':max': MOBILE_SIGN_IN_MAX_TRIES, ':now': now },
      ReturnValues: 'ALL_NEW',
    });
    return Attributes as (MobileSignIn & { tries: number }) | undefined;
  } catch (err) {
    if (conditionFailedAt(err)) return undefined;
    throw err;
  }
}

/** End the sign-in (signed in, or its last try spent). */
export async function endSignIn(id: string): Promise<void> {
  await table.delete({ Key: keys.mobileSignIn(id) });
}

/** The employee (IC number) whose claim on this number the organisation holds, if any. */
export async function employeeOfNumber(orgId: string, mobileNumber: string): Promise<string | undefined> {
  const { Item } = await table.get({ Key: keys.uniqueMobile(orgId, mobileNumber), ConsistentRead: true });
  return typeof Item?.employeeICNumber === 'string' ? Item.employeeICNumber : undefined;
}
