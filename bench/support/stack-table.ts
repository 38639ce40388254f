import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { LocalStack } from '../../dev/stack';
import { mapLimit } from '../../lambdas/core/concurrency';

/**
 * The benchmarks' own way to a local stack's table, beside the product's: bare requests for the
 * baselines, and bulk seeding faster than the product's one-record-at-a-time writes.
 */

/** A document client of the stack's DynamoDB Local (not the product's: its requests are not counted). */
export function benchClient(stack: LocalStack): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: stack.env.AWS_REGION,
      endpoint: stack.env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
}

/**
 * Put these items in TransactWriteItems of `perRequest` items, `concurrency` requests at a time;
 * answers the requests made. DynamoDB Local commits a transaction at once but each item of a
 * BatchWriteItem on its own, so this is several times faster there than BatchWrite.
 */
export async function putInTransactions(
  doc: DynamoDBDocumentClient,
  tableName: string,
  items: readonly Record<string, unknown>[],
  opts: { perRequest?: number; concurrency?: number } = {},
): Promise<number> {
  const perRequest = opts.perRequest ?? 100;
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += perRequest) chunks.push(items.slice(i, i + perRequest));
  await mapLimit(chunks, opts.concurrency ?? 1, async (chunk) => {
    await doc.send(
      new TransactWriteCommand({ TransactItems: chunk.map((Item) => ({ Put: { TableName: tableName, Item } })) }),
    );
  });
  return chunks.length;
}
