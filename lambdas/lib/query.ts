import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddbDoc } from './aws';
import { env } from './env';

type Item = Record<string, unknown>;
type Query = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Select'>;

/** Every item a Query matches, following its pages (short per-organisation lists, jobs). */
export async function queryAll(query: Query): Promise<Item[]> {
  const out: Item[] = [];
  let start: Item | undefined;
  do {
    const res = await ddbDoc().send(new QueryCommand({ TableName: env.tableName, ...query, ExclusiveStartKey: start }));
    out.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey;
  } while (start);
  return out;
}

/** How many items a Query matches (after its filter), following its pages; no item is returned. */
export async function queryCount(query: Query): Promise<number> {
  let count = 0;
  let start: Item | undefined;
  do {
    const res = await ddbDoc().send(new QueryCommand({ TableName: env.tableName, ...query, Select: 'COUNT', ExclusiveStartKey: start }));
    count += res.Count ?? 0;
    start = res.LastEvaluatedKey;
  } while (start);
  return count;
}
