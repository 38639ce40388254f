import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll } from 'vitest';
import type { UploadLog } from '../../shared/domain/finance/uploaded-document';
import { resetClients } from '../../lambdas/core/clients/hook';
import { s3Client } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { keys } from '../../lambdas/data/table/keys';
import { getImportDocument } from '../../lambdas/data/finance/partner-import';
import { table } from '../../lambdas/data/table/table';
import { transactionHistoryFromItem } from '../../lambdas/data/finance/transaction-history';
import { uploadedDocumentId, uploadLogFromItem } from '../../lambdas/data/finance/uploaded-documents';
import { startLocalStack, type LocalStack } from '../../dev/stack';

/**
 * Tests of the partner-files trigger (test/integration/partner-files*.test.ts). They run a stack of
 * their own in the test's process, like local-persistence.test.ts: the trigger then runs there, so a
 * test waits on the stack's uploadsIdle() and can set PARTNER_IMPORT_PART_ROWS for it. The shared
 * stack's environment is put back afterwards.
 */
export function useOwnStack() {
  const savedEnv = { ...process.env };
  const dataDir = mkdtempSync(join(tmpdir(), 'advance-pay-partner-files-'));
  let running: LocalStack | undefined;

  beforeAll(async () => {
    running = await startLocalStack({ dataDir, seed: true, web: 'none', quiet: true });
  });

  afterAll(async () => {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    for (const key of Object.keys(process.env)) if (!(key in savedEnv)) Reflect.deleteProperty(process.env, key);
    Object.assign(process.env, savedEnv);
    resetClients();
  });

  const stack = (): LocalStack => {
    if (!running) throw new Error('The stack of this file is not started');
    return running;
  };

  /** Put a file as a partner would, wait for the trigger, and read its document and logs. */
  async function drop(key: string, body: string | Uint8Array) {
    const out = await (
      await s3Client()
    ).send(new PutObjectCommand({ Bucket: env.uploadsBucket, Key: key, Body: body }));
    await stack().uploadsIdle();
    const id = uploadedDocumentId(key, out.ETag ?? '');
    const stored = await getImportDocument(id);
    if (!stored) throw new Error(`No uploaded document for ${key}`);
    return { id, doc: stored.doc, parts: stored.parts, logs: await logsOf(id) };
  }

  return { stack, drop };
}

export const csv = (rows: string[][]) => rows.map((r) => r.join(',')).join('\r\n') + '\r\n';
export const SALES_HEADER = ['organisationCode', 'amount', 'date', 'reference'];
export const SETTLEMENTS_HEADER = ['organisationCode', 'disbursementId', 'amountRepaid', 'paymentDate', 'reference'];

/** A document's logs, by row. */
export async function logsOf(documentId: string): Promise<UploadLog[]> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.uploadedDocument(documentId).pk, ':sk': keys.uploadLogSkPrefix },
  });
  return items.map(uploadLogFromItem).sort((a, b) => a.rowNo - b.rowNo);
}

export const historyRow = async (orgId: string, date: string, id: string) => {
  const { Item } = await table.get({ Key: keys.transactionHistory(orgId, date, id) });
  return Item ? transactionHistoryFromItem(Item) : undefined;
};

export const royaltyMonth = async (franchisorId: string, month: string) =>
  (await table.get({ Key: keys.royaltyMonth(franchisorId, month), ConsistentRead: true })).Item;

/** The SQS message the queue in front of the trigger delivers for an object (as the local stack builds it). */
export const sqsEvent = (messageId: string, object: { key: string; size: number; eTag: string }): SQSEvent => ({
  Records: [
    {
      messageId,
      receiptHandle: messageId,
      body: JSON.stringify({ Records: [{ eventName: 'ObjectCreated:Put', s3: { object } }] }),
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: String(Date.now()),
        SenderId: 'test',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:local:000000000000:partner-files',
      awsRegion: 'ap-southeast-1',
    },
  ],
});
