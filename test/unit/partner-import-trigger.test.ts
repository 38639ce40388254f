import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import type { CreatedObject } from '../../lambdas/services/finance/partner-import';

const imported: CreatedObject[] = [];
vi.mock('../../lambdas/services/finance/partner-import', () => ({
  importCreatedObject: (object: CreatedObject) => {
    imported.push(object);
    return object.key.includes('broken') ? Promise.reject(new Error('DynamoDB is unavailable')) : Promise.resolve();
  },
}));
const { handler } = await import('../../lambdas/triggers/partner-files');

const message = (messageId: string, key: string) => ({
  messageId,
  receiptHandle: messageId,
  body: JSON.stringify({ Records: [{ eventName: 'ObjectCreated:Put', s3: { object: { key, size: 1, eTag: 'e' } } }] }),
  attributes: {
    ApproximateReceiveCount: '1',
    SentTimestamp: '0',
    SenderId: 'test',
    ApproximateFirstReceiveTimestamp: '0',
  },
  messageAttributes: {},
  md5OfBody: '',
  eventSource: 'aws:sqs',
  eventSourceARN: 'arn:aws:sqs:local:000000000000:partner-files',
  awsRegion: 'ap-southeast-1',
});

describe('the partner-files trigger', () => {
  it('reports for retry only the messages whose import threw, after trying every message', async () => {
    const event: SQSEvent = {
      Records: [
        message('m1', 'drops/sales/broken.csv'),
        message('m2', 'drops/sales/good.csv'),
        { ...message('m3', 'x'), body: 'not json' },
      ],
    };
    const result = await handler(event, { getRemainingTimeInMillis: () => 900_000 });
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
    expect(imported.map((o) => o.key)).toEqual(['drops/sales/broken.csv', 'drops/sales/good.csv']);
  });
});
