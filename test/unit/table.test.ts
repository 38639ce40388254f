import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { resetClients } from '../../lambdas/core/clients/hook';
import {
  conditionFailedAt,
  isWriteConflict,
  MAX_TRANSACTION_ITEMS,
  table,
  updateExpression,
  asStamped,
} from '../../lambdas/data/table/table';
import { errorResponse } from '../../lambdas/handlers/chain/make-handler';
import type { ErrorBody } from '../../shared/registry/errors';

const ddb = mockClient(DynamoDBDocumentClient);
const saved = { ...process.env };

beforeEach(() => {
  ddb.reset();
  resetClients();
  process.env.TABLE_NAME = 'Table';
  process.env.AWS_REGION = 'ap-southeast-1';
});

afterEach(() => {
  process.env = { ...saved };
});

describe('the table helper', () => {
  it('names the table on every command, so callers never do', async () => {
    ddb.on(PutCommand).resolves({});
    await table.put({ Item: { pk: 'A', sk: 'B', entity: 'thing', version: 1 } });
    expect(ddb.commandCalls(PutCommand)[0].args[0].input).toEqual({
      TableName: 'Table',
      Item: { pk: 'A', sk: 'B', entity: 'thing', version: 1 },
    });
  });

  it('turns a refused condition into a WriteConflict, answered as a 409 when nobody maps it', async () => {
    ddb.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    const err = await table
      .put({ Item: { pk: 'A', sk: 'B', entity: 'thing', version: 1 }, ConditionExpression: 'attribute_not_exists(pk)' })
      .catch((e: unknown) => e);
    expect(isWriteConflict(err)).toBe(true);
    expect(conditionFailedAt(err)).toBe(true);
    const response = errorResponse(err) as { statusCode: number; body: string };
    expect(response.statusCode).toBe(409);
    expect((JSON.parse(response.body) as ErrorBody).errorInfo.code).toBe('INVALID_STATE');
  });

  it('keeps the reason of every item of a cancelled transaction, and fills in the table name', async () => {
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'TransactionConflict' }],
      }),
    );
    const items = [
      { Put: { Item: { pk: 'A', sk: '1', entity: 'thing', version: 1 } } },
      { Put: { Item: { pk: 'A', sk: '2', entity: 'thing', version: 1 } } },
      { Delete: { Key: { pk: 'A', sk: '3' } } },
    ];
    const err = await table.transact(items).catch((e: unknown) => e);
    expect(isWriteConflict(err) && err.codes).toEqual(['None', 'ConditionalCheckFailed', 'TransactionConflict']);
    expect(isWriteConflict(err) && err.refusedIndexes).toEqual([1]);
    expect(conditionFailedAt(err, 2)).toBe(false);
    const sent = ddb.commandCalls(TransactWriteCommand)[0].args[0].input.TransactItems!;
    expect(sent.map((i) => (i.Put ?? i.Delete)!.TableName)).toEqual(['Table', 'Table', 'Table']);
  });

  it('refuses to write again an item read back without its entity and version stamp', () => {
    expect(asStamped({ pk: 'A', sk: 'B', entity: 'thing', version: 2 })).toMatchObject({ version: 2 });
    expect(() => asStamped({ pk: 'A', sk: 'B', entity: 'thing' })).toThrow(/no entity or version stamp/);
    expect(() => asStamped({ pk: 'A', sk: 'B', version: 1 })).toThrow(/no entity or version stamp/);
  });

  it('refuses a transaction of more than 100 items before DynamoDB sees it', async () => {
    const items = Array.from({ length: MAX_TRANSACTION_ITEMS + 1 }, (_, i) => ({
      Put: { Item: { pk: 'A', sk: String(i), entity: 'thing', version: 1 } },
    }));
    await expect(table.transact(items)).rejects.toThrow(/exceeds/);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('reads 100 keys per BatchGet and asks again for the unprocessed ones', async () => {
    const keys = Array.from({ length: 150 }, (_, i) => ({ pk: 'A', sk: String(i) }));
    ddb
      .on(BatchGetCommand)
      .callsFake((input: { RequestItems: Record<string, { Keys: Record<string, unknown>[] }> }) => {
        const asked = input.RequestItems.Table.Keys;
        // The first request of 100 leaves its last key unprocessed once.
        const [done, left] = asked.length === 100 ? [asked.slice(0, 99), asked.slice(99)] : [asked, []];
        return { Responses: { Table: done }, ...(left.length ? { UnprocessedKeys: { Table: { Keys: left } } } : {}) };
      });
    const items = await table.batchGet(keys);
    expect(items).toHaveLength(150);
    expect(ddb.commandCalls(BatchGetCommand).map((c) => c.args[0].input.RequestItems!.Table.Keys!.length)).toEqual([
      100, 1, 50,
    ]);
  });
});

describe('updateExpression', () => {
  it('sets the defined values and removes the named attributes', () => {
    expect(updateExpression({ name: 'A', note: undefined, modifiedAt: 5 }, ['lockedAt'])).toEqual({
      UpdateExpression: 'SET #name = :name, #modifiedAt = :modifiedAt REMOVE #lockedAt',
      ExpressionAttributeNames: { '#name': 'name', '#modifiedAt': 'modifiedAt', '#lockedAt': 'lockedAt' },
      ExpressionAttributeValues: { ':name': 'A', ':modifiedAt': 5 },
    });
  });
});
