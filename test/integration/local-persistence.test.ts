import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { s3Client } from '../../lambdas/core/clients/s3';
import { resetClients } from '../../lambdas/core/clients/hook';
import { env } from '../../lambdas/core/env';
import { startLocalStack, type LocalStack } from '../../dev/stack';
import { seedDemoData } from '../../dev/seeds/seed';
import { recordedEvents } from '../support/fixtures/recording-handler';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * A stack of its own on a data folder of its own (never the shared test stack's): stopped and
 * started again, it must find everything where it was. It sets process.env for its handlers,
 * so this file puts the shared stack's environment back afterwards.
 */
const savedEnv = { ...process.env };
const dataDir = mkdtempSync(join(tmpdir(), 'advance-pay-persist-'));
const FIXTURE = 'test/support/fixtures/recording-handler.ts';
let stack: LocalStack | undefined;

const signInAt = async (s: LocalStack, email: string) => {
  const client = new CognitoIdentityProviderClient({
    region: 'ap-southeast-1',
    endpoint: s.cognitoUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const out = await client.send(
    new InitiateAuthCommand({
      ClientId: s.config.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
    }),
  );
  return JSON.parse(Buffer.from(out.AuthenticationResult!.IdToken!.split('.')[1], 'base64url').toString()) as Record<
    string,
    string
  >;
};

const javaOn = (dir: string) => {
  try {
    return execFileSync('pgrep', ['-f', `DynamoDBLocal.jar -dbPath ${dir}`], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

const start = () =>
  startLocalStack({
    dataDir,
    seed: true,
    web: 'none',
    quiet: true,
    uploadTriggers: [
      {
        name: 'fixture-import',
        description: 'Records its events (test)',
        prefixes: ['fixture/'],
        handlerPath: FIXTURE,
        access: { uploads: 'read' },
      },
    ],
  });

beforeAll(async () => {
  stack = await start();
});

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  // The stack's variables are unset (process.env is a map by nature; delete is how a variable goes).
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) Reflect.deleteProperty(process.env, key);
  Object.assign(process.env, savedEnv);
  resetClients();
});

describe('a local stack on a data folder', () => {
  it('routes an upload under a trigger prefix to its handler, as an SQS batch of the S3 event', async () => {
    recordedEvents().length = 0;
    await (
      await s3Client()
    ).send(new PutObjectCommand({ Bucket: env.uploadsBucket, Key: 'fixture/sales 1.csv', Body: 'x' }));
    await (
      await s3Client()
    ).send(new PutObjectCommand({ Bucket: env.uploadsBucket, Key: 'elsewhere/sales.csv', Body: 'x' }));
    await (
      await s3Client()
    ).send(new PutObjectCommand({ Bucket: env.filesBucket, Key: 'fixture/other-bucket.csv', Body: 'x' }));
    await stack!.uploadsIdle();
    expect(recordedEvents()).toHaveLength(1);
    const { event, functionName } = recordedEvents()[0] as {
      event: { Records: { body: string; eventSource: string; messageId: string }[] };
      functionName: string;
    };
    expect(functionName).toBe('fixture-import');
    expect(event.Records).toHaveLength(1);
    expect(event.Records[0].eventSource).toBe('aws:sqs');
    const s3Event = JSON.parse(event.Records[0].body) as { Records: unknown[] };
    expect(s3Event.Records[0]).toMatchObject({
      eventSource: 'aws:s3',
      eventName: 'ObjectCreated:Put',
      s3: { bucket: { name: env.uploadsBucket }, object: { key: 'fixture/sales 1.csv', size: 1 } },
    });
  });

  it('keeps users, items and files across a stop and a start, and stops every process', async () => {
    const first = stack!;
    const before = await signInAt(first, 'manager@demo.test');
    await (
      await ddbDoc()
    ).send(
      new PutCommand({
        TableName: env.tableName,
        Item: { pk: 'TEST#PERSIST', sk: 'ONE', entity: 'test', version: 1, value: 42 },
      }),
    );
    await (
      await s3Client()
    ).send(new PutObjectCommand({ Bucket: env.filesBucket, Key: 'kept.txt', Body: 'still here' }));
    const poolId = first.config.userPoolId;
    const cognitoUrl = first.cognitoUrl;

    await first.stop();
    stack = undefined;
    expect(javaOn(dataDir)).toBe('');

    stack = await start();
    expect(stack.config.userPoolId).toBe(poolId);
    // Same Cognito port, so the same token issuer: a browser's session survives the restart.
    expect(stack.cognitoUrl).toBe(cognitoUrl);
    expect(await seedDemoData()).toBe(false);
    const after = await signInAt(stack, 'manager@demo.test');
    expect(after.sub).toBe(before.sub);
    expect(after['custom:tenantId']).toBe('demo');
    const { Item } = await (
      await ddbDoc()
    ).send(new GetCommand({ TableName: env.tableName, Key: { pk: 'TEST#PERSIST', sk: 'ONE' } }));
    expect(Item?.value).toBe(42);
    const file = await (await s3Client()).send(new GetObjectCommand({ Bucket: env.filesBucket, Key: 'kept.txt' }));
    expect(await file.Body!.transformToString()).toBe('still here');
  });
});
