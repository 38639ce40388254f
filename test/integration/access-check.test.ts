import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { runAs, type Principal } from '../../dev/access-check';
import { setCognitoUserEnabled } from '../../lambdas/core/clients/cognito';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { s3Client } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { listOutboxMessages, sendEmail, sendSms } from '../../lambdas/services/messages/outbox';
import { createTestUser } from '../support/users';

/**
 * The local stand-in for IAM against the real emulators (test/support/access-check.ts installs
 * it in this worker, as the stack does in its own process for the callables): what a principal
 * does not declare is refused and changes nothing; code outside a principal is not checked.
 */
const principal = (name: string, access: Principal['access']): Principal => ({ kind: 'callable', name, access });
const DENIED = { name: 'AccessDeniedException' };

describe('the local access check', () => {
  it('refuses a write of a read callable and the item is not written; the same write outside any callable works', async () => {
    // prepare
    const key = { pk: `ACCESS#${randomUUID()}`, sk: 'ITEM' };
    const put = async () =>
      (await ddbDoc()).send(new PutCommand({ TableName: env.tableName, Item: { ...key, entity: 'test' } }));
    // act
    const refused = runAs(principal('things-getThing', { table: 'read' }), put);
    // assess
    await expect(refused).rejects.toMatchObject(DENIED);
    expect((await (await ddbDoc()).send(new GetCommand({ TableName: env.tableName, Key: key }))).Item).toBeUndefined();
    await put();
    expect((await (await ddbDoc()).send(new GetCommand({ TableName: env.tableName, Key: key }))).Item).toMatchObject(
      key,
    );
  });

  it('refuses a Scan even to a writer', async () => {
    await expect(
      runAs(principal('things-doThing', { table: 'write' }), async () =>
        (await ddbDoc()).send(new ScanCommand({ TableName: env.tableName, Limit: 1 })),
      ),
    ).rejects.toMatchObject(DENIED);
  });

  it('refuses S3 on an undeclared bucket and a PutObject on a read one', async () => {
    // prepare
    const key = `access-check/${randomUUID()}.txt`;
    const readsFiles = principal('things-getFile', { table: 'read', files: 'read' });
    // act / assess
    await expect(
      runAs(readsFiles, async () =>
        (await s3Client()).send(new PutObjectCommand({ Bucket: env.filesBucket, Key: key, Body: 'x' })),
      ),
    ).rejects.toMatchObject(DENIED);
    await expect(
      runAs(readsFiles, async () =>
        (await s3Client()).send(new GetObjectCommand({ Bucket: env.uploadsBucket, Key: key })),
      ),
    ).rejects.toMatchObject(DENIED);
    await expect(
      (await s3Client()).send(new GetObjectCommand({ Bucket: env.filesBucket, Key: key })),
    ).rejects.toMatchObject({
      name: 'NoSuchKey',
    });
  });

  it('refuses a Cognito action the callable does not list, and allows the one it lists', async () => {
    // prepare
    const user = await createTestUser({ role: 'employee' });
    // act / assess
    await expect(
      runAs(principal('things-unlock', { table: 'write', cognito: ['AdminEnableUser'] }), () =>
        setCognitoUserEnabled(user.email, false),
      ),
    ).rejects.toMatchObject(DENIED);
    await expect(
      runAs(principal('things-unlock', { table: 'write', cognito: ['AdminEnableUser'] }), () =>
        setCognitoUserEnabled(user.email, true),
      ),
    ).resolves.toBeUndefined();
  });

  it('lets a callable send only the messages it declares (the outbox stands in for SES and SNS)', async () => {
    // prepare
    const to = `access-${randomUUID()}@demo.test`;
    const emailsOnly = principal('things-notify', { table: 'read', messages: ['email'] });
    // act
    await runAs(emailsOnly, () => sendEmail({ to, subject: 'Hello', text: 'Allowed' }));
    const sms = runAs(emailsOnly, () => sendSms({ to: '+60123450000', text: 'Refused' }));
    // assess
    await expect(sms).rejects.toMatchObject(DENIED);
    await expect(
      runAs(principal('things-quiet', { table: 'write' }), () => sendEmail({ to, subject: 'No', text: 'Refused' })),
    ).rejects.toMatchObject(DENIED);
    expect((await listOutboxMessages({ to })).map((m) => m.text)).toEqual(['Allowed']);
  });
});
