import { randomInt } from 'node:crypto';
import { TooManyRequests } from '../../core/too-many-requests';
import { countRequest } from '../../data/identity/rate-limits';

/**
 * Per-organisation fairness (docs/architecture.md#per-organisation-fairness): API Gateway limits
 * each route for the whole platform, so without this one organisation's burst could use a route's
 * whole allowance and starve the others. Every signed-in call is counted against its
 * organisation in fixed windows (an administrator, who has none, against their own user), and
 * the call past the limit is refused with 429 and the seconds left in the window.
 *
 * Public callables (no caller) are not counted: they have only their route's limit.
 */

/** Requests one organisation may make per window (default 1,000 per 10 s: 100 a second). */
export const DEFAULT_ORG_REQUEST_LIMIT = 1000;
export const DEFAULT_ORG_WINDOW_SECONDS = 10;
/**
 * Requests per second one counter item takes at most before the window is spread over more
 * items: far below DynamoDB's 1,000 writes a second on one partition.
 */
const WRITES_PER_SECOND_PER_SHARD = 250;

export interface FairnessLimits {
  limit: number;
  windowSeconds: number;
}

const positiveInt = (text: string | undefined, fallback: number): number => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** The limits from the environment (`ORG_REQUEST_LIMIT`, `ORG_REQUEST_WINDOW_SECONDS`), read on each call. */
export const fairnessLimits = (): FairnessLimits => ({
  limit: positiveInt(process.env.ORG_REQUEST_LIMIT, DEFAULT_ORG_REQUEST_LIMIT),
  windowSeconds: positiveInt(process.env.ORG_REQUEST_WINDOW_SECONDS, DEFAULT_ORG_WINDOW_SECONDS),
});

/** How many counters a window is spread over (each takes an equal share of the limit). */
export const shardsFor = ({ limit, windowSeconds }: FairnessLimits): number =>
  Math.max(1, Math.ceil(limit / windowSeconds / WRITES_PER_SECOND_PER_SHARD));

/**
 * Count this call against its organisation (or, for an administrator, their user); throws
 * {@link TooManyRequests} when the window's share is used up. One DynamoDB write per call.
 */
export async function takeRequest(
  caller: { orgId: string | null; userId: string },
  nowMs = Date.now(),
  limits = fairnessLimits(),
): Promise<void> {
  const subject = caller.orgId ? `ORG#${caller.orgId}` : `USER#${caller.userId}`;
  const now = Math.floor(nowMs / 1000);
  const windowStart = now - (now % limits.windowSeconds);
  const shards = shardsFor(limits);
  const allowed = await countRequest({
    subject,
    windowStart,
    windowSeconds: limits.windowSeconds,
    shard: shards > 1 ? randomInt(shards) : 0,
    shardLimit: Math.ceil(limits.limit / shards),
  });
  if (!allowed) {
    const wait = Math.max(1, windowStart + limits.windowSeconds - now);
    throw new TooManyRequests(wait, caller.orgId ? 'organisation' : 'account');
  }
}
