import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { PayoutChoice } from '../../../shared/domain/advance-pay/advance-transaction';
import type { Sen } from '../../../shared/domain/money/money';
import { AppError } from '../../../shared/registry/errors';
import { keys } from '../table/keys';
import { table, type TransactItem, isWriteConflict } from '../table/table';

/**
 * The verification code of an Advance Pay withdrawal (docs/rules.md#verification-codes-and-lock-out), one item per user
 * under `keys.smsCode(orgId, userId, 'withdrawal')`:
 * - the code is kept only as a salted sha-256 hash, bound to the amount, reason and payout (standard
 *   or instant) it was sent for;
 * - it expires after 5 minutes (`codeExpiresAt`, checked on read; deliberately NOT the table's TTL
 *   attribute, because the item also holds the wrong-code counter, which must outlive a code);
 * - one new code per 2 minutes (`sentAt`, a conditional write: two quick requests cannot both pass);
 * - `wrongAttempts` counts the tries of the current lock-out window, across codes. Each try is
 *   counted BEFORE its code is compared, by one conditional write that refuses once five are
 *   counted: at most five codes are ever compared per window, however many requests race. A right
 *   code gives its try back unless its withdrawal is stored (which resets the count in its own
 *   transaction).
 * - `wrongCodes` counts the codes compared and found wrong in the window: the fifth locks the
 *   account (the caller does it). Tries in flight are not wrong codes: a burst of requests with the
 *   RIGHT code (a double-click, a retrying client) is refused while the tries are taken, never
 *   locked. See docs/rules.md#verification-codes-and-lock-out.
 */
const ENTITY = 'withdrawalCode';
const VERSION = 1;

/** A code is valid this long: 5 minutes. */
export const WITHDRAWAL_CODE_TTL_SECONDS = 5 * 60;
/** One new code per this long: 2 minutes (the page's resend timer counts the same). */
export const WITHDRAWAL_CODE_INTERVAL_SECONDS = 2 * 60;
/** The wrong code in a row that locks the account: the fifth. */
export const WITHDRAWAL_MAX_WRONG_CODES = 5;
/** What a code is bound to: a code confirms only the request it was sent for. */
export interface CodeBinding {
  amountSen: Sen;
  reason: string;
  payout: PayoutChoice;
}

/** The refusal of a right code sent for another payout (the code is dropped, as for another amount). */
export const CODE_PAYOUT_DIFFERS =
  'The code was sent for another payout (standard or instant). Please ask for a new code.';

/** The answer (429) to a code not compared because the window's tries are taken by requests still being checked. */
export const CODE_BUSY_MESSAGE =
  'Your verification code is already being checked. Please wait a moment, then look at your transactions before trying again.';

export interface CodeItem {
  codeHash?: string;
  salt?: string;
  amountSen?: number;
  reason?: string;
  /** Absent on a code sent before the payout was bound: standard. */
  payout?: PayoutChoice;
  sentAt?: number;
  codeExpiresAt?: number;
  wrongAttempts?: number;
  wrongCodes?: number;
}

const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
const keyOf = (orgId: string, userId: string) => keys.smsCode(orgId, userId, 'withdrawal');
/** The key of the user's withdrawal code item (to read it, consistently, with other items). */
export const withdrawalCodeKey = keyOf;
const refused = (message: string) =>
  new AppError('FAILED_PRECONDITION', message, [{ field: 'verificationCode', message }]);

async function read(orgId: string, userId: string): Promise<CodeItem | undefined> {
  const { Item } = await table.get({ Key: keyOf(orgId, userId), ConsistentRead: true });
  return Item as CodeItem | undefined;
}

/**
 * A new 6-digit code for a withdrawal of `amountSen` for `reason` and `payout`, replacing any earlier code
 * (the wrong-code counter stays); 429 THROTTLED, saying when to retry, when the last code was
 * sent less than 2 minutes ago. Returns the code in clear, for the SMS only.
 */
export async function issueWithdrawalCode(
  orgId: string,
  userId: string,
  bound: CodeBinding,
  now: number,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  try {
    await table.update({
      Key: keyOf(orgId, userId),
      UpdateExpression:
        'SET #entity = :entity, #version = :version, codeHash = :hash, salt = :salt, amountSen = :amount, #reason = :reason, #payout = :payout, sentAt = :now, codeExpiresAt = :expires',
      ConditionExpression: 'attribute_not_exists(sentAt) OR sentAt <= :cutoff',
      ExpressionAttributeNames: {
        '#entity': 'entity',
        '#version': 'version',
        '#reason': 'reason',
        '#payout': 'payout',
      },
      ExpressionAttributeValues: {
        ':entity': ENTITY,
        ':version': VERSION,
        ':hash': hashOf(salt, code),
        ':salt': salt,
        ':amount': bound.amountSen,
        ':reason': bound.reason,
        ':payout': bound.payout,
        ':now': now,
        ':expires': now + WITHDRAWAL_CODE_TTL_SECONDS,
        ':cutoff': now - WITHDRAWAL_CODE_INTERVAL_SECONDS,
      },
    });
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
    const current = await read(orgId, userId);
    const wait = Math.max(1, (current?.sentAt ?? now) + WITHDRAWAL_CODE_INTERVAL_SECONDS - now);
    throw new AppError('THROTTLED', `A code was sent less than 2 minutes ago. Please try again in ${wait} seconds.`, [
      { field: 'retryAfterSeconds', message: String(wait) },
    ]);
  }
  return code;
}

/** Take back a code whose SMS could not be sent (so the person is not throttled for nothing). */
export async function withdrawWithdrawalCode(orgId: string, userId: string, sentAt: number): Promise<void> {
  await table
    .update({
      Key: keyOf(orgId, userId),
      UpdateExpression: 'REMOVE codeHash, salt, amountSen, #reason, #payout, sentAt, codeExpiresAt',
      ExpressionAttributeNames: { '#reason': 'reason', '#payout': 'payout' },
      ConditionExpression: 'sentAt = :at',
      ExpressionAttributeValues: { ':at': sentAt },
    })
    .catch(() => undefined);
}

/**
 * The outcome of checking a code (no write of the withdrawal yet: a right code is consumed by
 * `consumeCodeItem` in the withdrawal's own TransactWrite):
 * - `ok`: right code, for this amount, reason and payout;
 * - `wrong`: compared and wrong; `wrongCodes` counted in this window, `locked` when it was the fifth;
 * - `refused`: not compared at all, because the window's tries are taken: `locked` when five wrong
 *   codes were counted, else by requests still being checked (the caller asks to wait, no lock).
 */
export type CodeCheck =
  | { outcome: 'ok'; codeHash: string }
  | { outcome: 'wrong'; wrongCodes: number; locked: boolean }
  | { outcome: 'refused'; locked: boolean };

/**
 * Check `code` against the user's waiting code for this amount, reason and payout. Refuses (422) when no
 * code waits, it expired, or it was sent for another amount, reason or payout (the code is then dropped:
 * ask for a new one). The try is counted first (see the module comment), then compared.
 * `read` gives the code item when the caller has just read it consistently (with its other
 * items): the try's conditional write still decides, so a read a moment earlier loosens nothing.
 */
export async function checkWithdrawalCode(
  orgId: string,
  userId: string,
  code: string,
  bound: CodeBinding,
  now: number,
  alreadyRead?: { item: CodeItem | undefined },
): Promise<CodeCheck> {
  const item = alreadyRead ? alreadyRead.item : await read(orgId, userId);
  if ((item?.wrongCodes ?? 0) >= WITHDRAWAL_MAX_WRONG_CODES) return { outcome: 'refused', locked: true };
  if ((item?.wrongAttempts ?? 0) >= WITHDRAWAL_MAX_WRONG_CODES) return { outcome: 'refused', locked: false };
  if (!item?.codeHash || !item.salt) throw refused('No verification code is waiting. Please ask for a new code.');
  if ((item.codeExpiresAt ?? 0) <= now) throw refused('The verification code has expired. Please ask for a new code.');

  try {
    await table.update({
      Key: keyOf(orgId, userId),
      UpdateExpression: 'SET wrongAttempts = if_not_exists(wrongAttempts, :zero) + :one',
      ConditionExpression: 'attribute_not_exists(wrongAttempts) OR wrongAttempts < :max',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': WITHDRAWAL_MAX_WRONG_CODES },
    });
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
    // Taken by the requests racing this one: locked only if five of them were wrong codes.
    return { outcome: 'refused', locked: ((await read(orgId, userId))?.wrongCodes ?? 0) >= WITHDRAWAL_MAX_WRONG_CODES };
  }

  if (sameHash(hashOf(item.salt, code), item.codeHash)) {
    const otherRequest = item.amountSen !== bound.amountSen || item.reason !== bound.reason;
    if (otherRequest || (item.payout ?? 'standard') !== bound.payout) {
      await dropCode(orgId, userId, item.codeHash);
      await releaseTry(orgId, userId);
      throw refused(
        otherRequest
          ? 'The amount or reason differs from the one the code was sent for. Please ask for a new code.'
          : CODE_PAYOUT_DIFFERS,
      );
    }
    return { outcome: 'ok', codeHash: item.codeHash };
  }
  // The wrong code keeps its try (it counts towards the lock) and is counted as wrong.
  const out = await table.update({
    Key: keyOf(orgId, userId),
    UpdateExpression: 'SET wrongCodes = if_not_exists(wrongCodes, :zero) + :one',
    ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  });
  const wrongCodes = Number(out.Attributes?.wrongCodes);
  return { outcome: 'wrong', wrongCodes, locked: wrongCodes >= WITHDRAWAL_MAX_WRONG_CODES };
}

/**
 * Give back the try a right code used when its withdrawal was refused (a race on the limit, the
 * frequency rule, or the code itself used by a racing request): only wrong codes may bring the
 * account closer to a lock.
 */
export async function releaseTry(orgId: string, userId: string): Promise<void> {
  await table
    .update({
      Key: keyOf(orgId, userId),
      UpdateExpression: 'SET wrongAttempts = wrongAttempts - :one',
      ConditionExpression: 'wrongAttempts > :zero',
      ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
    })
    .catch((err: unknown) => {
      if (!isWriteConflict(err)) throw err;
    });
}

async function dropCode(orgId: string, userId: string, codeHash: string): Promise<void> {
  try {
    await table.update({
      Key: keyOf(orgId, userId),
      UpdateExpression: 'REMOVE codeHash, salt, amountSen, #reason, #payout, codeExpiresAt',
      ConditionExpression: 'codeHash = :h',
      ExpressionAttributeNames: { '#reason': 'reason', '#payout': 'payout' },
      ExpressionAttributeValues: { ':h': codeHash },
    });
  } catch (err) {
    if (!isWriteConflict(err)) throw err;
  }
}

/**
 * The TransactWrite item that consumes a right code with the withdrawal it confirms: refused when
 * the code is no longer the one checked (used by a racing request), and it resets the tries and
 * the wrong-code count. The throttle (`sentAt`) stays.
 */
export function consumeCodeItem(orgId: string, userId: string, codeHash: string): TransactItem {
  return {
    Update: {
      Key: keyOf(orgId, userId),
      UpdateExpression:
        'REMOVE codeHash, salt, amountSen, #reason, #payout, codeExpiresAt SET wrongAttempts = :zero, wrongCodes = :zero',
      ConditionExpression: 'codeHash = :h',
      ExpressionAttributeNames: { '#reason': 'reason', '#payout': 'payout' },
      ExpressionAttributeValues: { ':h': codeHash, ':zero': 0 },
    },
  };
}

/** Forget the wrong-code count and any waiting code (an unlock starts afresh). */
export async function clearWithdrawalCode(orgId: string, userId: string): Promise<void> {
  await table.delete({ Key: keyOf(orgId, userId) });
}

/** How many wrong codes the user has entered in the current lock-out window (0 when none). */
export async function wrongCodesOf(orgId: string, userId: string): Promise<number> {
  return (await read(orgId, userId))?.wrongCodes ?? 0;
}
