import { randomUUID } from 'node:crypto';
import {
  AdminUpdateUserAttributesCommand,
  type InitiateAuthCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { cognitoClient } from '../../lambdas/core/clients/cognito';
import { s3Client } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { sendEmail, sendSms } from '../../lambdas/services/messages/outbox';
import { DEMO_LOGINS, seedDemoData } from '../../dev/seeds/seed';
import { callables } from '../../shared/callables';
import { RuntimeConfigSchema } from '../../shared/runtime-config';
import { TERMS_VERSION } from '../../shared/registry/roles';
import type { ErrorBody } from '../../shared/registry/errors';
import {
  callApi,
  callApiRaw,
  expectOk,
  expectRefused,
  outboxMessages,
  refreshTokens,
  signIn,
  stackUrl,
} from '../support/api';
import { forgeToken } from '../support/tokens';
import { createTestUser } from '../support/users';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const EXPIRED = { code: 'UNAUTHENTICATED', message: 'Your session has expired. Please log in again.' };
/** A callable any signed-in user may call, needing no terms. */
const SIGNED_IN_CALLABLE = 'users-getCurrentUser';

describe('the local API gateway', () => {
  it.each([
    ['no token', undefined],
    ['a token that is not a JWT', 'not-a-token'],
  ])('refuses a callable with %s (401)', async (_case, token) => {
    const res = await callApi(SIGNED_IN_CALLABLE, {}, token);
    expect(res).toEqual({ status: 401, body: { errorInfo: EXPIRED } });
  });

  it('refuses a header that is not "Bearer <token>"', async () => {
    const { idToken } = await signIn('manager@demo.test', DEMO_PASSWORD);
    const res = await callApi(SIGNED_IN_CALLABLE, {}, undefined, { authorization: idToken });
    expect(res).toEqual({ status: 401, body: { errorInfo: EXPIRED } });
  });

  it('accepts a token signed with the emulator key and valid claims (the forging helper is faithful)', async () => {
    const { claims } = await signIn('manager@demo.test', DEMO_PASSWORD);
    const { iss: _i, aud: _a, exp: _e, iat: _t, ...rest } = claims;
    const res = await callApi(SIGNED_IN_CALLABLE, {}, await forgeToken(rest));
    expectOk(res);
    expect(res.body).toMatchObject({ email: 'manager@demo.test' });
  });

  it.each([
    ['expired', { expired: true }],
    ['signed with another key', { wrongKey: true }],
    ['from another issuer', { issuer: 'http://localhost:1/local_other' }],
    ['for another app client', { audience: 'another-client' }],
  ])('refuses a token %s (401)', async (_case, options) => {
    const { claims } = await signIn('manager@demo.test', DEMO_PASSWORD);
    const { iss: _i, aud: _a, exp: _e, iat: _t, ...rest } = claims;
    const res = await callApi(SIGNED_IN_CALLABLE, {}, await forgeToken(rest, options));
    expect(res).toEqual({ status: 401, body: { errorInfo: EXPIRED } });
  });

  it('passes the verified claims on as API Gateway does (strings), so the handler knows the caller', async () => {
    const { idToken } = await signIn('employee@other.test', DEMO_PASSWORD);
    const res = await callApi(SIGNED_IN_CALLABLE, {}, idToken);
    expectOk(res);
    expect(res.body).toMatchObject({ email: 'employee@other.test', role: 'employee', tenantId: 'other' });
  });

  it('answers 404 errorInfo for an unknown callable, another method or path', async () => {
    const unknown = await callApiRaw('nothing-here', {});
    expectRefused(unknown, 404);
    expect(unknown.body.errorInfo.code).toBe('NOT_FOUND');
    const get = await fetch(stackUrl(`/api/${SIGNED_IN_CALLABLE}`));
    expect(get.status).toBe(404);
    expect(((await get.json()) as ErrorBody).errorInfo.code).toBe('NOT_FOUND');
    expect((await fetch(stackUrl('/api/users-getCurrentUser/extra'), { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('refuses a body over 6 MB like Lambda (413)', async () => {
    const res = await callApi('orgs-getOrgTenantId', { email: 'a@b.test', domain: 'x'.repeat(6 * 1024 * 1024) });
    expectRefused(res, 413);
    expect(res.body.errorInfo.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('serves the runtime configuration of the local stack', async () => {
    const res = await fetch(stackUrl('/config.json'));
    expect(res.status).toBe(200);
    const config = RuntimeConfigSchema.parse(await res.json());
    expect(config).toEqual({
      region: 'ap-southeast-1',
      userPoolId: inject('userPoolId'),
      userPoolClientId: inject('userPoolClientId'),
      cognitoEndpoint: inject('cognitoUrl'),
      apiBasePath: '/api',
      stage: 'local',
    });
  });

  it('serves the OpenAPI document of every callable', async () => {
    const res = await fetch(stackUrl('/api/openapi.json'));
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths).sort()).toEqual(callables.map((c) => `/api/${c.name}`).sort());
  });
});

describe('the local Cognito', () => {
  it.each(DEMO_LOGINS)('signs in $email with its role, tenant and terms in the ID token', async (login) => {
    const { claims } = await signIn(login.email, DEMO_PASSWORD);
    expect(claims.email).toBe(login.email);
    expect(claims['custom:role']).toBe(login.role);
    expect(claims['custom:tenantId'] ?? '').toBe(login.orgId ?? '');
    expect(claims['custom:acceptedTerms'] ?? '').toBe(login.acceptedTerms ?? '');
    expect(claims.name ?? '').toBe(`${login.firstName} ${login.lastName}`.trim());
    expect(claims.iss).toBe(`${inject('cognitoUrl')}/${inject('userPoolId')}`);
    expect(claims.aud).toBe(inject('userPoolClientId'));
  });

  it('matches the e-mail case-insensitively and refuses a wrong password', async () => {
    await expect(signIn(' Manager@Demo.TEST', DEMO_PASSWORD)).resolves.toHaveProperty('idToken');
    await expect(signIn('manager@demo.test', 'wrong-Passw0rd!')).rejects.toThrow();
  });

  it('puts an attribute changed by the API into the refreshed ID token', async () => {
    const user = await createTestUser({ role: 'employee', acceptedTerms: false });
    const session = await signIn(user.email, user.password);
    expect(session.claims['custom:acceptedTerms'] ?? '').toBe('');
    await (
      await cognitoClient()
    ).send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: env.userPoolId,
        Username: user.email,
        UserAttributes: [{ Name: 'custom:acceptedTerms', Value: TERMS_VERSION }],
      }),
    );
    const refreshed = await refreshTokens(session.refreshToken);
    expect(refreshed.claims['custom:acceptedTerms']).toBe(TERMS_VERSION);
    expect(refreshed.claims.sub).toBe(session.claims.sub);
  });

  it('lets the site call it cross-origin (CORS preflight and response)', async () => {
    const origin = new URL(inject('stackUrl')).origin;
    const preflight = await fetch(inject('cognitoUrl'), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/localhost:\d+)$/);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-amz-target');
    const call = await fetch(inject('cognitoUrl'), {
      method: 'POST',
      headers: {
        origin,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        ClientId: inject('userPoolClientId'),
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'executive@demo.test', PASSWORD: DEMO_PASSWORD },
      }),
    });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(((await call.json()) as InitiateAuthCommandOutput).AuthenticationResult?.IdToken).toBeTruthy();
  });
});

describe('the local S3', () => {
  it('takes a presigned PUT from the site and gives the file back by presigned GET', async () => {
    const origin = new URL(inject('stackUrl')).origin;
    const key = `tests/${randomUUID()}.csv`;
    const put = await getSignedUrl(
      await s3Client(),
      new PutObjectCommand({
        Bucket: env.uploadsBucket,
        Key: key,
        ContentType: 'text/csv',
        CacheControl: 'public, max-age=31536000',
      }),
      { expiresIn: 300 },
    );
    const preflight = await fetch(put, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type,cache-control',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();

    const uploaded = await fetch(put, {
      method: 'PUT',
      headers: { origin, 'content-type': 'text/csv', 'cache-control': 'public, max-age=31536000' },
      body: 'a,b\n1,2\n',
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.headers.get('access-control-allow-origin')).toBeTruthy();

    const get = await getSignedUrl(await s3Client(), new GetObjectCommand({ Bucket: env.uploadsBucket, Key: key }), {
      expiresIn: 300,
    });
    const downloaded = await fetch(get, { headers: { origin } });
    expect(downloaded.status).toBe(200);
    expect(await downloaded.text()).toBe('a,b\n1,2\n');
    expect(downloaded.headers.get('cache-control')).toBe('public, max-age=31536000');
  });

  // s3rver checks the access key of a presigned URL but not its SigV4 signature or expiry
  // (its code says so): what the emulator can refuse is an unknown key.
  it('refuses a presigned URL of an unknown access key', async () => {
    const put = await getSignedUrl(
      await s3Client(),
      new PutObjectCommand({ Bucket: env.filesBucket, Key: `tests/${randomUUID()}.txt` }),
      { expiresIn: 300 },
    );
    const stranger = put.replace(/X-Amz-Credential=local%2F/, 'X-Amz-Credential=stranger%2F');
    expect(stranger).not.toBe(put);
    expect((await fetch(stranger, { method: 'PUT', body: 'x' })).status).toBe(403);
  });
});

describe('the outbox', () => {
  it('lists every e-mail and SMS sent, newest first, as JSON and as a page', async () => {
    const to = `outbox-${randomUUID()}@demo.test`;
    await sendEmail({ to, subject: 'Welcome', text: 'First <message>' });
    await sendEmail({ to, subject: 'Code', text: 'Your code is 123456' });
    const mobile = `+6019${Math.floor(Math.random() * 1e7)
      .toString()
      .padStart(7, '0')}`;
    await sendSms({ to: mobile, text: 'Your TAC is 654321' });

    const mails = await outboxMessages(to);
    expect(mails.map((m) => [m.channel, m.subject, m.text])).toEqual([
      ['email', 'Code', 'Your code is 123456'],
      ['email', 'Welcome', 'First <message>'],
    ]);
    expect((await outboxMessages(mobile)).map((m) => m.text)).toEqual(['Your TAC is 654321']);

    const page = await fetch(stackUrl('/outbox'));
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(to);
    expect(html).toContain('First &lt;message&gt;');
    expect(html.indexOf('Your code is 123456')).toBeLessThan(html.indexOf('First &lt;message&gt;'));
  });
});

describe('the demo data', () => {
  const countItems = async () => {
    const count = async (pk: string) =>
      (
        await (
          await ddbDoc()
        ).send(
          new QueryCommand({
            TableName: env.tableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': pk },
            Select: 'COUNT',
          }),
        )
      ).Count;
    const marker = (
      await (
        await ddbDoc()
      ).send(new GetCommand({ TableName: env.tableName, Key: { pk: 'PLATFORM#SEED', sk: 'DEMO' } }))
    ).Item;
    return {
      demo: await count('ORG#demo'),
      other: await count('ORG#other'),
      orgs: await count('PLATFORM#ORGS'),
      seededAt: Number(marker?.seededAt),
    };
  };

  it('changes nothing when seeded again', async () => {
    const before = await countItems();
    expect(await seedDemoData()).toBe(false);
    const demoEmployees = (
      await (
        await ddbDoc()
      ).send(
        new QueryCommand({
          TableName: env.tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': 'ORG#demo', ':sk': 'EMP#' },
        }),
      )
    ).Items;
    // the login's employee and the demo directory (other tests running meanwhile may add more)
    expect(demoEmployees).toContainEqual(
      expect.objectContaining({
        entity: 'employee',
        employeeICNumber: '900101145678',
        salarySen: 450000,
        status: 'approved',
        bankCode: 'MBBEMYKL',
      }),
    );
    expect(demoEmployees!.filter((e) => !e.importId && e.createdAt <= before.seededAt).length).toBe(25);
    expect((await countItems()).orgs).toBe(before.orgs);
  });
});
