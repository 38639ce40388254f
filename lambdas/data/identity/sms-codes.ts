import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  SMS_CODE_INTERVAL_SECONDS,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_SECONDS,
  SMS_VERIFIED_TTL_SECONDS,
} from '../../../shared/domain/employees/profile-limits';
import { AppError } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { table, isWriteConflict } from '../table/table';

/**
 * The mobile-number verification code of a user (one item per user and purpose, `keys.smsCode`): the code
 * is kept only as a salted sha-256 hash, expires after 5 minutes (TTL attribute `expiresAt`,
 * also checked on read because TTL deletion is lazy), allows 5 wrong tries, and once right
 * leaves a short-lived "verified" marker for that number that the profile update consumes.
 */
const ENTITY = 'smsCode';
const VERSION = 1;
const PURPOSE = 'mobileNumber' as const;

interface SmsCodeItem {
  purpose: string;
  mobileNumber: string;
  codeHash?: string;
  salt?: string;
  attempts: number;
  voided?: boolean;
  sentAt: number;
  expiresAt: number;
  verifiedMobile?: string;
  verifiedUntil?: number;
}

/** A code's salted sha-256 (codes are never stored in clear). */
export const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** Two hashes compared in constant time. */
export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

const TOO_MANY = 'Too many wrong codes: this code is no longer valid. Please ask for a new code.';

const refused = (message: string) => new AppError('FAILED_PRECONDITION', message, [{ field: 'code', message }]);

async function read(orgId: string, userId: string): Promise<SmsCodeItem | undefined> {
  const { Item } = await table.get({ Key: keys.smsCode(orgId, userId, PURPOSE), ConsistentRead: true });
  return Item?.purpose === PURPOSE ? (Item as unknown as SmsCodeItem) : undefined;
}

/**
 * A new 6-digit code for the number, replacing any earlier one; 429 when the last one was sent
 * less than a minute ago (the check and the write are one conditional put, so two quick
 * requests cannot both pass). Returns the code in clear, for the SMS only.
 */
export async function issueSmsCode(orgId: string, userId: string, mobileNumber: string, now: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  try {
    await table.put({
      Item: {
        ...keys.smsCode(orgId, userId, PURPOSE),
        entity: ENTITY,
        version: VERSION,
        purpose: PURPOSE,
        mobileNumber,
        codeHash: hashOf(salt, code),
        salt,
        attempts: 0,
        sentAt: now,
        expiresAt: now + SMS_CODE_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk) OR sentAt <= :cutoff OR purpose <> :purpose',
      ExpressionAttributeValues: { ':cutoff': now - SMS_CODE_INTERVAL_SECONDS, ':purpose': PURPOSE },
    });
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
    const current = await read(orgId, userId);
    const wait = Math.max(1, (current?.sentAt ?? now) + SMS_CODE_INTERVAL_SECONDS - now);
    throw new AppError('THROTTLED', `A code was sent less than a minute ago. Please try again in ${wait} seconds.`);
  }
  return code;
}

/** Take back a code whose SMS could not be sent (so the person is not throttled for nothing). */
export async function withdrawSmsCode(orgId: string, userId: string, sentAt: number): Promise<void> {
  await table
    .delete({
      Key: keys.smsCode(orgId, userId, PURPOSE),
      ConditionExpression: 'sentAt = :at AND purpose = :purpose',
      ExpressionAttributeValues: { ':at': sentAt, ':purpose': PURPOSE },
    })
    .catch(() => undefined);
}

/**
 * Check the code for the number. Every try is counted BEFORE the code is compared, in one
 * conditional write that also refuses a sixth try, so at most five codes are ever compared however
 * many requests race. Right: the code is consumed and the number marked verified for a few
 * minutes. Wrong: one try fewer; the fifth wrong try voids the code. Every refusal is a 422 saying
 * what to do next.
 */
export async function verifySmsCode(
  orgId: string,
  userId: string,
  mobileNumber: string,
  code: string,
  now: number,
): Promise<void> {
  const item = await read(orgId, userId);
  if (item?.voided) throw refused(TOO_MANY);
  if (!item?.codeHash || !item.salt) throw refused('No verification code is waiting. Please ask for a new code.');
  if (item.expiresAt <= now) throw refused('The verification code has expired. Please ask for a new code.');
  if (item.mobileNumber !== mobileNumber)
    throw refused(`The code was sent to ${item.mobileNumber}. Please ask for a code for ${mobileNumber}.`);
  const key = keys.smsCode(orgId, userId, PURPOSE);

  let attempts: number;
  try {
    const out = await table.update({
      Key: key,
      UpdateExpression: 'SET attempts = attempts + :one',
      ConditionExpression: 'codeHash = :h AND attempts < :max',
      ExpressionAttributeValues: { ':one': 1, ':h': item.codeHash, ':max': SMS_CODE_MAX_ATTEMPTS },
      ReturnValues: 'UPDATED_NEW',
    });
    attempts = Number(out.Attributes?.attempts);
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
    const now2 = await read(orgId, userId);
    if (now2?.codeHash && now2.codeHash === item.codeHash) throw refused(TOO_MANY);
    throw refused('This code was already used or replaced. Please ask for a new code.');
  }

  if (sameHash(hashOf(item.salt, code), item.codeHash)) {
    const until = now + SMS_VERIFIED_TTL_SECONDS;
    try {
      await table.update({
        Key: key,
        UpdateExpression: 'SET verifiedMobile = :m, verifiedUntil = :until, expiresAt = :until REMOVE codeHash, salt',
        ConditionExpression: 'codeHash = :h',
        ExpressionAttributeValues: { ':m': mobileNumber, ':until': until, ':h': item.codeHash },
      });
    } catch (err) {
      if (isWriteConflict(err)) throw refused('This code was already used. Please ask for a new code.');
      throw err;
    }
    return;
  }

  if (attempts >= SMS_CODE_MAX_ATTEMPTS) {
    await table
      .update({
        Key: key,
        UpdateExpression: 'SET voided = :true REMOVE codeHash, salt',
        ConditionExpression: 'codeHash = :h',
        ExpressionAttributeValues: { ':true': true, ':h': item.codeHash },
      })
      .catch((err: unknown) => {
        if (!isWriteConflict(err)) throw err;
      });
    throw refused(TOO_MANY);
  }
  const left = SMS_CODE_MAX_ATTEMPTS - attempts;
  throw refused(`Wrong verification code. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
}

/** The number was verified by code for this user within the last few minutes. */
export async function hasVerifiedMobile(
  orgId: string,
  userId: string,
  mobileNumber: string,
  now: number,
): Promise<boolean> {
  const item = await read(orgId, userId);
  return item?.verifiedMobile === mobileNumber && (item.verifiedUntil ?? 0) > now;
}

/** Use up the "verified" marker of the number (a verification saves one change only). */
export async function consumeVerifiedMobile(orgId: string, userId: string, mobileNumber: string): Promise<void> {
  try {
    await table.update({
      Key: keys.smsCode(orgId, userId, PURPOSE),
      UpdateExpression: 'REMOVE verifiedMobile, verifiedUntil',
      ConditionExpression: 'verifiedMobile = :m',
      ExpressionAttributeValues: { ':m': mobileNumber },
    });
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
  }
}

/** Who holds the mobile number within the organisation, if anyone (numbers are unique per employer). */
export async function mobileClaimOwner(
  orgId: string,
  mobileNumber: string,
): Promise<{ orgId?: string; employeeICNumber?: string } | undefined> {
  const { Item } = await table.get({ Key: keys.uniqueMobile(orgId, mobileNumber), ConsistentRead: true });
  if (!Item) return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { orgId: text(Item.orgId), employeeICNumber: text(Item.employeeICNumber) };
}
