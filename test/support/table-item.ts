import { GetCommand } from '@aws-sdk/lib-dynamodb';
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
