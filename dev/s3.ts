import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { S3Event } from 'aws-lambda';
import { runAs } from './access-check';
import { lambdaContext, loadHandler } from './handlers';
import type { UploadTriggerDefinition as UploadTrigger } from '../infra/upload-triggers';
import { describeError } from './describe-error';

const require = createRequire(import.meta.url);

export interface LocalS3 {
  endpoint: string;
  buckets: { uploads: string; files: string };
  /** Resolves when every trigger started so far has finished (tests wait on it). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface S3Options {
  dir: string;
  port: number;
  buckets: { uploads: string; files: string };
  /** Origins the browser uploads from (the site). */
  origins: string[];
  /** Triggers on prefixes of the uploads bucket (infra/upload-triggers.ts). */
  triggers: UploadTrigger[];
  log: (line: string) => void;
}

const corsXml = (origins: string[]) => `<CORSConfiguration>
${origins
  .map(
    (origin) => `  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>`,
  )
  .join('\n')}
</CORSConfiguration>`;

/**
 * How long s3rver keeps an idle keep-alive connection open: longer than any client keeps one for
 * its next request (fetch ~4 s, the SDK's agent and curl longer), as S3 does. With Node's default of
 * 5 s, a trigger that keeps this process busy for a few seconds (an import's synchronous parse, on
 * a loaded machine) let the timeout fire late, after the client had already sent its next PUT on that
 * connection: the server closed it unread and the partner saw ECONNRESET (docs/local-stack.md).
 */
export const S3_KEEP_ALIVE_MS = 65_000;

function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = S3_KEEP_ALIVE_MS;
  // Node requires the headers timeout to be longer than the keep-alive one.
  server.headersTimeout = S3_KEEP_ALIVE_MS + 1_000;
}

/**
 * Start s3rver in this process with the two buckets (CORS for the site's presigned PUT / GET)
 * and route the uploads bucket's ObjectCreated events to the upload triggers, each wrapped in
 * an SQS batch of one message as the queue in front of the trigger Lambda delivers it.
 */
export async function startS3(options: S3Options): Promise<LocalS3> {
  const S3rver = require('s3rver');
  // The handlers sign with the local credentials; s3rver only knows its own key by default.
  const AWSAccount = require('s3rver/lib/models/account');
  AWSAccount.DUMMY_ACCOUNT.createKeyPair('local', 'local');
  mkdirSync(options.dir, { recursive: true });
  const cors = corsXml(options.origins);
  const server = new S3rver({
    address: 'localhost',
    port: options.port,
    directory: options.dir,
    silent: true,
    vhostBuckets: false,
    configureBuckets: Object.values(options.buckets).map((name) => ({ name, configs: [cors] })),
  });
  await server.run();
  keepIdleConnections(server.httpServer as Server);
  const endpoint = `http://localhost:${options.port}`;

  const running = new Set<Promise<void>>();
  server.on('event', (event: S3Event) => {
    for (const record of (event.Records as S3Event['Records'] | undefined) ?? []) {
      if (!record.eventName.startsWith('ObjectCreated:')) continue;
      if (record.s3.bucket.name !== options.buckets.uploads) continue;
      // s3rver gives the key as stored (not URL-encoded), which is the contract of the handlers.
      const key = record.s3.object.key;
      for (const trigger of options.triggers) {
        if (!trigger.prefixes.some((prefix) => key.startsWith(prefix))) continue;
        const one: S3Event = { Records: [{ ...record, awsRegion: process.env.AWS_REGION ?? 'ap-southeast-1' }] };
        const run = invokeTrigger(trigger, one, options.log).finally(() => running.delete(run));
        running.add(run);
      }
    }
  });

  return {
    endpoint,
    buckets: options.buckets,
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },
    async stop() {
      await Promise.allSettled([...running]);
      await server.close();
    },
  };
}

async function invokeTrigger(trigger: UploadTrigger, event: S3Event, log: (line: string) => void): Promise<void> {
  const name = trigger.name;
  const key = event.Records[0].s3.object.key;
  try {
    const handler = await loadHandler(trigger.handlerPath);
    const messageId = randomUUID();
    const sqsEvent = {
      Records: [
        {
          messageId,
          receiptHandle: messageId,
          body: JSON.stringify(event),
          attributes: {
            ApproximateReceiveCount: '1',
            SentTimestamp: String(Date.now()),
            SenderId: 'local',
            ApproximateFirstReceiveTimestamp: String(Date.now()),
          },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: `arn:aws:sqs:local:000000000000:${trigger.name}`,
          awsRegion: process.env.AWS_REGION ?? 'ap-southeast-1',
        },
      ],
    };
    const invocation = runAs({ kind: 'trigger', name: trigger.name, access: trigger.access }, () =>
      handler(sqsEvent, lambdaContext(trigger.name, trigger.timeoutSeconds ?? 300)),
    );
    const result = (await invocation) as { batchItemFailures?: unknown[] } | undefined;
    if (result?.batchItemFailures?.length) log(`Upload trigger ${name} reported a failure for ${key}`);
  } catch (err) {
    log(`Upload trigger ${name} failed for ${key}: ${describeError(err)}`);
  }
}
