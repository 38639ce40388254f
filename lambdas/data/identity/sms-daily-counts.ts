import { keys } from '../table/keys';
import { countUnderLimit } from '../table/capped-counters';
import { table } from '../table/table';

/**
 * Per-number daily counters of verification SMS (docs/rules.md#verification-codes-and-lock-out):
 * one item per number and Malaysian day, counted by ONE conditional `UpdateItem ADD` that refuses
 * once the limit is reached, so racing requests never send more than the limit. Items expire through
 * the table's TTL two days after their day.
 */
const ENTITY = 'smsDailyCount';
const VERSION = 1;
const KEEP_SECONDS = 2 * 24 * 60 * 60;

/**
 * Count one verification SMS to `mobile` on `day` (yyyy-MM-dd, Malaysia); with `userId`, one that
 * user asked for and that is not sent (the number is another person's), counted apart so that it
 * never uses up the number's own allowance. False (nothing counted) when the limit is reached.
 */
export async function countVerificationSms(
  mobile: string,
  day: string,
  limit: number,
  now: number,
  userId?: string,
): Promise<boolean> {
  return countUnderLimit({
    key: keys.smsDailyCount(mobile, day, userId),
    limit,
    expiresAt: now + KEEP_SECONDS,
    entity: ENTITY,
    version: VERSION,
  });
}

/** Give back one count (an SMS that could not be sent), never below zero. */
export async function uncountVerificationSms(mobile: string, day: string, userId?: string): Promise<void> {
  await table
    .update({
      Key: keys.smsDailyCount(mobile, day, userId),
      UpdateExpression: 'ADD #count :minus',
      ConditionExpression: '#count > :zero',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
    })
    .catch(() => undefined);
}
