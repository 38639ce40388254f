import { randomInt } from 'node:crypto';
import { TooManyRequests } from '../../core/too-many-requests';
import { countRequest } from '../../data/identity/rate-limits';

/**
 * Per-organisation fairness (docs/architecture.md#per-organisation-fairness): API Gateway limits
 * each route for the whole platform, so without this one organisation's burst could use a route's
 * whole allowance and starve the others. Every signed-in call is counted against its organisation
 * (an administrator, who has none, against their own user) and the call past the limit is refused
 * with 429 and the seconds to wait:
 * - a call of a callable that may write the table is counted in the table, in fixed windows shared by
 *   every container (one conditional UpdateItem: the call writes anyway);
 * - a read is counted in the container only (a token bucket per organisation in this module), so a
 *   read never writes to be counted.
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
/** The most organisations (and administrators) a container keeps a bucket for; full buckets go first. */
const MAX_BUCKETS = 10_000;

export interface FairnessLimits {
  limit: number;
  windowSeconds: number;
}

/** How a call is counted: `write` in the table (shared by every container), `read` in the container. */
export type CallCount = 'read' | 'write';

/** A callable's calls are counted in the table only when it may write there anyway (its `access`). */
export const callCountOf = (def: { access: { table?: 'read' | 'write' } }): CallCount =>
  def.access.table === 'write' ? 'write' : 'read';

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

const subjectOf = (caller: { orgId: string | null; userId: string }) =>
  caller.orgId ? `ORG#${caller.orgId}` : `USER#${caller.userId}`;

const refusal = (caller: { orgId: string | null }, waitSeconds: number) =>
  new TooManyRequests(Math.max(1, waitSeconds), caller.orgId ? 'organisation' : 'account');

// ---------------------------------------------------------------- reads: a token bucket in the container

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date (ms). */
  at: number;
}
const buckets = new Map<string, Bucket>();

/** The bucket's tokens at `nowMs`: it refills at `limit` per window, up to `limit`. */
const tokensAt = (bucket: Bucket, nowMs: number, { limit, windowSeconds }: FairnessLimits) =>
  Math.min(limit, bucket.tokens + (Math.max(0, nowMs - bucket.at) * limit) / (windowSeconds * 1000));

/** Room for a new bucket: the full ones are forgotten (a new bucket starts full), else the oldest. */
function makeRoom(nowMs: number, limits: FairnessLimits): void {
  for (const [subject, bucket] of buckets) if (tokensAt(bucket, nowMs, limits) >= limits.limit) buckets.delete(subject);
  if (buckets.size >= MAX_BUCKETS) buckets.delete(buckets.keys().next().value as string);
}

/**
 * Take one token of the subject's bucket; the seconds until the next token when there is none.
 * Synchronous and in memory: no request, no allocation but a subject's first bucket.
 */
function takeToken(subject: string, nowMs: number, limits: FairnessLimits): number | undefined {
  let bucket = buckets.get(subject);
  if (!bucket) {
    if (buckets.size >= MAX_BUCKETS) makeRoom(nowMs, limits);
    bucket = { tokens: limits.limit, at: nowMs };
    buckets.set(subject, bucket);
  }
  bucket.tokens = tokensAt(bucket, nowMs, limits);
  bucket.at = Math.max(bucket.at, nowMs);
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return undefined;
  }
  return Math.ceil(((1 - bucket.tokens) * limits.windowSeconds) / limits.limit);
}

// ---------------------------------------------------------------- writes: fixed windows in the table

async function countInTable(subject: string, nowMs: number, limits: FairnessLimits): Promise<number | undefined> {
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
  return allowed ? undefined : windowStart + limits.windowSeconds - now;
}

/**
 * Count a read against its organisation (or, for an administrator, their user) in this container;
 * throws {@link TooManyRequests} when its bucket is empty. No request to DynamoDB.
 */
export function takeRead(
  caller: { orgId: string | null; userId: string },
  nowMs = Date.now(),
  limits = fairnessLimits(),
) {
  const wait = takeToken(subjectOf(caller), nowMs, limits);
  if (wait !== undefined) throw refusal(caller, wait);
}

/**
 * Count a call that may write against its organisation (or, for an administrator, their user) in the
 * table; throws {@link TooManyRequests} when the window's share is used up. One DynamoDB write per call.
 */
export async function takeWrite(
  caller: { orgId: string | null; userId: string },
  nowMs = Date.now(),
  limits = fairnessLimits(),
): Promise<void> {
  const wait = await countInTable(subjectOf(caller), nowMs, limits);
  if (wait !== undefined) throw refusal(caller, wait);
}
