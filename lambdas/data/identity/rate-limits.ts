import { rateLimitKey } from '../table/keys';
import { countUnderLimit } from '../table/capped-counters';

/**
 * Fixed-window request counters (docs/architecture.md#per-organisation-fairness): one item per
 * subject, window and shard, counted by ONE conditional `UpdateItem ADD` that refuses once the
 * shard's share of the limit is reached, so the count never passes it however many requests race.
 * Items expire through the table's TTL a minute after their window.
 */
const ENTITY = 'rateCounter';
const VERSION = 1;

/** How long a counter outlives its window before TTL may delete it. */
const KEEP_AFTER_WINDOW_SECONDS = 60;

export interface CountRequest {
  /** `ORG#<orgId>` or `USER#<userId>`. */
  subject: string;
  /** The window's first Unix second. */
  windowStart: number;
  windowSeconds: number;
  /** Which counter of the window this request goes to (0 … shards − 1). */
  shard: number;
  /** The most requests this shard lets through in the window. */
  shardLimit: number;
}

/** Count one request; false (nothing counted) when the shard's share of the window is used up. */
export async function countRequest(request: CountRequest): Promise<boolean> {
  return countUnderLimit({
    key: rateLimitKey(request.subject, request.windowStart, request.shard),
    limit: request.shardLimit,
    expiresAt: request.windowStart + request.windowSeconds + KEEP_AFTER_WINDOW_SECONDS,
    entity: ENTITY,
    version: VERSION,
  });
}
