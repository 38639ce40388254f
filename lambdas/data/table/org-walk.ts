import { mapLimit } from '../../core/concurrency';
import { ORGS_PK, keys } from './keys';
import { table, type Key } from './table';

/**
 * Lists across organisations without a platform-wide index partition: the organisations are
 * visited one after another in id order (the platform's organisations partition, a short list),
 * each read from its own partition. A page's position is flat (strings only, so a sealed page
 * cursor accepts it): `walkOrg` = the organisation being read, plus that read's LastEvaluatedKey
 * when it stopped inside it; `walkNext` = the organisation ids already listed that follow it
 * (comma-separated), so the next page reads them without listing the ids again; `walkEnd` = no
 * organisation follows the last one listed.
 */

/**
 * Where a walk carries on (`walkIdle`: no partition is left listed, so at the organisations listed
 * after `walkAfter`; `walkOrg` is then empty). A lead partition may be named '' (see `lead`).
 */
export type WalkPosition = Record<string, string | number> & {
  walkOrg: string;
  walkNext?: string;
  walkAfter?: string;
  walkEnd?: number;
  walkIdle?: number;
};

/**
 * DynamoDB reads a page of a walk makes at most: the organisation ids (only when the position
 * carries none left) and partition reads. A page of N asked holds N rows unless it is the last:
 * it reads on through organisations without rows (each one small Query) until it is full; only a
 * run of more empty organisations than this bound makes it short, with a cursor
 * (docs/data-model.md#access-patterns-and-hot-keys). An organisation filter reads one partition.
 */
export const WALK_READS_PER_PAGE = 100;

/** Organisation ids listed by one Query and carried in the position for the pages after it. */
export const WALK_IDS_PER_QUERY = 50;

/** One read of an organisation's partition: up to `limit` items from `start`, and where it stopped. */
export type ReadOrgPage<T> = (
  orgId: string,
  start: Key | undefined,
  limit: number,
) => Promise<{ items: T[]; next?: Key }>;

/**
 * Organisation ids in id order after `after` (excluded; absent: from the first), at most `limit`,
 * soft-deleted ones too (their records stay readable to administrators). One Query reading only the ids.
 */
export async function orgIdsAfter(after: string | undefined, limit: number): Promise<string[]> {
  const out = await table.query({
    KeyConditionExpression: after ? 'pk = :pk AND sk > :after' : 'pk = :pk AND begins_with(sk, :sk)',
    ProjectionExpression: 'id',
    ExpressionAttributeValues: { ':pk': ORGS_PK, ...(after ? { ':after': keys.org(after).sk } : { ':sk': 'ORG#' }) },
    Limit: limit,
  });
  return (out.Items ?? []).map((item) => String(item.id));
}

/** Every organisation id, in id order (every page of the organisations partition, ids only). */
export async function allOrgIds(): Promise<string[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ProjectionExpression: 'id',
    ExpressionAttributeValues: { ':pk': ORGS_PK, ':sk': 'ORG#' },
  });
  return items.map((item) => String(item.id));
}

/** Every organisation's id and name, in id order (every page of the organisations partition, two attributes). */
export async function allOrgNames(): Promise<{ id: string; name: string }[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ProjectionExpression: 'id, #name',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: { ':pk': ORGS_PK, ':sk': 'ORG#' },
  });
  return items.map((item) => ({
    id: String(item.id),
    name: typeof item.name === 'string' ? item.name : String(item.id),
  }));
}

/** Is this a position a walk issued (after the page cursor that carried it was opened)? */
export const isWalkPosition = (value: unknown): value is WalkPosition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { walkOrg?: unknown }).walkOrg === 'string' &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

/**
 * One page of a walk, filled: partition reads organisation after organisation (several in one
 * organisation when DynamoDB stops a read early), listing the next organisation ids when the
 * position carries none, until the page holds `limit` items or {@link WALK_READS_PER_PAGE} reads
 * were made. Only then is a page short (even empty, when the organisations it reached have no
 * rows) with a next position; the walk is over when `next` is undefined. `lead` are partitions
 * read before the organisations (e.g. the administrators' users), named by ids that sort before
 * every organisation id.
 */
export async function walkOrgsPage<T>(opts: {
  start?: WalkPosition;
  limit: number;
  read: ReadOrgPage<T>;
  lead?: readonly string[];
}): Promise<{ items: T[]; next?: WalkPosition }> {
  const lead = opts.lead ?? [];
  const { queue, key, after, more } = opts.start
    ? positionOf(opts.start, lead)
    : { queue: [...lead], key: undefined, after: undefined, more: true };
  let start = key;
  let listedAfter = after;
  let hasMore = more;
  let reads = 0;
  const items: T[] = [];
  while (items.length < opts.limit && (queue.length > 0 || hasMore) && reads < WALK_READS_PER_PAGE) {
    if (queue.length === 0) {
      const ids = await orgIdsAfter(listedAfter, WALK_IDS_PER_QUERY);
      reads += 1;
      queue.push(...ids);
      listedAfter = ids.at(-1) ?? listedAfter;
      hasMore = ids.length === WALK_IDS_PER_QUERY;
      continue;
    }
    const page = await opts.read(queue[0], start, opts.limit - items.length);
    reads += 1;
    items.push(...page.items);
    start = page.next;
    if (!start) queue.shift();
  }
  if (queue.length === 0 && !hasMore) return { items };
  const [current = '', ...listed] = queue;
  // The ids carried fit a cursor whatever their length; those left out are listed again later.
  const carried = carriedIds(listed);
  const end = !hasMore && carried.length === listed.length;
  return {
    items,
    next: {
      ...(start ? flatKey(start) : {}),
      walkOrg: current,
      ...(carried.length ? { walkNext: carried.join(',') } : {}),
      ...(queue.length === 0 ? { walkIdle: 1, ...(listedAfter !== undefined ? { walkAfter: listedAfter } : {}) } : {}),
      ...(end ? { walkEnd: 1 } : {}),
    },
  };
}

/** The characters of organisation ids a position carries at most (a sealed cursor stays far below its bound). */
const CARRIED_IDS_CHARS = 600;

function carriedIds(ids: readonly string[]): string[] {
  const out: string[] = [];
  let chars = 0;
  for (const id of ids) {
    chars += id.length + 1;
    if (chars > CARRIED_IDS_CHARS) break;
    out.push(id);
  }
  return out;
}

/**
 * What a position says: the partitions still to read in order (the current one first), the key
 * inside the current one, the last organisation id listed (the next ids Query starts after it)
 * and whether organisations may follow it.
 */
function positionOf(position: WalkPosition, lead: readonly string[]) {
  const { walkOrg, walkNext, walkAfter, walkEnd, walkIdle, ...rest } = position;
  const queue = [...(walkIdle === 1 ? [] : [walkOrg]), ...(walkNext ? walkNext.split(',') : [])];
  const lastOrg = [...queue].reverse().find((id) => !lead.includes(id));
  return {
    queue,
    key: Object.keys(rest).length && walkIdle !== 1 ? (rest as Key) : undefined,
    // Ids are listed after the last organisation of the queue (a queue of lead partitions only: from the first).
    after: lastOrg ?? walkAfter,
    more: walkEnd !== 1,
  };
}

/**
 * Every item of every organisation (jobs and whole-month reports), organisation by organisation
 * in id order; `concurrency` organisations are read at once.
 */
export async function walkAllOrgs<T>(
  readAll: (orgId: string) => Promise<T[]>,
  opts: { concurrency?: number } = {},
): Promise<T[]> {
  const ids = await allOrgIds();
  return (await mapLimit(ids, opts.concurrency ?? 4, readAll)).flat();
}

/** A LastEvaluatedKey as flat strings and numbers (the key attributes of this table are strings). */
function flatKey(key: Key): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(key)) {
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new TypeError(`Key attribute ${name} is not a string or number`);
    out[name] = value;
  }
  return out;
}
