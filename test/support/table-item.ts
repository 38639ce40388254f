import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { env } from '../../lambdas/core/env';

/**
 * The item stored at `key` in the stack's table, read as it is (undefined when there is none):
 * for a test that checks what no callable shows, such as a uniqueness claim, a counter shard or a
 * record the directory no longer lists.
 */
export async function tableItem(key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  return (await (await ddbDoc()).send(new GetCommand({ TableName: env.tableName, Key: key }))).Item;
}

/**
 * Store `item` in the stack's table as it is, past every repository: for a test that sets up what
 * another module, an older version or a race would have left (a stand-in record, a drifted shard,
 * a claim landing first).
 */
export async function putTableItem(item: Record<string, unknown>): Promise<void> {
  await (await ddbDoc()).send(new PutCommand({ TableName: env.tableName, Item: item }));
}
