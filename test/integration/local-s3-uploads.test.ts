import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getObjectBytes } from '../../lambdas/core/clients/s3';
import { getImportDocument } from '../../lambdas/data/finance/partner-import';
import { uploadedDocumentId } from '../../lambdas/data/finance/uploaded-documents';
import { PARTNER_FILE_LIMITS } from '../../lambdas/services/finance/partner-file-reader';
import { startS3, type LocalS3 } from '../../dev/s3';
import type { LocalRuntimeConfig } from '../../dev/stack';
import { csv, SALES_HEADER, useOwnStack } from '../support/partner-files';

/**
 * The local S3 takes what a partner sends (docs/local-stack.md "Partner drops"): a plain HTTP PUT
 * and a multipart upload of a 50,000-row sales file, to the endpoint `/config.json` names, land
 * whole and the upload trigger imports them. And the cause of the reset connections a partner saw:
 * s3rver closed an idle keep-alive connection late, while the process was busy, under the next PUT.
 */

/** Synchronous work of `ms` (an import's parse on a loaded machine): nothing else runs meanwhile. */
function busyFor(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy
  }
}

/** A PUT on `agent`'s kept-alive connection; `whenSent` runs once the whole request is handed to the socket. */
function put(agent: Agent, url: string, body: string, whenSent = () => {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'PUT', agent, headers: { 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body, whenSent);
  });
}

describe('the local S3 endpoint', () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-s3-keep-alive-'));
  let s3: LocalS3 | undefined;
  beforeAll(async () => {
    s3 = await startS3({
      dir,
      port: await getPort(),
      buckets: { uploads: 'keep-alive-uploads', files: 'keep-alive-files' },
      origins: ['http://localhost'],
      triggers: [],
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a PUT sent on a kept-alive connection while the process was busy for longer than 5 s', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const body = csv([
      SALES_HEADER,
      ...Array.from({ length: 5000 }, (_, i) => ['demo', '1.00', '01/11/2026', `K-${i}`]),
    ]);
    const url = (name: string) => `${s3!.endpoint}/keep-alive-uploads/drops/sales/${name}`;
    expect(await put(agent, url('first.csv'), body)).toBe(200);
    // The second PUT goes on the same idle connection; then the process is busy (a trigger's import)
    // past Node's default keep-alive timeout of 5 s, which then fired before the request was read.
    expect(await put(agent, url('second.csv'), body, () => busyFor(6_000))).toBe(200);
    agent.destroy();
  }, 30_000);
});

describe('a 50,000-row sales file dropped on the local S3', () => {
  const { stack } = useOwnStack();
  const RUN = Date.now();
  const ROWS = 50_000;
  /** Rows of a part: small here, so the first parts are done soon; the rest goes on behind. */
  const PART_ROWS = '500';

  /** ~6 MB: more than one 5 MB part of a multipart upload, within the 10 MB limit. */
  const fileOf = (name: string) =>
    csv([
      SALES_HEADER,
      ...Array.from({ length: ROWS }, (_, i) => [
        'demo',
        '1.00',
        '01/11/2026',
        `${name}-${RUN}-${String(i).padStart(5, '0')}-`.padEnd(100, 'x'),
      ]),
    ]);

  /** The endpoint and prefix a partner reads in /config.json. */
  const localS3 = async () =>
    ((await (await fetch(`${stack().url}/config.json`)).json()) as LocalRuntimeConfig).localS3;

  /** Wait until the trigger has read every row of the file and imported its first part. */
  async function imported(key: string, eTag: string, bytes: number) {
    const id = uploadedDocumentId(key, eTag);
    await expect
      .poll(async () => (await getImportDocument(id))?.doc.rowsDone ?? 0, { timeout: 90_000, interval: 500 })
      .toBeGreaterThanOrEqual(Number(PART_ROWS));
    const { doc } = (await getImportDocument(id))!;
    expect(doc).toMatchObject({ type: 'SALES', size: bytes, rowsTotal: ROWS });
    expect(doc.status === 'PROCESSING' || doc.status === 'COMPLETED').toBe(true);
    expect(doc.rowsFailed).toBe(0);
    expect(doc.rowsSucceeded).toBe(doc.rowsDone);
    const stored = await getObjectBytes(stack().config.localS3.uploadsBucket, key);
    expect(stored?.size).toBe(bytes);
  }

  beforeAll(() => {
    process.env.PARTNER_IMPORT_PART_ROWS = PART_ROWS;
  });

  it('lands whole from a plain HTTP PUT and is imported', async () => {
    const s3 = await localS3();
    const body = fileOf('PUT');
    const bytes = Buffer.byteLength(body);
    expect(bytes).toBeGreaterThan(5 * 1024 * 1024);
    expect(bytes).toBeLessThan(PARTNER_FILE_LIMITS.bytes);
    const key = `${s3.dropPrefixes.sales}${RUN}-plain-put.csv`;
    const res = await fetch(`${s3.endpoint}/${s3.uploadsBucket}/${key}`, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.status).toBe(200);
    await imported(key, res.headers.get('etag') ?? '', bytes);
  }, 120_000);

  it('lands whole from a multipart upload (a 5 MB part and the rest) and is imported', async () => {
    const s3 = await localS3();
    const body = Buffer.from(fileOf('MULTI'));
    const key = `${s3.dropPrefixes.sales}${RUN}-multipart.csv`;
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: stack().config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const Bucket = s3.uploadsBucket;
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: 'text/csv' }),
    );
    const cut = 5 * 1024 * 1024;
    const parts = [];
    for (const [n, chunk] of [body.subarray(0, cut), body.subarray(cut)].entries()) {
      const out = await client.send(
        new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber: n + 1, Body: chunk }),
      );
      parts.push({ PartNumber: n + 1, ETag: out.ETag });
    }
    const done = await client.send(
      new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }),
    );
    client.destroy();
    await imported(key, done.ETag ?? '', body.length);
  }, 120_000);
});
