import { randomBytes, randomInt } from 'node:crypto';
import {
  PASSWORD_RESET_CODE_TTL_SECONDS,
  PASSWORD_RESET_MAX_WRONG_CODES,
} from '../../../shared/domain/identity/password-reset';
import { countUnderLimit } from '../table/capped-counters';
import { keys } from '../table/keys';
import { isWriteConflict, table } from '../table/table';
import { hashOf, sameHash } from './sms-codes';

/**
 * A forgotten password's code (docs/rules.md#forgotten-password), one item per login
 * (`keys.passwordResetCode`): kept only as a salted sha-256 hash, working for 15 minutes (TTL
 * attribute `expiresAt`, also checked on read because TTL deletion is lazy), taking 5 wrong codes
 * before it ends. A new code replaces the earlier one. Beside it, the day's count of codes asked
 * for with one organisation code and e-mail (`keys.passwordResetCount`).
 */
const ENTITY = 'passwordResetCode';
const COUNT_ENTITY = 'passwordResetCount';
const VERSION = 1;
/** How long a day's count outlives its day before TTL may delete it. */
const KEEP_COUNT_SECONDS = 2 * 24 * 60 * 60;

interface ResetCodeItem {
  codeHash?: string;
  salt?: string;
  attempts: number;
  sentAt: number;
  expiresAt: number;
}

/**
 * Count one code asked for with this organisation code (`''` for none) and e-mail on `day`
 * (yyyy-MM-dd, Malaysia); false (nothing counted) once the day's `limit` is reached.
 */
export function countResetRequest(domain: string, email: string, day: string, limit: number, now: number) {
  return countUnderLimit({
    key: keys.passwordResetCount(domain, email.toLowerCase(), day),
    limit,
    expiresAt: now + KEEP_COUNT_SECONDS,
    entity: COUNT_ENTITY,
    version: VERSION,
  });
}

/** A new 6-digit code for the login, replacing any earlier one; the code in clear, for the message only. */
export async function issueResetCode(orgId: string | null, userId: string, now: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  await table.put({
    Item: {
      ...keys.passwordResetCode(orgId, userId),
      entity: ENTITY,
      version: VERSION,
      codeHash: hashOf(salt, code),
      salt,
      attempts: 0,
      sentAt: now,
      expiresAt: now + PASSWORD_RESET_CODE_TTL_SECONDS,
    },
  });
  return code;
}

/** Take back a code whose message could not be sent. */
export async function withdrawResetCode(orgId: string | null, userId: string, sentAt: number): Promise<void> {
  await table
    .delete({
      Key: keys.passwordResetCode(orgId, userId),
      ConditionExpression: 'sentAt = :at',
      ExpressionAttributeValues: { ':at': sentAt },
    })
    .catch(() => undefined);
}

/**
 * Use up the login's code if `code` is it: true once, and the code is gone. Every try is counted
 * BEFORE the code is compared, in one conditional write that refuses a sixth, so at most five
 * codes are ever compared however many requests race; the fifth wrong one ends the code. False
 * for every refusal alike (none waiting, expired, wrong, spent): the caller answers them the same.
 */
export async function consumeResetCode(
  orgId: string | null,
  userId: string,
  code: string,
  now: number,
): Promise<boolean> {
  const key = keys.passwordResetCode(orgId, userId);
  const { Item } = await table.get({ Key: key, ConsistentRead: true });
  const item = Item as unknown as ResetCodeItem | undefined;
  if (!item?.codeHash || !item.salt || item.expiresAt <= now) return false;
  let attempts: number;
  try {
    const out = await table.update({
      Key: key,
      UpdateExpression: 'SET attempts = attempts + :one',
      ConditionExpression: 'codeHash = :h AND attempts < :max',
      ExpressionAttributeValues: { ':one': 1, ':h': item.codeHash, ':max': PASSWORD_RESET_MAX_WRONG_CODES },
      ReturnValues: 'UPDATED_NEW',
    });
    attempts = Number(out.Attributes?.attempts);
  } catch (err) {
    if (isWriteConflict(err)) return false;
    throw err;
  }
  if (sameHash(hashOf(item.salt, code), item.codeHash)) {
    // One use: the delete is conditional on this very code, so two racing right answers reset once.
    try {
      await table.delete({
        Key: key,
        ConditionExpression: 'codeHash = :h',
        ExpressionAttributeValues: { ':h': item.codeHash },
      });
      return true;
    } catch (err) {
      if (isWriteConflict(err)) return false;
      throw err;
    }
  }
  if (attempts >= PASSWORD_RESET_MAX_WRONG_CODES) {
    await table
      .update({
        Key: key,
        UpdateExpression: 'REMOVE codeHash, salt',
        ConditionExpression: 'codeHash = :h',
        ExpressionAttributeValues: { ':h': item.codeHash },
      })
      .catch((err: unknown) => {
        if (!isWriteConflict(err)) throw err;
      });
  }
  return false;
}
