import { mapLimit } from '../core/concurrency';
import { ORGS_PK, keys } from './keys';
import { table, type Key } from './table';

/**
 * Lists across organisations without a platform-wide index partition: the organisations are
 * visited one after another in id order (the platform's organisations partition, a short list),
 * each read from its own partition. A page's position is flat (strings only, so a sealed page
 * cursor accepts it): `walkOrg` = the organisation being read, plus that read's LastEvaluatedKey
 * when it stopped inside it.
 */

/** Where a walk carries on: the organisation, and the key inside it (absent: its start). */
export type WalkPosition = Record<string, string | number> & { walkOrg: string };

/**
 * DynamoDB Queries a page makes at most: one of organisation ids, the rest partition reads. The
 * page fills across organisations with few rows until this bound; a page is short only when the
 * bound is hit first. Three, so an administrator's call stays within the 3 reads a call of the
 * load benchmark's target with its names' BatchGet beside it (docs/data-model.md#access-patterns-and-hot-keys):
 * a page fills from the organisations it reaches, and an organisation filter reads one partition.
 */
export const WALK_QUERIES_PER_PAGE = 3;

/** One read of an organisation's partition: up to `limit` items from `start`, and where it stopped. */
export type ReadOrgPage<T> = (
  orgId: string,
  start: Key | undefined,
  limit: number,
) => Promise<{ items: T[]; next?: Key }>;

/**
 * Organisation ids in id order from `from` (included), at most `limit`, soft-deleted ones too
 * (their records stay readable to administrators). One Query reading only the ids.
 */
export async function orgIdsFrom(from: string | undefined, limit?: number): Promise<string[]> {
  const out = await table.query({
    KeyConditionExpression: from ? 'pk = :pk AND sk >= :from' : 'pk = :pk AND begins_with(sk, :sk)',
    ProjectionExpression: 'id',
    ExpressionAttributeValues: { ':pk': ORGS_PK, ...(from ? { ':from': keys.org(from).sk } : { ':sk': 'ORG#' }) },
    ...(limit ? { Limit: limit } : {}),
  });
  return (out.Items ?? []).map((item) => String(item.id)).filter((id) => !from || id >= from);
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
 * One page of a walk, filled: one Query of organisation ids, then partition reads organisation
 * after organisation (several in one organisation when DynamoDB stops a read early) until the
 * page holds `limit` items or {@link WALK_QUERIES_PER_PAGE} Queries were made in all. Only then
 * is a page short with a next position; the walk is over when `next` is undefined. `lead` are
 * partitions read before the organisations (e.g. the administrators' users), named by ids that
 * sort before every organisation id.
 */
export async function walkOrgsPage<T>(opts: {
  start?: WalkPosition;
  limit: number;
  read: ReadOrgPage<T>;
  lead?: readonly string[];
}): Promise<{ items: T[]; next?: WalkPosition }> {
  const lead = opts.lead ?? [];
  const from = opts.start?.walkOrg;
  const inLead = from !== undefined && lead.includes(from);
  const leadIds = from === undefined ? [...lead] : inLead ? lead.slice(lead.indexOf(from)) : [];
  // As many ids as there can be partition reads, and one more: the position the next page starts from.
  const orgIds = await orgIdsFrom(inLead ? undefined : from, WALK_QUERIES_PER_PAGE);
  let queries = 1;
  const items: T[] = [];
  let start: Key | undefined = opts.start ? withoutWalk(opts.start) : undefined;
  for (const orgId of [...leadIds, ...orgIds]) {
    for (;;) {
      if (queries >= WALK_QUERIES_PER_PAGE || items.length >= opts.limit)
        return { items, next: start ? { ...flatKey(start), walkOrg: orgId } : { walkOrg: orgId } };
      const page = await opts.read(orgId, start, opts.limit - items.length);
      queries += 1;
      items.push(...page.items);
      start = page.next;
      if (!start) break;
    }
  }
  // Fewer ids came than asked for (each costs a read, so a full answer hits the bound above first): the walk is over.
  return { items };
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

function withoutWalk(position: WalkPosition): Key | undefined {
  const { walkOrg: _org, ...key } = position;
  return Object.keys(key).length ? key : undefined;
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
