import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { addAccessCheck, currentPrincipal, refusal, runAs, type Principal } from '../../dev/access-check';
import type { ResourceAccess } from '../../shared/registry/access';
import { defineCallable } from '../../shared/registry/define';

const R = { tableName: 'app-table', uploadsBucket: 'app-uploads', filesBucket: 'app-files' };
const as = (access: ResourceAccess, name = 'things-doThing'): Principal => ({ kind: 'callable', name, access });
const READ = as({ table: 'read' });
const WRITE = as({ table: 'write' });
const PDF_RECORDER = as({ table: 'read', tableUpdates: ['pdfKey', 'pdfVersion', 'pdfGeneratedAt'] });

/** A fake of the registry and handler loading for the gateway test below. */
const probe = defineCallable({
  name: 'things-whoAmI',
  summary: 'test',
  input: z.object({}),
  output: z.object({}),
  roles: 'public',
  access: { table: 'read', uploads: 'read' },
  terms: false,
  example: {},
});
vi.mock('../../shared/callables', () => ({
  getCallable: (name: string) => (name === 'things-whoAmI' ? probe : undefined),
}));
vi.mock('../../dev/handlers', () => ({
  lambdaContext: () => ({}),
  loadHandler: () =>
    Promise.resolve(() => Promise.resolve({ statusCode: 200, body: JSON.stringify(currentPrincipal() ?? null) })),
}));

describe('refusal (what IAM would refuse)', () => {
  it.each<[string, Principal, string, string, Record<string, unknown>]>([
    ['a read of the table', READ, 'DynamoDBClient', 'GetItemCommand', { TableName: 'app-table' }],
    ['a Query', READ, 'DynamoDBClient', 'QueryCommand', { TableName: 'app-table', IndexName: 'GSI1' }],
    ['a BatchGet', READ, 'DynamoDBClient', 'BatchGetItemCommand', { RequestItems: { 'app-table': {} } }],
    ['a write by a writer', WRITE, 'DynamoDBClient', 'UpdateItemCommand', { TableName: 'app-table' }],
    [
      'a transaction of writes and checks by a writer',
      WRITE,
      'DynamoDBClient',
      'TransactWriteItemsCommand',
      {
        TransactItems: [{ Put: { TableName: 'app-table', Item: {} } }, { ConditionCheck: { TableName: 'app-table' } }],
      },
    ],
    [
      'an outbox e-mail by a callable that sends e-mail',
      as({ table: 'read', messages: ['email'] }),
      'DynamoDBClient',
      'PutItemCommand',
      { TableName: 'app-table', Item: { pk: 'OUTBOX', channel: 'email' } },
    ],
    [
      'an outbox SMS (marshalled) by a callable that sends SMS',
      as({ table: 'read', messages: ['sms'] }),
      'DynamoDBClient',
      'PutItemCommand',
      { TableName: 'app-table', Item: { pk: { S: 'OUTBOX' }, channel: { S: 'sms' } } },
    ],
    [
      'a GetObject of a readable bucket',
      as({ files: 'read' }),
      'S3Client',
      'GetObjectCommand',
      { Bucket: 'app-files' },
    ],
    [
      'a PutObject to a writable bucket',
      as({ uploads: 'write' }),
      'S3Client',
      'PutObjectCommand',
      { Bucket: 'app-uploads' },
    ],
    [
      'an SMS to a phone number by a callable that sends SMS',
      as({ table: 'read', messages: ['sms'] }),
      'SNSClient',
      'PublishCommand',
      { PhoneNumber: '+60123456789', Message: 'R-123456' },
    ],
    [
      "Cognito's user-level password change (authorised by the user's access token) by any function",
      as({ table: 'read' }),
      'CognitoIdentityProviderClient',
      'ChangePasswordCommand',
      { AccessToken: 'x', PreviousPassword: 'a', ProposedPassword: 'b' },
    ],
    [
      'a listed Cognito action',
      as({ cognito: ['AdminEnableUser'] }),
      'CognitoIdentityProviderClient',
      'AdminEnableUserCommand',
      {},
    ],
    [
      "an update of a statement's PDF attributes by a read that declares them",
      PDF_RECORDER,
      'DynamoDBClient',
      'UpdateItemCommand',
      {
        TableName: 'app-table',
        Key: { pk: 'ORG#a', sk: 'STATEMENT#x' },
        UpdateExpression: 'SET pdfKey = :key, pdfVersion = :v, pdfGeneratedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(pdfVersion) OR pdfVersion <> :v)',
      },
    ],
  ])('allows %s', (_case, principal, client, command, input) => {
    expect(refusal(principal, client, command, input, R)).toBeUndefined();
  });

  it.each<[string, Principal, string, string, Record<string, unknown>, RegExp]>([
    [
      'a Put by a read callable',
      READ,
      'DynamoDBClient',
      'PutItemCommand',
      { TableName: 'app-table', Item: { pk: 'ORG#x' } },
      /dynamodb:PutItem .*declares table 'read'/,
    ],
    [
      'a write inside a transaction by a read callable',
      READ,
      'DynamoDBClient',
      'TransactWriteItemsCommand',
      { TransactItems: [{ ConditionCheck: { TableName: 'app-table' } }, { Delete: { TableName: 'app-table' } }] },
      /dynamodb:DeleteItem/,
    ],
    [
      'a BatchWrite by a read callable',
      READ,
      'DynamoDBClient',
      'BatchWriteItemCommand',
      { RequestItems: { 'app-table': [{ DeleteRequest: {} }] } },
      /dynamodb:BatchWriteItem/,
    ],
    [
      'any Scan, even by a writer',
      WRITE,
      'DynamoDBClient',
      'ScanCommand',
      { TableName: 'app-table' },
      /dynamodb:Scan .*no function may Scan/,
    ],
    [
      'another table',
      WRITE,
      'DynamoDBClient',
      'GetItemCommand',
      { TableName: 'other-table' },
      /table other-table is not the application's table/,
    ],
    [
      'an action no function has',
      WRITE,
      'DynamoDBClient',
      'DeleteTableCommand',
      { TableName: 'app-table' },
      /dynamodb:DeleteTable/,
    ],
    [
      'a read without table access',
      as({ uploads: 'read' }),
      'DynamoDBClient',
      'GetItemCommand',
      { TableName: 'app-table' },
      /declares no table access/,
    ],
    [
      'an outbox e-mail by a callable that sends none',
      WRITE,
      'DynamoDBClient',
      'PutItemCommand',
      { TableName: 'app-table', Item: { pk: 'OUTBOX', channel: 'email' } },
      /ses:SendEmail .*declares messages \[\]/,
    ],
    [
      'an outbox SMS by a callable that only e-mails',
      as({ table: 'write', messages: ['email'] }),
      'DynamoDBClient',
      'PutItemCommand',
      { TableName: 'app-table', Item: { pk: 'OUTBOX', channel: 'sms' } },
      /sns:Publish/,
    ],
    [
      'an update of another attribute by a read that declares narrow updates',
      PDF_RECORDER,
      'DynamoDBClient',
      'UpdateItemCommand',
      {
        TableName: 'app-table',
        Key: { pk: 'ORG#a', sk: 'STATEMENT#x' },
        UpdateExpression: 'SET pdfKey = :key, #b = :b',
        ExpressionAttributeNames: { '#b': 'balancePayable' },
      },
      /dynamodb:UpdateItem .*not balancePayable/,
    ],
    [
      'a narrow update answering the whole item',
      PDF_RECORDER,
      'DynamoDBClient',
      'UpdateItemCommand',
      {
        TableName: 'app-table',
        Key: { pk: 'ORG#a', sk: 'S' },
        UpdateExpression: 'SET pdfKey = :k',
        ReturnValues: 'ALL_NEW',
      },
      /may not answer ReturnValues ALL_NEW/,
    ],
    [
      'a Put by a read that declares narrow updates',
      PDF_RECORDER,
      'DynamoDBClient',
      'PutItemCommand',
      { TableName: 'app-table', Item: { pk: 'ORG#a', sk: 'S' } },
      /dynamodb:PutItem .*declares table 'read'/,
    ],
    [
      'a Publish to a topic by a callable that sends SMS',
      as({ table: 'write', messages: ['sms'] }),
      'SNSClient',
      'PublishCommand',
      { TopicArn: 'arn:aws:sns:ap-southeast-1:000000000000:all-users', Message: 'hi' },
      /sns:Publish .*phone number only, not to an SNS ARN/,
    ],
    [
      'a PutObject to a read bucket',
      as({ uploads: 'read' }),
      'S3Client',
      'PutObjectCommand',
      { Bucket: 'app-uploads' },
      /s3:PutObject .*declares uploads 'read'/,
    ],
    [
      'a GetObject of an undeclared bucket',
      as({ uploads: 'write' }),
      'S3Client',
      'GetObjectCommand',
      { Bucket: 'app-files' },
      /s3:GetObject .*declares files access none/,
    ],
    [
      "a bucket that is not the application's",
      as({ uploads: 'write' }),
      'S3Client',
      'GetObjectCommand',
      { Bucket: 'elsewhere' },
      /bucket elsewhere is not an application bucket/,
    ],
    [
      'a DeleteObject',
      as({ uploads: 'write' }),
      'S3Client',
      'DeleteObjectCommand',
      { Bucket: 'app-uploads' },
      /s3:DeleteObject/,
    ],
    [
      'a DeleteObject outside the declared folders',
      as({ objectDeletes: { uploads: ['orgs/*/employees/*'] } }),
      'S3Client',
      'DeleteObjectCommand',
      { Bucket: 'app-uploads', Key: 'orgs/demo/attachments/contract.pdf' },
      /s3:DeleteObject .*declares objectDeletes.uploads \["orgs\/\*\/employees\/\*"\]/,
    ],
    [
      'a ListObjectsV2 of a prefix the declared folders do not match',
      as({ objectDeletes: { files: ['statements/*'] } }),
      'S3Client',
      'ListObjectsV2Command',
      { Bucket: 'app-files', Prefix: 'bank-transfers/' },
      /s3:ListBucket .*declares objectDeletes.files/,
    ],
    [
      'a Cognito action not listed',
      as({ cognito: ['AdminEnableUser'] }),
      'CognitoIdentityProviderClient',
      'AdminDisableUserCommand',
      {},
      /cognito-idp:AdminDisableUser .*declares cognito \["AdminEnableUser"\]/,
    ],
    ['a client no function uses', WRITE, 'LambdaClient', 'InvokeCommand', {}, /uses a client no function is granted/],
  ])('refuses %s', (_case, principal, client, command, input, message) => {
    const why = refusal(principal, client, command, input, R);
    expect(why).toMatch(message);
    expect(why).toMatch(
      /^User: arn:aws:sts::000000000000:assumed-role\/things-doThing\/local is not authorized to perform: /,
    );
  });
});

describe('objectDeletes', () => {
  const deleter = as({ objectDeletes: { uploads: ['orgs/*/employees/*'], files: ['statements/*'] } });
  it('lets a function list and delete in the declared folders only', () => {
    const folder = { Bucket: 'app-uploads', Prefix: 'orgs/demo/employees/900101145678/' };
    expect(refusal(deleter, 'S3Client', 'ListObjectsV2Command', folder, R)).toBeUndefined();
    const key = { Bucket: 'app-uploads', Key: 'orgs/demo/employees/900101145678/wallet-screenshots/a/tng.png' };
    expect(refusal(deleter, 'S3Client', 'DeleteObjectCommand', key, R)).toBeUndefined();
    const pdf = { Bucket: 'app-files', Key: 'statements/demo/900101145678/2026-10.pdf' };
    expect(refusal(deleter, 'S3Client', 'DeleteObjectCommand', pdf, R)).toBeUndefined();
    expect(refusal(deleter, 'S3Client', 'GetObjectCommand', pdf, R)).toMatch(/s3:GetObject/);
    expect(refusal(deleter, 'S3Client', 'ListObjectsV2Command', { Bucket: 'app-files', Prefix: '' }, R)).toMatch(
      /s3:ListBucket/,
    );
  });
});

describe('the request counters of the fairness limit', () => {
  const counter = (pk: string) => ({ TableName: 'app-table', Key: { pk: { S: pk }, sk: { S: 'COUNT' } } });

  it('lets a callable that may write count its call on a RATE# partition', () => {
    expect(
      refusal(WRITE, 'DynamoDBClient', 'UpdateItemCommand', counter('RATE#ORG#demo#1795689620'), R),
    ).toBeUndefined();
  });

  it('refuses a read callable any update, on a RATE# partition too (reads are counted in the container)', () => {
    expect(refusal(READ, 'DynamoDBClient', 'UpdateItemCommand', counter('ORG#demo'), R)).toMatch(/dynamodb:UpdateItem/);
    expect(refusal(READ, 'DynamoDBClient', 'UpdateItemCommand', counter('RATE#ORG#demo#1'), R)).toMatch(
      /dynamodb:UpdateItem/,
    );
  });
});

describe('the middleware on real SDK clients', () => {
  /** A document client whose requests never leave: the check runs first, then a fake answer. */
  function checkedDocClient(onRefusal = vi.fn()) {
    const client = new DynamoDBClient({
      region: 'ap-southeast-1',
      endpoint: 'http://localhost:1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    addAccessCheck(client, () => R, onRefusal);
    client.middlewareStack.add(() => () => Promise.resolve({ output: { $metadata: {} }, response: {} }), {
      step: 'build',
      name: 'fakeAnswer',
    });
    return { doc: DynamoDBDocumentClient.from(client), onRefusal };
  }

  it('refuses a write of a read principal with AccessDeniedException, and tells who', async () => {
    // prepare
    const { doc, onRefusal } = checkedDocClient();
    // act
    const attempt = runAs(READ, () =>
      doc.send(new PutCommand({ TableName: 'app-table', Item: { pk: 'ORG#a', sk: 'X' } })),
    );
    // assess
    await expect(attempt).rejects.toMatchObject({ name: 'AccessDeniedException', $metadata: { httpStatusCode: 403 } });
    expect(onRefusal).toHaveBeenCalledWith(READ, expect.stringMatching(/dynamodb:PutItem/));
  });

  it('lets the same principal read, and code outside any principal do anything', async () => {
    const { doc, onRefusal } = checkedDocClient();
    await expect(
      runAs(READ, () => doc.send(new GetCommand({ TableName: 'app-table', Key: { pk: 'a', sk: 'b' } }))),
    ).resolves.toBeDefined();
    await expect(doc.send(new ScanCommand({ TableName: 'app-table' }))).resolves.toBeDefined();
    expect(onRefusal).not.toHaveBeenCalled();
  });

  it('follows the principal through awaits and timers (AsyncLocalStorage)', async () => {
    const { doc } = checkedDocClient();
    const later = runAs(READ, async () => {
      await new Promise((r) => setTimeout(r, 5));
      return doc.send(
        new TransactWriteCommand({
          TransactItems: [{ Put: { TableName: 'app-table', Item: { pk: 'ORG#a', sk: 'X' } } }],
        }),
      );
    });
    await expect(later).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });

  it('checks presigned URLs too (they are signed with the role)', async () => {
    // prepare
    const s3 = new S3Client({
      region: 'ap-southeast-1',
      endpoint: 'http://localhost:1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    addAccessCheck(s3, () => R);
    const readUploads = as({ table: 'read', uploads: 'read' });
    // act / assess
    await expect(
      runAs(readUploads, () => getSignedUrl(s3, new GetObjectCommand({ Bucket: 'app-uploads', Key: 'a' }))),
    ).resolves.toMatch(/^http:\/\/localhost:1\/app-uploads\/a\?/);
    await expect(
      runAs(readUploads, () => getSignedUrl(s3, new PutObjectCommand({ Bucket: 'app-uploads', Key: 'a' }))),
    ).rejects.toMatchObject({ name: 'AccessDeniedException' });
    await expect(
      runAs(readUploads, () => getSignedUrl(s3, new GetObjectCommand({ Bucket: 'app-files', Key: 'a' }))),
    ).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });
});

describe('the local gateway', () => {
  it("runs a callable's handler as that callable, with its declaration", async () => {
    // prepare
    const { createGateway } = await import('../../dev/gateway');
    const handle = createGateway({
      jwksUrl: 'http://localhost:1/jwks.json',
      issuer: 'x',
      audience: 'y',
      log: () => undefined,
    });
    const req = Object.assign(Readable.from([Buffer.from('{}')]), {
      method: 'POST',
      url: '/api/things-whoAmI',
      headers: {},
      socket: {},
    }) as unknown as IncomingMessage;
    let body = '';
    const res = {
      writeHead: () => res,
      end: (chunk: Buffer | string) => {
        body = chunk.toString();
      },
    } as unknown as ServerResponse;
    // act
    await handle(req, res);
    // assess
    expect(JSON.parse(body)).toEqual({
      kind: 'callable',
      name: 'things-whoAmI',
      access: { table: 'read', uploads: 'read' },
    });
    expect(currentPrincipal()).toBeUndefined();
  });
});
