import type { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  DeleteCommandInput,
  GetCommandInput,
  PutCommandInput,
  QueryCommandInput,
  TransactWriteCommandInput,
  UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { AppError } from '../../../shared/registry/errors';
import { documentSdk } from '../../core/clients/dynamodb';
import { noteAuditWritten } from '../../core/audit-actor';
import { env } from '../../core/env';
import { errorName } from '../../core/error-name';

/**
 * THE way to the single table: every DynamoDB call of the product goes through here. It owns the
 * table name (callers never write `TableName`), follows pages and unprocessed keys, caps
 * transactions at DynamoDB's 100 items, and is the one place that recognises a refused condition:
 * DynamoDB's ConditionalCheckFailed / TransactionCanceled errors become a {@link WriteConflict}.
 * A WriteConflict is a 409 `INVALID_STATE` ("changed by someone else") unless a repository
 * catches it to say something more precise.
 */

export type Item = Record<string, unknown>;
export type Key = Record<string, unknown>;

/** A command's input without the table name, which this module adds. */
type Input<T> = Omit<T, 'TableName'>;
/** The same, where a caller building items may still name the table (ignored: this table is used). */
type Loose<T> = Omit<T, 'TableName'> & { TableName?: string };

/**
 * A whole item written to the table: every one says which entity it is and the version of that
 * entity's shape (docs/data-model.md#version-stamping-and-concurrency), so the compiler refuses a
 * Put of an unstamped item.
 */
export type StampedItem = Item & { entity: string; version: number };

/**
 * An item read back whole (a backup, a record of an older shape) about to be written again:
 * refused unless it still carries its stamp.
 */
export function asStamped(item: Item): StampedItem {
  if (typeof item.entity !== 'string' || typeof item.version !== 'number')
    throw new TypeError(`The item ${String(item.pk)} / ${String(item.sk)} has no entity or version stamp`);
  return item as StampedItem;
}

type FullTransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
/** One write of a transaction: Put, Update, Delete or ConditionCheck, on this table. */
export interface TransactItem {
  Put?: Loose<Omit<NonNullable<FullTransactItem['Put']>, 'Item'>> & { Item: StampedItem };
  Update?: Loose<NonNullable<FullTransactItem['Update']>>;
  Delete?: Loose<NonNullable<FullTransactItem['Delete']>>;
  ConditionCheck?: Loose<NonNullable<FullTransactItem['ConditionCheck']>>;
}

/** DynamoDB's limit on the items of one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;
/** DynamoDB's limit on the keys of one BatchGetItem. */
const MAX_BATCH_GET_KEYS = 100;

const RECORD_CHANGED = 'The record was changed by someone else. Please reload and try again.';

/**
 * A write DynamoDB refused: a condition was false, or (in a transaction) another transaction
 * touched one of its items at the same moment. `codes[i]` is DynamoDB's reason for item `i` of a
 * transaction ('ConditionalCheckFailed', 'TransactionConflict', 'None'...); a single write has one
 * code. Uncaught, the handler chain answers it as the 409 it is.
 */
export class WriteConflict extends AppError {
  constructor(readonly codes: readonly string[]) {
    super('INVALID_STATE', RECORD_CHANGED);
    this.name = 'WriteConflict';
  }

  /** Was the condition of item `index` (default the only one) false, rather than a concurrent write? */
  conditionFailed(index = 0): boolean {
    return this.codes[index] === 'ConditionalCheckFailed';
  }

  /** The indexes of the items whose own condition was false. */
  get refusedIndexes(): number[] {
    return this.codes.flatMap((code, i) => (code === 'ConditionalCheckFailed' ? [i] : []));
  }
}

/** Is this error a refused write (of any item)? */
export const isWriteConflict = (err: unknown): err is WriteConflict => err instanceof WriteConflict;

/** Was this error the refusal of item `index`'s own condition (default the only item)? */
export const conditionFailedAt = (err: unknown, index = 0): boolean =>
  isWriteConflict(err) && err.conditionFailed(index);

/** DynamoDB's reason per item of a refused write; empty for any other error. */
export const conflictCodes = (err: unknown): readonly string[] => (isWriteConflict(err) ? err.codes : []);

/** DynamoDB's refusal as a {@link WriteConflict}; anything else unchanged. */
function conflictOf(err: unknown): unknown {
  const name = errorName(err);
  // By name: the SDK's error classes are only loaded with the client (lambdas/core/clients/dynamodb.ts).
  if (name === 'ConditionalCheckFailedException') return new WriteConflict(['ConditionalCheckFailed']);
  if (name === 'TransactionCanceledException') {
    const reasons = (err as TransactionCanceledException).CancellationReasons ?? [];
    return new WriteConflict(reasons.map((r) => r.Code ?? 'None'));
  }
  return err;
}

/** Send one command, mapping a refused condition to a WriteConflict. */
async function send<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw conflictOf(err);
  }
}

const withTable = <T extends object>(input: T) => ({ ...input, TableName: env.tableName });

/** A transaction item on this table. */
function onTable(item: TransactItem): FullTransactItem {
  const out: FullTransactItem = {};
  if (item.Put) out.Put = withTable(item.Put);
  if (item.Update) out.Update = withTable(item.Update);
  if (item.Delete) out.Delete = withTable(item.Delete);
  if (item.ConditionCheck) out.ConditionCheck = withTable(item.ConditionCheck);
  return out;
}

type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Select'>;

export const table = {
  /** The table's name (for logs and for tooling that builds its own requests). */
  get name(): string {
    return env.tableName;
  },

  get: (input: Input<GetCommandInput>) =>
    send(async () => {
      const { client, commands } = await documentSdk();
      return client.send(new commands.GetCommand(withTable(input)));
    }),
  put: (input: Input<Omit<PutCommandInput, 'Item'>> & { Item: StampedItem }) =>
    send(async () => {
      const { client, commands } = await documentSdk();
      return client.send(new commands.PutCommand(withTable(input)));
    }),
  update: (input: Input<UpdateCommandInput>) =>
    send(async () => {
      const { client, commands } = await documentSdk();
      return client.send(new commands.UpdateCommand(withTable(input)));
    }),
  delete: (input: Input<DeleteCommandInput>) =>
    send(async () => {
      const { client, commands } = await documentSdk();
      return client.send(new commands.DeleteCommand(withTable(input)));
    }),
  /** One page of a Query (the caller follows `LastEvaluatedKey`, e.g. into a page cursor). */
  query: (input: Input<QueryCommandInput>) =>
    send(async () => {
      const { client, commands } = await documentSdk();
      return client.send(new commands.QueryCommand(withTable(input)));
    }),

  /** Every item a Query matches, following its pages (short per-organisation lists, jobs). */
  async queryAll(query: QueryInput): Promise<Item[]> {
    const out: Item[] = [];
    let start: Item | undefined;
    do {
      const res = await table.query({ ...query, ExclusiveStartKey: start });
      out.push(...(res.Items ?? []));
      start = res.LastEvaluatedKey;
    } while (start);
    return out;
  },

  /** How many items a Query matches (after its filter), following its pages; no item is returned. */
  async queryCount(query: QueryInput): Promise<number> {
    let count = 0;
    let start: Item | undefined;
    do {
      const res = await table.query({ ...query, Select: 'COUNT', ExclusiveStartKey: start });
      count += res.Count ?? 0;
      start = res.LastEvaluatedKey;
    } while (start);
    return count;
  },

  /**
   * The items of these keys that exist, in no particular order: 100 keys per request, and the
   * keys DynamoDB left unprocessed asked again.
   */
  async batchGet(keys: readonly Key[], options: { consistentRead?: boolean } = {}): Promise<Item[]> {
    const out: Item[] = [];
    for (let i = 0; i < keys.length; i += MAX_BATCH_GET_KEYS) {
      let request: BatchGetCommandInput['RequestItems'] = {
        [env.tableName]: {
          Keys: keys.slice(i, i + MAX_BATCH_GET_KEYS),
          ...(options.consistentRead ? { ConsistentRead: true } : {}),
        },
      };
      while (request && Object.keys(request).length) {
        const { client, commands } = await documentSdk();
        const res: BatchGetCommandOutput = await client.send(new commands.BatchGetCommand({ RequestItems: request }));
        out.push(...(res.Responses?.[env.tableName] ?? []));
        request = res.UnprocessedKeys;
      }
    }
    return out;
  },

  /**
   * Write these items all or none. More than 100 items is refused before DynamoDB sees it: a
   * transaction cannot be split without losing its all-or-none meaning, so the caller splits
   * its work into transactions itself.
   */
  async transact(items: readonly TransactItem[]): Promise<void> {
    if (items.length > MAX_TRANSACTION_ITEMS)
      throw new Error(`A transaction of ${items.length} items exceeds DynamoDB's ${MAX_TRANSACTION_ITEMS}`);
    if (!items.length) return;
    await send(async () => {
      const { client, commands } = await documentSdk();
      return client.send(new commands.TransactWriteCommand({ TransactItems: items.map(onTable) }));
    });
    // The audit entries it wrote count for the work running now (the handler chain's check).
    noteAuditWritten(items);
  },
};

/**
 * A SET / REMOVE UpdateExpression from plain values: `#name = :name` for every defined value of
 * `set`, `#name = if_not_exists(#name, :name)` for every one of `setIfAbsent` (kept when stored),
 * `REMOVE #name` for every name of `remove`. Extra names and values (for a condition) may
 * be merged by the caller.
 */
export function updateExpression(
  set: Item,
  remove: readonly string[] = [],
  setIfAbsent: Item = {},
): Pick<UpdateCommandInput, 'UpdateExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> {
  const names: Record<string, string> = {};
  const values: Item = {};
  const sets: string[] = [];
  for (const [name, value] of Object.entries(set)) {
    if (value === undefined) continue;
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    sets.push(`#${name} = :${name}`);
  }
  for (const [name, value] of Object.entries(setIfAbsent)) {
    names[`#${name}`] = name;
    values[`:${name}`] = value;
    sets.push(`#${name} = if_not_exists(#${name}, :${name})`);
  }
  for (const name of remove) names[`#${name}`] = name;
  const parts = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    remove.length ? `REMOVE ${remove.map((n) => `#${n}`).join(', ')}` : '',
  ].filter(Boolean);
  return {
    UpdateExpression: parts.join(' '),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}
