import { EMPLOYEE_STATUS, type EmployeeStatus } from '../../../shared/domain/employees/employee';
import { employeeCountKeys, keys } from '../table/keys';
import { isWriteConflict, table, type Item, type TransactItem } from '../table/table';

/**
 * An organisation's live (not deleted) employees by status, kept as counters instead of counted:
 * every transaction that adds, approves, deletes or restores an employee carries an `ADD` of its
 * change ({@link employeeCountsItem}), so a dashboard reads a few small items instead of the
 * directory (docs/data-model.md#employee-counters).
 *
 * The counters are spread over {@link SHARDS} items: each write adds to one shard picked at
 * random, so concurrent writes of one organisation (an import's parallel groups, the approval
 * worker) do not all contend for one item; the reader sums the shards with one Query.
 */
export interface EmployeeCounts {
  pending: number;
  approved: number;
}

export type CountsDelta = Partial<EmployeeCounts>;

const ENTITY = 'employeeCounts';
const VERSION = 1;
export const SHARDS = 4;

const FIELD: Record<EmployeeStatus, keyof EmployeeCounts> = {
  [EMPLOYEE_STATUS.pending]: 'pending',
  [EMPLOYEE_STATUS.approved]: 'approved',
};

/** The change of the counters when an employee goes from one status to another (undefined: absent or deleted). */
export function statusDelta(from: EmployeeStatus | undefined, to: EmployeeStatus | undefined): CountsDelta {
  const delta: CountsDelta = {};
  if (from) delta[FIELD[from]] = (delta[FIELD[from]] ?? 0) - 1;
  if (to) delta[FIELD[to]] = (delta[FIELD[to]] ?? 0) + 1;
  return delta;
}

/** The sum of several changes (a group of employees written in one transaction). */
export function sumDeltas(deltas: readonly CountsDelta[]): CountsDelta {
  const out: CountsDelta = {};
  for (const d of deltas)
    for (const [field, n] of Object.entries(d) as [keyof EmployeeCounts, number][]) out[field] = (out[field] ?? 0) + n;
  return out;
}

/** The status of a stored employee item that counts: its status while live, none when deleted or absent. */
export function countedStatus(item: Item | undefined): EmployeeStatus | undefined {
  if (!item || item.deleted === true) return undefined;
  return item.status === EMPLOYEE_STATUS.approved || item.status === EMPLOYEE_STATUS.pending ? item.status : undefined;
}

const isEmpty = (delta: CountsDelta) => !Object.values(delta).some((n) => n !== 0);

/**
 * The transaction item adding `delta` to the organisation's counters (one shard, at random), or
 * none when nothing changes. `changes` counts the writes, so a recount can tell a write happened
 * while it counted.
 */
export function employeeCountsItem(orgId: string, delta: CountsDelta): TransactItem[] {
  if (isEmpty(delta)) return [];
  const shard = Math.floor(Math.random() * SHARDS);
  return [
    {
      Update: {
        Key: employeeCountKeys.shard(orgId, shard),
        UpdateExpression:
          'ADD pending :pending, approved :approved, changes :one SET entity = :e, version = :v, orgId = :org',
        ExpressionAttributeValues: {
          ':pending': delta.pending ?? 0,
          ':approved': delta.approved ?? 0,
          ':one': 1,
          ':e': ENTITY,
          ':v': VERSION,
          ':org': orgId,
        },
      },
    },
  ];
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);

async function readShards(orgId: string, consistent: boolean): Promise<Item[]> {
  return table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': employeeCountKeys.shard(orgId, 0).pk, ':sk': employeeCountKeys.skPrefix },
    ConsistentRead: consistent,
  });
}

/** The counters are established once a recount has written them (shard 0 carries `countedAt`). */
const established = (shards: readonly Item[]) => shards.some((s) => typeof s.countedAt === 'number');

/**
 * The organisation's employee counts: one Query of its counter shards. An organisation whose
 * counters were never established (created before the counters existed, and not yet recounted
 * by the `employee-counts` job) is counted from its directory: a read only, so read callables
 * stay read-only.
 */
export async function getEmployeeCounts(orgId: string): Promise<EmployeeCounts> {
  const shards = await readShards(orgId, false);
  if (!established(shards)) return countDirectory(orgId);
  return {
    pending: shards.reduce((n, s) => n + num(s.pending), 0),
    approved: shards.reduce((n, s) => n + num(s.approved), 0),
  };
}

/** Count the directory itself (consistent reads): live employees by status. */
export async function countDirectory(orgId: string): Promise<EmployeeCounts> {
  const counts: EmployeeCounts = { pending: 0, approved: 0 };
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ProjectionExpression: '#status, deleted',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': keys.employee(orgId, '').pk, ':sk': keys.employeeSkPrefix },
    ConsistentRead: true,
  });
  for (const item of items) {
    const status = countedStatus(item);
    if (status) counts[FIELD[status]] += 1;
  }
  return counts;
}

/**
 * The counters of a new organisation, established at zero (it has no employee yet): a Put in the
 * organisation's creating transaction.
 */
export function newOrgCountersItem(orgId: string, at: number): TransactItem {
  return {
    Put: {
      Item: {
        ...employeeCountKeys.shard(orgId, 0),
        entity: ENTITY,
        version: VERSION,
        orgId,
        pending: 0,
        approved: 0,
        changes: 0,
        countedAt: at,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

const RECOUNT_ATTEMPTS = 5;

/**
 * Set the organisation's counters to a count of the directory (the repair of counters that
 * drifted or never existed; `npm run job -- employee-counts` runs it for every organisation).
 * Exact under concurrent writes: the shards are read first, and the new values are written only
 * if no shard changed meanwhile (each write bumps its shard's `changes`); else it counts again.
 */
export async function recountEmployees(orgId: string, at = Math.floor(Date.now() / 1000)): Promise<EmployeeCounts> {
  for (let attempt = 1; ; attempt++) {
    const shards = await readShards(orgId, true);
    const seen = new Map(shards.map((s) => [String(s.sk), s.changes]));
    const counts = await countDirectory(orgId);
    const items: TransactItem[] = Array.from({ length: SHARDS }, (_, shard) => {
      const key = employeeCountKeys.shard(orgId, shard);
      const before = seen.get(key.sk);
      const first = shard === 0;
      return {
        Put: {
          Item: {
            ...key,
            entity: ENTITY,
            version: VERSION,
            orgId,
            pending: first ? counts.pending : 0,
            approved: first ? counts.approved : 0,
            changes: num(before),
            ...(first ? { countedAt: at } : {}),
          },
          ...(before === undefined && !seen.has(key.sk)
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : {
                ConditionExpression: before === undefined ? 'attribute_not_exists(changes)' : 'changes = :seen',
                ...(before === undefined ? {} : { ExpressionAttributeValues: { ':seen': before } }),
              }),
        },
      };
    });
    try {
      await table.transact(items);
      return counts;
    } catch (err) {
      if (!isWriteConflict(err) || attempt >= RECOUNT_ATTEMPTS) throw err;
    }
  }
}
